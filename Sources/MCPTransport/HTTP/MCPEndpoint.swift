import Foundation
import Logging
import MCP
import ResourceServer

/// The MCP endpoint of the streamable HTTP transport (`/mcp`): each request through the gate, then by its protocol
/// revision. A request of 2026-07-28 (its `MCP-Protocol-Version` header says so) stands alone: checked by the revision's
/// ladder and served by the one stateless server (`Exchange` renames ids, so callers never meet). Earlier revisions
/// open a session with `initialize` (`Mcp-Session-Id`, a server of its own, ended by DELETE) and name it in every
/// request after. A request that asked for progress (`_meta.progressToken`) is answered with an event stream (its
/// progress, then its result); any other with its JSON.
actor MCPEndpoint {
    /// How many sessions are kept, and which give way to a new one.
    static let room = SessionRoom()

    let served: ServedServer
    let gate: HTTPGate
    let logger: Logger
    /// The OAuth resource server's check of access tokens, with `--auth oauth`.
    let verifier: AccessTokenVerifier?
    private var stateless: Exchange?
    private var sessions: [String: HTTPSession] = [:]

    init(
        served: ServedServer, settings: ListenSettings, logger: Logger, fetch: ListenSettings.Fetch?,
        now: @escaping @Sendable () -> Date
    ) {
        self.served = served
        gate = HTTPGate(settings: settings)
        self.logger = logger
        verifier = settings.oauth.flatMap { oauth in
            fetch.map { AccessTokenVerifier(settings: oauth, client: AuthorizationServerClient(fetch: $0), now: now) }
        }
    }

    func respond(_ request: HTTPRequestIn) async -> HTTPAnswer {
        if let metadata = gate.resourceMetadata(request) { return metadata }
        var answer: HTTPAnswer
        if let refusal = gate.refusal(request) {
            answer = refusal
            // Nothing more is read from a client the gate refused (a preflight's is no refusal).
            answer.closes = refusal.status >= 400
        } else if let refusal = await admission(request) {
            answer = refusal
        } else {
            answer = await served(request)
        }
        answer.headers += gate.cors(request)
        return answer
    }

    private func served(_ request: HTTPRequestIn) async -> HTTPAnswer {
        let headers = request.firstValues
        let version = headers["mcp-protocol-version"]
        if version == ModernRevision.version {
            guard request.method == "POST" else {
                return .refusal(
                    405, "Method Not Allowed: \(ModernRevision.version) has no sessions to end", headers: [("Allow", "POST")])
            }
            return await modern(request.body, headers: headers)
        }
        if let version, !Version.supported.contains(version) {
            return .json(400, ModernRevision.unsupported(version, id: Self.requestID(request.body)))
        }
        if request.method == "DELETE" { return await end(headers["mcp-session-id"]) }
        return await legacy(request.body, headers: headers)
    }

    /// The id of the request in `body`, when it has one a JSON-RPC error may name.
    private static func requestID(_ body: Data) -> RawJSON? {
        switch (try? JSONDecoder().decode(RawJSON.self, from: body))?["id"] {
        case .string(let id)?: .string(id)
        case .integer(let id)?: .integer(id)
        default: nil
        }
    }

    /// Every session ended (the server stops).
    func close() async {
        for session in sessions.values { await session.end() }
        sessions = [:]
        await stateless?.disconnect()
    }

    // MARK: - 2026-07-28

    private func modern(_ body: Data, headers: [String: String]) async -> HTTPAnswer {
        let verdict = MessageCheck.verdict(body, version: ModernRevision.version)
        switch verdict {
        case .answer(let answer): return Self.json(answer, modern: true)
        case .modern(let members, let id):
            switch ladder(members, id: id, headers: headers) {
            case .answer(let answer): return Self.json(answer, modern: true)
            case .serve(let request):
                guard case .pass(let checked) = MessageCheck.verdict(request, version: ModernRevision.version),
                    case .object(let message)? = try? JSONDecoder().decode(RawJSON.self, from: checked)
                else { return Self.json(ModernRevision.error(-32_600, "Invalid Request", id: id), modern: true) }
                let exchange = await statelessExchange()
                return await answer(message, from: exchange, modern: true) { ModernRevision.dressed($0) }
            }
        case .pass(let message):
            guard case .object(let members)? = try? JSONDecoder().decode(RawJSON.self, from: message),
                let id = members["id"]
            else { return .empty(202) }  // a notification: this revision has none for a server to act on
            guard members["method"] != nil else {
                return Self.json(
                    ModernRevision.error(
                        -32_600, "Invalid Request: a client sends no responses in \(ModernRevision.version)", id: nil),
                    modern: true)
            }
            return Self.json(
                ModernRevision.error(
                    -32_602,
                    "Invalid params: params._meta needs \(ModernRevision.versionKey) and \(ModernRevision.capabilitiesKey)",
                    id: id), modern: true)
        case .initialize(_, let id):
            return Self.json(
                ModernRevision.error(-32_601, "Method not found: initialize is not part of \(ModernRevision.version)", id: id),
                modern: true)
        case .batch:
            return Self.json(
                ModernRevision.error(-32_600, "Invalid Request: batches are not part of \(ModernRevision.version)", id: nil),
                modern: true)
        }
    }

    /// 2026-07-28's ladder for a request that names its version in `_meta`.
    private func ladder(_ members: [String: RawJSON], id: RawJSON, headers: [String: String]) -> ModernRevision.Verdict {
        ModernRevision.verdict(
            members, id: id, headers: headers, serverInfo: served.info, instructions: served.instructions)
    }

    private func statelessExchange() async -> Exchange {
        if let stateless { return stateless }
        let exchange = Exchange(logger: logger)
        stateless = exchange
        let server = await served.make(true)
        try? await server.start(transport: exchange)
        return exchange
    }

    // MARK: - 2025-11-25 and earlier: sessions

    private func legacy(_ body: Data, headers: [String: String]) async -> HTTPAnswer {
        guard let id = headers["mcp-session-id"] else { return await open(body, headers: headers) }
        guard let session = sessions[id] else {
            return .refusal(404, "Not Found: no such session (it ended, or the server restarted): initialize again")
        }
        if let version = headers["mcp-protocol-version"], let negotiated = session.version.version, version != negotiated {
            return .refusal(400, "Bad Request: MCP-Protocol-Version is \(negotiated) on this session")
        }
        session.touch()
        let sessionHeader = [("Mcp-Session-Id", id)]
        switch MessageCheck.verdict(body, version: session.version.version) {
        case .answer(let answer): return .json(200, answer, headers: sessionHeader)
        case .initialize(_, let requestID):
            return .json(
                200, RawJSON.errorAnswer(-32_600, "Invalid Request: the session is initialized already", id: requestID),
                headers: sessionHeader)
        case .modern(let members, let requestID):
            if case .answer(let answer) = ladder(members, id: requestID, headers: headers) {
                return Self.json(answer, modern: true)
            }
            return .json(200, RawJSON.errorAnswer(-32_600, "Invalid Request", id: requestID), headers: sessionHeader)
        case .pass(let message):
            // A notification, or a response (the server asks the client nothing): accepted, 202.
            guard case .object(let members)? = try? JSONDecoder().decode(RawJSON.self, from: message),
                members["method"] != nil
            else { return .empty(202, headers: sessionHeader) }
            var answer = await answer(members, from: session.exchange, modern: false) { session.shaped($0) }
            answer.headers += sessionHeader
            return answer
        case .batch(let members):
            return await batch(members, session: session, headers: sessionHeader)
        }
    }

    /// A request with no session: `initialize` opens one; anything else is refused.
    private func open(_ body: Data, headers: [String: String]) async -> HTTPAnswer {
        switch MessageCheck.verdict(body, version: nil) {
        case .initialize(let message, let id):
            guard case .object(let members)? = try? JSONDecoder().decode(RawJSON.self, from: message) else {
                return .refusal(400, "Bad Request")
            }
            guard await makeRoom() else {
                return .refusal(
                    503, "Service Unavailable: \(Self.room.limit) sessions are open and in use: try again later",
                    headers: [("Retry-After", "60")])
            }
            let session = await HTTPSession(served: served, logger: logger)
            session.version.expect(answerTo: id)
            sessions[session.id] = session
            var answer = await answer(members, from: session.exchange, modern: false) { session.shaped($0) }
            answer.headers.append(("Mcp-Session-Id", session.id))
            return answer
        case .answer(let answer): return .json(400, answer)
        case .modern(let members, let id):
            if case .answer(let answer) = ladder(members, id: id, headers: headers) {
                return Self.json(answer, modern: true)
            }
            return .refusal(400, "Bad Request: no session")
        default:
            return .refusal(
                400,
                "Bad Request: no Mcp-Session-Id: send initialize first, or 2026-07-28's requests (MCP-Protocol-Version: 2026-07-28)"
            )
        }
    }

    private func end(_ id: String?) async -> HTTPAnswer {
        guard let id else { return .refusal(400, "Bad Request: DELETE ends a session: Mcp-Session-Id is missing") }
        guard let session = sessions.removeValue(forKey: id) else { return .refusal(404, "Not Found: no such session") }
        await session.end()
        return .empty(200)
    }

    /// Whether a new session may be opened: sessions idle too long ended first (`SessionRoom`).
    private func makeRoom() async -> Bool {
        let decision = Self.room.decide(lastUsed: sessions.mapValues(\.lastUsed), now: .now)
        for id in decision.ending {
            await sessions.removeValue(forKey: id)?.end()
        }
        return decision.opens
    }
}
