import Foundation
import Logging
import MCP

/// An SDK `Server` behind a transport that is not a pipe: each message handed in (`ask`), each request's answers (its
/// progress notifications, then its result) on a stream of its own. Requests are renamed on the way in (their ids and
/// progress tokens made unique here) and named back on the way out, so that one server can serve callers whose ids
/// collide (every stateless caller of 2026-07-28 shares one). A caller that stops listening cancels its request where
/// the revision says so (2026-07-28: closing the stream is the cancellation); on 2025-11-25 a disconnect is not one,
/// and the request's answer, when it comes, is dropped.
actor Exchange: Transport {
    nonisolated let logger: Logger
    private let cancelsWhenAbandoned: Bool
    private let incoming: AsyncThrowingStream<Data, any Error>
    private let continuation: AsyncThrowingStream<Data, any Error>.Continuation
    /// The requests not answered yet, by the id given them here.
    private var waiting: [String: Waiting] = [:]
    /// The id given here to a caller's id (a session's callers only: their cancellations name them).
    private var renamed: [RawJSON: String] = [:]
    private var counter: UInt64 = 0

    private struct Waiting {
        let id: RawJSON
        let token: RawJSON?
        let answers: AsyncStream<RawJSON>.Continuation
    }

    init(logger: Logger, cancelsWhenAbandoned: Bool = true) {
        self.logger = logger
        self.cancelsWhenAbandoned = cancelsWhenAbandoned
        (incoming, continuation) = AsyncThrowingStream.makeStream()
    }

    /// A request's answers, or nothing for a notification (handed on: `notifications/cancelled` renamed).
    func ask(_ message: [String: RawJSON]) -> AsyncStream<RawJSON> {
        guard let id = message["id"] else {
            notify(message)
            return AsyncStream { $0.finish() }
        }
        counter += 1
        let name = "fb-\(counter)"
        var request = message
        request["id"] = .string(name)
        var token: RawJSON?
        if case .object(var params) = message["params"], case .object(var meta) = params["_meta"],
            let given = meta["progressToken"]
        {
            token = given
            meta["progressToken"] = .string(name)
            params["_meta"] = .object(meta)
            request["params"] = .object(params)
        }
        let (answers, answering) = AsyncStream<RawJSON>.makeStream()
        waiting[name] = Waiting(id: id, token: token, answers: answering)
        renamed[id] = name
        answering.onTermination = { [weak self] _ in Task { await self?.abandon(name) } }
        continuation.yield(RawJSON.object(request).encoded())
        return answers
    }

    private func notify(_ message: [String: RawJSON]) {
        var notification = message
        if message["method"] == .string("notifications/cancelled"), case .object(var params) = message["params"] {
            guard let id = params["requestId"], let name = renamed.removeValue(forKey: id) else { return }
            // Answered by no one (the specification): its caller is told so now (`MCPEndpoint`: 202).
            waiting.removeValue(forKey: name)?.answers.finish()
            params["requestId"] = .string(name)
            notification["params"] = .object(params)
        }
        continuation.yield(RawJSON.object(notification).encoded())
    }

    /// A request whose caller stopped listening before its answer: cancelled in the server.
    private func abandon(_ name: String) {
        guard cancelsWhenAbandoned, let waiting = waiting.removeValue(forKey: name) else { return }
        if renamed[waiting.id] == name { renamed[waiting.id] = nil }
        let cancel: RawJSON = .object([
            "jsonrpc": .string("2.0"), "method": .string("notifications/cancelled"),
            "params": .object(["requestId": .string(name), "reason": .string("the caller went away")]),
        ])
        continuation.yield(cancel.encoded())
    }

    func connect() async throws {}

    func disconnect() async {
        continuation.finish()
        for waiting in waiting.values { waiting.answers.finish() }
        waiting = [:]
    }

    func send(_ data: Data) async throws {
        guard case .object(var message)? = try? JSONDecoder().decode(RawJSON.self, from: data) else { return }
        if case .string(let name)? = message["id"], let waiting = waiting.removeValue(forKey: name) {
            if renamed[waiting.id] == name { renamed[waiting.id] = nil }
            message["id"] = waiting.id
            waiting.answers.yield(.object(message))
            waiting.answers.finish()
        } else if message["method"] == .string("notifications/progress"), case .object(var params) = message["params"],
            case .string(let name)? = params["progressToken"], let waiting = waiting[name], let token = waiting.token
        {
            params["progressToken"] = token
            message["params"] = .object(params)
            waiting.answers.yield(.object(message))
        }
    }

    func receive() -> AsyncThrowingStream<Data, any Error> {
        incoming
    }
}
