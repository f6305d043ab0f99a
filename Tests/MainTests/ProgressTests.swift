import Domain
import DomainTestSupport
import Foundation
import Networking
import Synchronization
import XCTest

@testable import Main

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

final class ProgressTests: XCTestCase {
    func test_terminalProgress_drawsOnOneLineRedrawsAndErases() async throws {
        // Given
        let written = Mutex<[String]>([])
        let sut = TerminalProgress(isEnabled: true, unicode: false, write: { text in written.withLock { $0.append(text) } })

        // When
        sut.show("Fetching page 2 of up to 3...")
        try await Task.sleep(for: .milliseconds(300))
        sut.clear()
        sut.clear()

        // Then
        let lines = written.withLock { $0 }
        XCTAssertEqual(lines.first, "\r\u{1B}[K| Fetching page 2 of up to 3...")
        XCTAssertGreaterThanOrEqual(lines.count, 3, "redrawn while it waits: \(lines)")
        XCTAssertEqual(lines.last, "\r\u{1B}[K", "erased once")
        XCTAssertEqual(lines.filter { $0 == "\r\u{1B}[K" }.count, 1)
    }

    func test_terminalProgress_writesNothingWhenNobodyWatches() async throws {
        let written = Mutex<[String]>([])
        let sut = TerminalProgress(isEnabled: false, unicode: true, write: { text in written.withLock { $0.append(text) } })

        sut.show("Sending review 1 of 2...")
        sut.clear()

        XCTAssertEqual(written.withLock { $0 }, [])
    }

    func test_slowRequestProgress_showsTheHostOnlyWhenTheAnswerIsLate() async throws {
        // Given one answer at once and one late
        let progress = ProgressSpy()
        let request = URLRequest(url: try XCTUnwrap(URL(string: "http://places.example/v1")))
        let fast = SlowRequestProgressClient(
            decoratee: DelayedClient(delay: .zero), progress: progress, patience: .milliseconds(200))
        let slow = SlowRequestProgressClient(
            decoratee: DelayedClient(delay: .milliseconds(400)), progress: progress, patience: .milliseconds(50))

        // When
        _ = try await fast.send(request, limit: .json)
        let afterFast = progress.events
        _ = try await slow.send(request, limit: .json)

        // Then
        XCTAssertEqual(afterFast, ["clear"])
        XCTAssertEqual(progress.events, ["clear", "show: Waiting for places.example...", "clear"])
    }

    private struct DelayedClient: HTTPClient {
        let delay: Duration

        func send(_ request: URLRequest, limit: ResponseLimit) async throws -> (Data, HTTPURLResponse) {
            try await Task.sleep(for: delay)
            let response = HTTPURLResponse(
                url: request.url ?? URL(fileURLWithPath: "/"), statusCode: 200, httpVersion: nil, headerFields: nil)
            return (Data(), try XCTUnwrap(response))
        }
    }
}
