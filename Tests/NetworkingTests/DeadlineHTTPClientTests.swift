import Foundation
import Networking
import Synchronization
import XCTest

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The deadlines on a clock the test sets (`ScriptedTime`): each outcome is the one the times make, on any machine.
final class DeadlineHTTPClientTests: XCTestCase {
    func test_send_endsAnAnswerThatTakesLongerThanTheRequestDeadline() async {
        // Given a server that does not answer, and 50 ms allowed per answer, which pass
        let (sut, server, time) = makeSUT(perRequest: .milliseconds(50), budget: .seconds(10))
        server.hangs = true
        time.sleepsExpire = true

        // When / Then the request fails as timed out, the wait was the 50 ms allowed, and the server's request was
        // cancelled, not waited for
        await assertTimesOut(try await sut.send(Self.request, limit: .json))
        XCTAssertEqual(time.sleeps, [.milliseconds(50)])
        XCTAssertEqual(server.cancelled, 1)
    }

    func test_send_passesAnAnswerThatArrivesInTime() async throws {
        // Given a server that answers before the 5 s allowed pass
        let (sut, _, time) = makeSUT(perRequest: .seconds(5), budget: .seconds(10))

        // When
        let (data, _) = try await sut.send(Self.request, limit: .json)

        // Then
        XCTAssertEqual(String(decoding: data, as: UTF8.self), "{}")
        XCTAssertEqual(time.sleeps, [.seconds(5)])
    }

    func test_send_failsAtOnceOnceTheCommandsBudgetIsSpent() async throws {
        // Given a budget of 300 ms for the whole command, 5 s per answer
        let (sut, server, time) = makeSUT(perRequest: .seconds(5), budget: .milliseconds(300))

        // When: the first answer comes in 200 ms; the second is allowed the 100 ms left, which pass; the third, at the
        // budget's end, is not sent
        _ = try await sut.send(Self.request, limit: .json)
        time.advance(by: .milliseconds(200))
        server.hangs = true
        time.sleepsExpire = true
        await assertTimesOut(try await sut.send(Self.request, limit: .json))
        time.advance(by: .milliseconds(100))
        await assertTimesOut(try await sut.send(Self.request, limit: .json))

        // Then
        XCTAssertEqual(server.requestCount, 2)
        XCTAssertEqual(time.sleeps, [.milliseconds(300), .milliseconds(100)])
    }

    // MARK: - Helpers

    private static let request = URLRequest(url: URL(fileURLWithPath: "/"))

    private func makeSUT(perRequest: Duration, budget: Duration) -> (DeadlineHTTPClient, ScriptedServer, ScriptedTime) {
        let (server, time) = (ScriptedServer(), ScriptedTime())
        let sut = DeadlineHTTPClient(
            decoratee: server, perRequest: perRequest, budget: DeadlineHTTPClient.Budget(budget),
            clock: WaitClock(now: { time.now }, sleep: { try await time.sleep(for: $0) }))
        return (sut, server, time)
    }

    private func assertTimesOut<T>(
        _ expression: @autoclosure () async throws -> T, file: StaticString = #filePath, line: UInt = #line
    ) async {
        do {
            _ = try await expression()
            XCTFail("no timeout", file: file, line: line)
        } catch {
            XCTAssertEqual(error as? HTTPClientError, .timedOut, file: file, line: line)
        }
    }
}

/// The time a `DeadlineHTTPClient` sees: `now` moves only when the test says; each sleep asked for is recorded, and
/// ends at once when `sleepsExpire`, else only when cancelled (the answer came first).
private final class ScriptedTime: Sendable {
    private let state = Mutex((now: ContinuousClock.now, sleeps: [Duration](), expire: false))

    var now: ContinuousClock.Instant { state.withLock { $0.now } }
    var sleeps: [Duration] { state.withLock { $0.sleeps } }
    var sleepsExpire: Bool {
        get { state.withLock { $0.expire } }
        set { state.withLock { $0.expire = newValue } }
    }

    func advance(by duration: Duration) {
        state.withLock { $0.now += duration }
    }

    func sleep(for duration: Duration) async throws {
        let expires = state.withLock { state in
            state.sleeps.append(duration)
            return state.expire
        }
        guard !expires else { return }
        try await Task.sleep(for: .seconds(3_600))
    }
}

/// A server that answers `{}` at once, or when it `hangs` never (until its request is cancelled, which it counts).
private final class ScriptedServer: HTTPClient, Sendable {
    private let state = Mutex((requests: 0, cancelled: 0, hangs: false))

    var requestCount: Int { state.withLock { $0.requests } }
    var cancelled: Int { state.withLock { $0.cancelled } }
    var hangs: Bool {
        get { state.withLock { $0.hangs } }
        set { state.withLock { $0.hangs = newValue } }
    }

    func send(_ request: URLRequest, limit: ResponseLimit) async throws -> (Data, HTTPURLResponse) {
        let hangs = state.withLock { state in
            state.requests += 1
            return state.hangs
        }
        if hangs {
            do {
                try await Task.sleep(for: .seconds(3_600))
            } catch {
                state.withLock { $0.cancelled += 1 }
                throw error
            }
        }
        guard
            let response = HTTPURLResponse(
                url: request.url ?? URL(fileURLWithPath: "/"), statusCode: 200, httpVersion: nil, headerFields: nil)
        else { throw HTTPClientError.invalidResponse }
        return (Data("{}".utf8), response)
    }
}
