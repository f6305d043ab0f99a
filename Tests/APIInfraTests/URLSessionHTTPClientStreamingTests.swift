import APIInfra
import Foundation
import Networking
import Synchronization
import XCTest

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A caller's stream (`ResponseLimit.stream`) gets a 2xx body piece by piece as it arrives, and only that: an error
/// answer's body is returned as ever; the stream can stop the transfer; the limit holds.
final class URLSessionHTTPClientStreamingTests: XCTestCase {
    override func tearDown() {
        URLProtocolStub.reset()
        super.tearDown()
    }

    func test_send_handsA2xxBodyToTheStreamPieceByPiece_andReturnsNoBody() async throws {
        // Given an answer that says its length, arriving in three pieces
        URLProtocolStub.stub(pieces: ["ab", "cd", "ef"].map { Data($0.utf8) }, response: response(length: 6))
        let stream = BodyStreamSpy()

        // When
        let (data, response) = try await makeSUT().send(request, limit: ResponseLimit(bytes: 100).streaming(to: stream))

        // Then
        XCTAssertEqual(data, Data())
        XCTAssertEqual(response.statusCode, 200)
        XCTAssertEqual(stream.events, ["begin 6", "ab", "cd", "ef"])
    }

    func test_send_beginsTheStreamWithTheLimitWhenTheAnswerDoesNotSayItsLength() async throws {
        // Given
        URLProtocolStub.stub(pieces: [Data("ab".utf8)], response: response())
        let stream = BodyStreamSpy()

        // When
        _ = try await makeSUT().send(request, limit: ResponseLimit(bytes: 100).streaming(to: stream))

        // Then
        XCTAssertEqual(stream.events, ["begin 100", "ab"])
    }

    func test_send_returnsAnErrorAnswersBodyWithoutStreamingIt() async throws {
        // Given
        URLProtocolStub.stub(pieces: [Data("busy".utf8)], response: response(status: 503))
        let stream = BodyStreamSpy()

        // When
        let (data, response) = try await makeSUT().send(request, limit: ResponseLimit(bytes: 100).streaming(to: stream))

        // Then
        XCTAssertEqual(String(decoding: data, as: UTF8.self), "busy")
        XCTAssertEqual(response.statusCode, 503)
        XCTAssertEqual(stream.events, [])
    }

    func test_send_endsTheTransferWhenTheStreamStopsReading() async throws {
        // Given a stream that reads one piece and stops at the next
        URLProtocolStub.stub(pieces: ["ab", "cd", "ef"].map { Data($0.utf8) }, response: response())
        let stream = BodyStreamSpy(acceptedPieces: 1)

        // When
        let (data, response) = try await makeSUT().send(request, limit: ResponseLimit(bytes: 100).streaming(to: stream))

        // Then the answer is what the stream made of it (it keeps why it stopped)
        XCTAssertEqual(data, Data())
        XCTAssertEqual(response.statusCode, 200)
        XCTAssertEqual(stream.events.prefix(3), ["begin 100", "ab", "cd"])
        XCTAssertFalse(stream.events.contains("ef"), "nothing is handed over once the stream has stopped")
    }

    func test_send_failsWithTooLargeWhenAStreamedBodyPassesTheLimit() async throws {
        // Given
        URLProtocolStub.stub(pieces: ["abc", "def"].map { Data($0.utf8) }, response: response())
        let stream = BodyStreamSpy()

        // When
        do {
            _ = try await makeSUT().send(request, limit: ResponseLimit(bytes: 4).streaming(to: stream))
            XCTFail("expected tooLarge")
        } catch let error as HTTPClientError {
            // Then
            XCTAssertEqual(error, .tooLarge(limit: 4))
        }
        XCTAssertEqual(stream.events, ["begin 4", "abc"])
    }

    // MARK: - Helpers

    private var request: URLRequest { URLRequest(url: URL(string: "http://any-url.test/api") ?? URL(fileURLWithPath: "/")) }

    private func makeSUT() -> URLSessionHTTPClient {
        URLSessionHTTPClient(requestTimeout: 5, resourceTimeout: 10, protocolClasses: [URLProtocolStub.self])
    }

    private func response(status: Int = 200, length: Int? = nil) -> HTTPURLResponse? {
        HTTPURLResponse(
            url: request.url ?? URL(fileURLWithPath: "/"), statusCode: status, httpVersion: "HTTP/1.1",
            headerFields: length.map { ["Content-Length": "\($0)"] })
    }
}

/// Records what a stream is told; reads `acceptedPieces` pieces, then stops.
private final class BodyStreamSpy: HTTPBodyStream {
    private let state = Mutex<[String]>([])
    private let acceptedPieces: Int

    init(acceptedPieces: Int = .max) {
        self.acceptedPieces = acceptedPieces
    }

    var events: [String] { state.withLock { $0 } }

    func begin(atMost bytes: Int) {
        state.withLock { $0.append("begin \(bytes)") }
    }

    func receive(_ bytes: UnsafeRawBufferPointer) -> Bool {
        state.withLock { events in
            events.append(String(decoding: bytes, as: UTF8.self))
            return events.count - 1 <= acceptedPieces
        }
    }
}
