import Foundation

/// Every message from the client checked before the SDK's `Server` reads it, and the ones it would mishandle answered
/// here (JSON-RPC 2.0 and MCP 2025-11-25): what is not JSON (-32700), not a request, notification or response of
/// JSON-RPC 2.0 (-32600: `jsonrpc` other than "2.0", an id that is not a string or an integer, a batch on a session
/// whose version has none), and the parameters of the methods foodybite serves that are not what the method takes
/// (-32602: `initialize` without `protocolVersion`, `capabilities` or `clientInfo`; `tools/call` without a `name`,
/// or with `arguments` that are not an object; a `tools/list` cursor, as foodybite never gives one). A readable id (a
/// string or a number) is always echoed; an answer to a message whose id cannot be read has no `id` member, as
/// MCP's schema has it (an id is a string or a number there; JSON-RPC 2.0 says `null`).
enum MessageCheck {
    enum Verdict: Equatable, Sendable {
        /// Handed to the SDK: the line as it came, or rewritten (`escaped`).
        case pass(Data)
        /// An `initialize` request, handed to the SDK, and its id: its answer says the session's version.
        case initialize(Data, id: RawJSON)
        /// Answered here; the SDK never sees it.
        case answer(Data)
        /// A batch (2025-03-26), each member on its own: the good ones handed to the SDK, the others answered here.
        case batch([Verdict])
        /// A request that names its protocol version in `_meta` (2026-07-28, `ModernRevision`), and its id.
        case modern([String: RawJSON], id: RawJSON)
    }

    /// The longest line read: a message longer is answered unread (-32600), its bytes dropped as they come.
    static let lineLimit = 1_048_576

    /// The versions whose sessions take batches: JSON-RPC batches came in 2025-03-26 and left in 2025-06-18.
    private static let batchVersions: Set<String> = ["2025-03-26"]

    static func verdict(_ line: Data, version: String?) -> Verdict {
        guard let message = try? JSONDecoder().decode(RawJSON.self, from: line) else { return unreadable(line) }
        switch message {
        case .array(let items):
            guard let version, batchVersions.contains(version) else {
                let session = version.map { "protocol version \($0)" } ?? "a session not yet initialized"
                return .answer(error(-32_600, "Invalid Request: batches are not part of \(session)"))
            }
            guard !items.isEmpty else { return .answer(error(-32_600, "Invalid Request: an empty batch")) }
            return .batch(
                items.map { item in
                    guard case .object(let members) = item, let data = try? JSONEncoder().encode(item) else {
                        return .answer(error(-32_600, "Invalid Request: a message is a JSON object"))
                    }
                    return verdict(members, data)
                })
        case .object(let members):
            return verdict(members, line)
        default:
            return .answer(error(-32_600, "Invalid Request: a message is a JSON object"))
        }
    }

    /// The answer to a line of `size` bytes, over `lineLimit`, under the id its first bytes (`head`) give.
    static func overlong(_ size: Int, head: Data) -> Data {
        error(
            -32_600, "Invalid Request: the message is \(size) bytes long; at most \(lineLimit) are read",
            id: MessageHead(head).id)
    }

    /// A line `JSONDecoder` cannot read, answered under its id when one can be read: a number no Double holds is the
    /// parameters' fault (-32602, naming its member), anything else a parse error (-32700).
    private static func unreadable(_ line: Data) -> Verdict {
        let head = MessageHead(line)
        if let key = head.hugeNumberKey {
            return .answer(error(-32_602, "Invalid params: \(key.prefix(64)) is a number out of range", id: head.id))
        }
        return .answer(error(-32_700, "Parse error: the message is not JSON (or nests deeper than 512)", id: head.id))
    }

    private static func verdict(_ members: [String: RawJSON], _ line: Data) -> Verdict {
        let id = members["id"]
        let echo: RawJSON? =
            switch id {
            case .string, .integer, .number: id
            default: nil
            }
        // (The SDK reads an id as a string or an integer; a number with a fraction would be answered under another.)
        if let id, echo == nil || !(id.isString || id.isInteger) {
            return .answer(error(-32_600, "Invalid Request: an id is a string or an integer", id: echo))
        }
        guard members["jsonrpc"] == .string("2.0") else {
            return .answer(error(-32_600, "Invalid Request: \"jsonrpc\" must be \"2.0\"", id: echo))
        }
        guard let method = members["method"] else {
            let isResponse = id != nil && (members["result"] != nil || members["error"] != nil)
            return isResponse ? .pass(line) : .answer(error(-32_600, "Invalid Request: no method", id: echo))
        }
        guard case .string(let name) = method else {
            return .answer(error(-32_600, "Invalid Request: the method is a string", id: echo))
        }
        // A notification is never answered (JSON-RPC 2.0), whatever its parameters.
        guard let id else { return .pass(line) }
        let params = members["params"]
        if let params, !params.isObject {
            return .answer(error(-32_602, "Invalid params: the params of \(name.prefix(40)) are an object", id: id))
        }
        if let problem = problem(method: name, params) {
            return .answer(error(-32_602, "Invalid params: \(problem)", id: id))
        }
        if ModernRevision.claims(members) { return .modern(members, id: id) }
        switch name {
        case "initialize": return .initialize(withoutExperimental(members) ?? line, id: id)
        case "tools/call": return .pass(escaped(members) ?? line)
        default: return .pass(line)
        }
    }

    /// What the parameters of a method foodybite serves lack; nil when they are what it takes.
    private static func problem(method: String, _ params: RawJSON?) -> String? {
        switch method {
        case "initialize":
            guard params?["protocolVersion"]?.isString == true else { return "initialize needs protocolVersion, a string" }
            guard params?["capabilities"]?.isObject == true else { return "initialize needs capabilities, an object" }
            guard let client = params?["clientInfo"], client["name"]?.isString == true, client["version"]?.isString == true
            else { return "initialize needs clientInfo, an object with a name and a version" }
            return nil
        case "tools/call":
            guard params?["name"]?.isString == true else { return "tools/call needs the tool's name, a string" }
            guard params?["arguments"].map(\.isObject) ?? true else { return "the arguments of a tool are an object" }
            return nil
        case "tools/list":
            return params?["cursor"] == nil ? nil : "unknown cursor (foodybite lists every tool at once)"
        default:
            return nil
        }
    }

    /// An `initialize` whose client declares experimental capabilities, without them: the schema allows any object
    /// there, the SDK reads only strings (and refuses the message whole); foodybite uses none. Nil when it has none.
    private static func withoutExperimental(_ members: [String: RawJSON]) -> Data? {
        guard case .object(var params) = members["params"], case .object(var capabilities) = params["capabilities"],
            capabilities["experimental"] != nil
        else { return nil }
        capabilities["experimental"] = nil
        params["capabilities"] = .object(capabilities)
        var message = members
        message["params"] = .object(params)
        return try? JSONEncoder().encode(RawJSON.object(message))
    }

    /// A `tools/call` whose string arguments the SDK would read as bytes (`data:` URLs), each marked so that the SDK
    /// keeps it a string (`StringArgument.marker`, taken off by `ToolCall`); nil when none is.
    private static func escaped(_ members: [String: RawJSON]) -> Data? {
        guard case .object(var params) = members["params"], let arguments = params["arguments"],
            case let marked = StringArgument.marked(arguments), marked != arguments
        else { return nil }
        params["arguments"] = marked
        var message = members
        message["params"] = .object(params)
        return try? JSONEncoder().encode(RawJSON.object(message))
    }

    private static func error(_ code: Int, _ message: String, id: RawJSON? = nil) -> Data {
        RawJSON.errorAnswer(code, message, id: id)
    }
}
