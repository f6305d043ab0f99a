import Foundation
import Logging
import XCTest

@testable import MCPTransport

/// The transport between HTTP's callers and an SDK server (issue 59): each request renamed on the way in and named
/// back on the way out, so that callers whose ids and progress tokens collide never get each other's answers; a
/// cancellation reaches the server under the name it knows.
final class ExchangeTests: XCTestCase {
    func test_ask_twoCallersWithTheSameId_eachGetTheirOwnAnswerUnderTheirId() async throws {
        let sut = makeSUT()
        var server = await sut.receive().makeAsyncIterator()
        let first = await sut.ask(request(id: .integer(1), tool: "a"))
        let second = await sut.ask(request(id: .integer(1), tool: "b"))
        let seen = [try await next(&server), try await next(&server)]
        XCTAssertNotEqual(seen[0]["id"], seen[1]["id"], "renamed apart")

        for message in seen.reversed() {
            try await sut.send(answer(to: message["id"], saying: message["params"]?["name"]))
        }

        let answers = [await first.first { _ in true }, await second.first { _ in true }]
        XCTAssertEqual(answers.map { $0?["id"] }, [.integer(1), .integer(1)])
        XCTAssertEqual(answers.map { $0?["result"]?["said"] }, [.string("a"), .string("b")])
    }

    func test_send_progressReachesItsCallerUnderItsOwnToken() async throws {
        let sut = makeSUT()
        var server = await sut.receive().makeAsyncIterator()
        let answers = await sut.ask(request(id: .string("x"), tool: "a", token: .integer(5)))
        let seen = try await next(&server)
        let token = try XCTUnwrap(seen["params"]?["_meta"]?["progressToken"])
        XCTAssertNotEqual(token, .integer(5))

        try await sut.send(
            RawJSON.object([
                "jsonrpc": .string("2.0"), "method": .string("notifications/progress"),
                "params": .object(["progressToken": token, "progress": .integer(1)]),
            ]).encoded())
        try await sut.send(answer(to: seen["id"], saying: .string("done")))

        var received: [RawJSON] = []
        for await message in answers { received.append(message) }
        XCTAssertEqual(received.first?["params"]?["progressToken"], .integer(5))
        XCTAssertEqual(received.last?["id"], .string("x"))
    }

    func test_ask_cancellation_endsTheCallersStream_andReachesTheServerUnderItsName() async throws {
        let sut = makeSUT()
        var server = await sut.receive().makeAsyncIterator()
        let answers = await sut.ask(request(id: .integer(7), tool: "a"))
        let seen = try await next(&server)

        _ = await sut.ask([
            "jsonrpc": .string("2.0"), "method": .string("notifications/cancelled"),
            "params": .object(["requestId": .integer(7)]),
        ])

        let cancelled = try await next(&server)
        XCTAssertEqual(cancelled["params"]?["requestId"], seen["id"])
        let left = await answers.first { _ in true }
        XCTAssertNil(left, "answered by nothing")
    }

    func test_ask_aCallerThatStopsListening_cancelsItsRequestInTheServer() async throws {
        let sut = makeSUT()
        var server = await sut.receive().makeAsyncIterator()
        let listener = listen(sut, to: request(id: .integer(3), tool: "a"))
        let seen = try await next(&server)

        listener.cancel()

        let cancelled = try await next(&server)
        XCTAssertEqual(cancelled["method"], .string("notifications/cancelled"))
        XCTAssertEqual(cancelled["params"]?["requestId"], seen["id"])
    }

    func test_ask_whereADisconnectIsNoCancellation_aCallerThatStopsListening_leavesItsRequestToEnd() async throws {
        // Given a session's exchange (2025-11-25: only notifications/cancelled cancels, issue 67)
        let sut = makeSUT(cancelsWhenAbandoned: false)
        var server = await sut.receive().makeAsyncIterator()
        let listener = listen(sut, to: request(id: .integer(3), tool: "a"))
        let seen = try await next(&server)

        // When its caller goes away, and the request's answer comes later
        listener.cancel()
        _ = await listener.value
        try await sut.send(answer(to: seen["id"], saying: .string("late")))
        let after = await sut.ask(request(id: .integer(4), tool: "b"))

        // Then the server is told nothing of it: the next it hears is the next request
        let heard = try await next(&server)
        XCTAssertEqual(heard["method"], .string("tools/call"))
        XCTAssertEqual(heard["params"]?["name"], .string("b"))
        _ = after
    }

    // MARK: - Helpers

    /// A caller that asks `message` and listens to its answers until cancelled.
    private func listen(_ sut: Exchange, to message: [String: RawJSON]) -> Task<Void, Never> {
        Task {
            for await _ in await sut.ask(message) {}
        }
    }

    private func makeSUT(cancelsWhenAbandoned: Bool = true) -> Exchange {
        Exchange(logger: Logger(label: "test") { _ in SwiftLogNoOpLogHandler() }, cancelsWhenAbandoned: cancelsWhenAbandoned)
    }

    private func request(id: RawJSON, tool: String, token: RawJSON? = nil) -> [String: RawJSON] {
        var params: [String: RawJSON] = ["name": .string(tool)]
        if let token { params["_meta"] = .object(["progressToken": token]) }
        return ["jsonrpc": .string("2.0"), "id": id, "method": .string("tools/call"), "params": .object(params)]
    }

    private func answer(to id: RawJSON?, saying: RawJSON?) -> Data {
        RawJSON.object([
            "jsonrpc": .string("2.0"), "id": id ?? .null, "result": .object(["said": saying ?? .null]),
        ]).encoded()
    }

    private func next(_ iterator: inout AsyncThrowingStream<Data, any Error>.Iterator) async throws -> RawJSON {
        let data = try await iterator.next()
        return try JSONDecoder().decode(RawJSON.self, from: try XCTUnwrap(data))
    }
}
