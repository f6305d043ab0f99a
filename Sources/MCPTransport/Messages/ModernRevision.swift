import Foundation
import MCP

/// MCP revision 2026-07-28, the stateless one, beside the handshake revisions the SDK serves: no `initialize`, every
/// request carries its protocol version and the client's capabilities in `params._meta`
/// (`io.modelcontextprotocol/protocolVersion`, `io.modelcontextprotocol/clientCapabilities`), `server/discover` says
/// what the server is, and every result says its `resultType`. Checked here (the spec's ladder: the envelope, then
/// on HTTP the headers that mirror it, then the version), answered here (`server/discover`), or handed to the SDK with
/// the envelope taken off and its answer dressed for the revision (`dressed`). Shared by both transports.
enum ModernRevision {
    static let version = "2026-07-28"
    /// Every version served: this one, then the handshake versions the SDK negotiates.
    static let supportedVersions = [version] + Version.supported.sorted(by: >)
    static let versionKey = "io.modelcontextprotocol/protocolVersion"
    static let capabilitiesKey = "io.modelcontextprotocol/clientCapabilities"
    static let clientInfoKey = "io.modelcontextprotocol/clientInfo"
    /// How long a client may keep the tool list and the discovery (they change only with the binary): an hour.
    static let listLifetimeMilliseconds: Int64 = 3_600_000

    /// The revision's error codes.
    enum Code {
        static let headerMismatch = -32_020
        static let missingRequiredClientCapability = -32_021
        static let unsupportedVersion = -32_022
    }

    /// What becomes of a request of this revision.
    enum Verdict: Equatable, Sendable {
        /// Handed to the SDK: the request without the envelope.
        case serve(Data)
        /// Answered here (`server/discover`, or a refusal).
        case answer(Data)
    }

    /// Whether a request names its protocol version in `_meta` (a request of this revision, or one that thinks so).
    static func claims(_ members: [String: RawJSON]) -> Bool {
        members["params"]?["_meta"]?[versionKey] != nil
    }

    /// The ladder for one request (`members`, with an id): `headers` (lowercased names) on HTTP, nil on stdio.
    static func verdict(
        _ members: [String: RawJSON], id: RawJSON, headers: [String: String]?, serverInfo: (name: String, version: String),
        instructions: String
    ) -> Verdict {
        guard case .object(var params) = members["params"], case .object(var meta) = params["_meta"],
            let requested = meta[versionKey], meta[capabilitiesKey] != nil
        else {
            return .answer(
                error(
                    -32_602, "Invalid params: params._meta needs \(versionKey) and \(capabilitiesKey)", id: id))
        }
        let method = members["method"]
        if let headers {
            if headers["mcp-protocol-version"].map(RawJSON.string) != requested {
                return .answer(error(Code.headerMismatch, "MCP-Protocol-Version header does not match params._meta", id: id))
            }
            if headers["mcp-method"].map(RawJSON.string) != method {
                return .answer(error(Code.headerMismatch, "Mcp-Method header does not match the method", id: id))
            }
            if method == .string("tools/call"), let name = params["name"], headers["mcp-name"].map(RawJSON.string) != name {
                return .answer(error(Code.headerMismatch, "Mcp-Name header does not match the tool's name", id: id))
            }
        }
        guard case .string(let requestedVersion) = requested else {
            return .answer(error(-32_602, "Invalid params: \(versionKey) is a string", id: id))
        }
        guard requestedVersion == version else { return .answer(unsupported(requestedVersion, id: id)) }
        if method == .string("server/discover") {
            return .answer(discovery(id: id, serverInfo: serverInfo, instructions: instructions))
        }
        if method == .string("ping") || method == .string("initialize") || method == .string("logging/setLevel") {
            return .answer(
                error(-32_601, "Method not found: \(method.flatMap(\.stringValue) ?? "") is not part of \(version)", id: id))
        }
        // The envelope is this revision's, not the SDK's: what it keeps of `_meta` is the progress token.
        for key in meta.keys where key.hasPrefix("io.modelcontextprotocol/") { meta[key] = nil }
        params["_meta"] = meta.isEmpty ? nil : .object(meta)
        var message = members
        message["params"] = .object(params)
        return .serve(RawJSON.object(message).encoded())
    }

    /// The SDK's answer as this revision has it: a result says its `resultType`, and a list or a read how long it keeps.
    static func dressed(_ answer: Data) -> Data {
        guard let value = try? JSONDecoder().decode(RawJSON.self, from: answer), value["result"]?.isObject == true else {
            return answer
        }
        return (try? JSONEncoder().encode(dressed(value))) ?? answer
    }

    static func dressed(_ answer: RawJSON) -> RawJSON {
        guard case .object(var members) = answer, case .object(var result)? = members["result"] else { return answer }
        result["resultType"] = .string("complete")
        if result["tools"] != nil || result["resources"] != nil {
            // (the shared server lists no caller's page: its lists are everyone's)
            result["ttlMs"] = .integer(listLifetimeMilliseconds)
            result["cacheScope"] = .string("public")
        } else if result["contents"] != nil {
            // A resource read: an answer's page is its caller's, so not kept for others
            result["ttlMs"] = .integer(0)
            result["cacheScope"] = .string("private")
        }
        members["result"] = .object(result)
        return .object(members)
    }

    private static func discovery(id: RawJSON, serverInfo: (name: String, version: String), instructions: String) -> Data {
        let result: RawJSON = .object([
            "resultType": .string("complete"), "supportedVersions": .array(supportedVersions.map(RawJSON.string)),
            "capabilities": .object([
                "tools": .object(["listChanged": .bool(false)]),
                "resources": .object(["subscribe": .bool(false), "listChanged": .bool(false)]),
            ]),
            "serverInfo": .object(["name": .string(serverInfo.name), "version": .string(serverInfo.version)]),
            "instructions": .string(instructions), "ttlMs": .integer(listLifetimeMilliseconds),
            "cacheScope": .string("public"),
        ])
        return encode(["jsonrpc": .string("2.0"), "id": id, "result": result])
    }

    /// The refusal of a version this server does not serve (named in `_meta`, or in the header), with those it does.
    static func unsupported(_ requested: String, id: RawJSON?) -> Data {
        let data: RawJSON = .object([
            "supported": .array(supportedVersions.map(RawJSON.string)), "requested": .string(String(requested.prefix(64))),
        ])
        return error(Code.unsupportedVersion, "Unsupported protocol version", id: id, data: data)
    }

    static func error(_ code: Int, _ message: String, id: RawJSON?, data: RawJSON? = nil) -> Data {
        RawJSON.errorAnswer(code, message, id: id, data: data)
    }

    private static func encode(_ members: [String: RawJSON]) -> Data {
        RawJSON.object(members).encoded()
    }
}
