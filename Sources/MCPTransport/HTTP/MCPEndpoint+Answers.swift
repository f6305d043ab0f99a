import Foundation
import MCP

/// How the endpoint answers a message it handed to an `Exchange`: 202 for a notification or a cancelled request, the
/// answer's JSON (for 2026-07-28 under its code's status), an event stream for a request that asked for progress, and a
/// batch's answers together.
extension MCPEndpoint {
    /// The answer to one message: 202 for a notification; for a request, its answer (dressed by `shape`) as JSON, or as
    /// an event stream when it asked for progress.
    func answer(
        _ message: [String: RawJSON], from exchange: Exchange, modern: Bool, shape: @escaping @Sendable (RawJSON) -> RawJSON
    ) async -> HTTPAnswer {
        let answers = await exchange.ask(message)
        guard message["id"] != nil else { return .empty(202) }
        if message["params"]?["_meta"]?["progressToken"] != nil {
            let events = AsyncStream<Data> { continuation in
                let relay = Task {
                    for await answer in answers { continuation.yield(Self.event(Self.plain(shape(answer)))) }
                    continuation.finish()
                }
                continuation.onTermination = { _ in relay.cancel() }
            }
            return Self.events(events)
        }
        var last: RawJSON?
        for await answer in answers { last = answer }
        // A request cancelled (`notifications/cancelled`) gets no JSON-RPC answer; its POST an event stream with none.
        guard let last else { return Self.events(AsyncStream { $0.finish() }) }
        let shaped = shape(last)
        return .json(modern ? Self.status(of: shaped) : 200, Self.plain(shaped))
    }

    static func events(_ events: AsyncStream<Data>) -> HTTPAnswer {
        HTTPAnswer(
            status: 200,
            headers: [
                ("Content-Type", "text/event-stream"), ("Cache-Control", "no-cache, no-transform"), ("X-Accel-Buffering", "no"),
            ],
            body: .events(events))
    }

    func batch(_ members: [MessageCheck.Verdict], session: HTTPSession, headers: [(String, String)]) async -> HTTPAnswer {
        var answers: [RawJSON] = []
        for member in members {
            switch member {
            case .answer(let answer):
                if let value = try? JSONDecoder().decode(RawJSON.self, from: answer) { answers.append(value) }
            case .pass(let message):
                guard case .object(let request)? = try? JSONDecoder().decode(RawJSON.self, from: message),
                    request["method"] != nil
                else { continue }
                for await answer in await session.exchange.ask(request) where answer["id"] != nil {
                    answers.append(session.shaped(answer))
                }
            default: continue
            }
        }
        return answers.isEmpty ? .empty(202, headers: headers) : .json(200, RawJSON.array(answers).encoded(), headers: headers)
    }

    static func event(_ message: Data) -> Data {
        Data("event: message\ndata: ".utf8) + message + Data("\n\n".utf8)
    }

    /// A JSON answer; for 2026-07-28 an error's status is its code's (400 for a bad request, 404 for a method not
    /// found), as the revision has it.
    static func json(_ answer: Data, modern: Bool) -> HTTPAnswer {
        guard modern, let value = try? JSONDecoder().decode(RawJSON.self, from: answer) else { return .json(200, answer) }
        return .json(status(of: value), answer)
    }

    static func status(of answer: RawJSON) -> Int {
        guard case .integer(let code)? = answer["error"]?["code"] else { return 200 }
        switch Int(code) {
        case -32_601: return 404
        case -32_700, -32_600, -32_602, ModernRevision.Code.headerMismatch, ModernRevision.Code.missingRequiredClientCapability,
            ModernRevision.Code.unsupportedVersion:
            return 400
        default: return 200
        }
    }

    /// An answer as JSON, as the SDK writes it (keys in no order: sorting them costs a large answer's time).
    static func plain(_ answer: RawJSON) -> Data {
        (try? JSONEncoder().encode(answer)) ?? Data()
    }
}
