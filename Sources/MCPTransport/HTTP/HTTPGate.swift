import Crypto
import Foundation

/// What a request must be before any of it reaches MCP (MCP 2025-11-25 and 2026-07-28, streamable HTTP, security;
/// RFC 9112): naming one host (400), from an allowed web origin (403 otherwise: a page elsewhere cannot make a browser
/// call a local server, DNS rebinding), to a host name of this server when it listens on loopback (421; an
/// absolute-form target's authority is the host), on `/mcp` (404), answered for a browser's preflight (`OPTIONS`,
/// `HTTPGate+CORS`), with the bearer token when there is one (401 with `WWW-Authenticate: Bearer`), a POST or a
/// DELETE (405), a POST of JSON (415) from a client that takes JSON and event streams (406).
struct HTTPGate: Sendable {
    static let path = "/mcp"
    /// The largest body read: one larger is refused (413) before it is read.
    static let bodyLimit = 1_048_576
    static let methods = "POST, DELETE, OPTIONS"

    let settings: ListenSettings

    /// The refusal of a request whose head is `request`'s, or the answer to a preflight; nil when it may go on.
    func refusal(_ request: HTTPRequestIn) -> HTTPAnswer? {
        let hosts = request.headers.filter { $0.name == "host" }
        guard hosts.count == 1 || (hosts.isEmpty && !request.requiresHost) else {
            return .refusal(400, "Bad Request: a request names its host in one Host header (RFC 9112)")
        }
        guard let target = RequestTarget(request.uri, host: hosts.first?.value) else {
            return .refusal(400, "Bad Request: the request's target is a path, or an http URL with a host")
        }
        if let origin = request.header("origin"), !allows(origin: origin) {
            return .refusal(403, "Forbidden: origin not allowed")
        }
        if ListenSettings.isLoopback(settings.host), let host = target.authority, !Self.isLoopbackHost(host) {
            return .refusal(421, "Misdirected Request: this server answers to localhost only")
        }
        guard target.path == Self.path else {
            return .refusal(404, "Not Found: the MCP endpoint is \(Self.path)")
        }
        if request.method == "OPTIONS" { return preflight(request) }
        // (With OAuth the endpoint judges the token: `MCPEndpoint+Admission`.)
        if settings.oauth == nil, let digest = settings.tokenDigest, !Self.authorized(request.header("authorization"), digest) {
            let challenge =
                request.header("authorization") == nil
                ? "Bearer realm=\"foodybite-mcp\"" : "Bearer realm=\"foodybite-mcp\", error=\"invalid_token\""
            return .refusal(401, "Unauthorized: a bearer token is needed", headers: [("WWW-Authenticate", challenge)])
        }
        switch request.method {
        case "POST":
            let type = request.header("content-type")?.split(separator: ";").first?.trimmingCharacters(in: .whitespaces)
            guard type?.lowercased() == "application/json" else {
                return .refusal(415, "Unsupported Media Type: the body is application/json")
            }
            let accept = request.header("accept")?.lowercased() ?? ""
            guard accept.contains("application/json") && accept.contains("text/event-stream") else {
                return .refusal(406, "Not Acceptable: Accept lists application/json and text/event-stream")
            }
            return nil
        case "DELETE":
            return nil
        default:
            return .refusal(405, "Method Not Allowed: POST or DELETE", headers: [("Allow", Self.methods)])
        }
    }

    func allows(origin: String) -> Bool {
        if settings.allowedOrigins.contains(origin) { return true }
        guard ListenSettings.isLoopback(settings.host), let url = URL(string: origin), let host = url.host else {
            return false
        }
        return ["http", "https"].contains(url.scheme ?? "") && Self.isLoopbackName(host)
    }

    private static func isLoopbackHost(_ header: String) -> Bool {
        var name = Substring(header)
        if name.hasPrefix("["), let close = name.firstIndex(of: "]") {
            name = name[name.index(after: name.startIndex)..<close]
        } else if let colon = name.lastIndex(of: ":") {
            name = name[..<colon]
        }
        return isLoopbackName(String(name))
    }

    private static func isLoopbackName(_ name: String) -> Bool {
        ListenSettings.isLoopback(name.hasPrefix("[") && name.hasSuffix("]") ? String(name.dropFirst().dropLast()) : name)
    }

    /// Whether `header` is `Bearer <token>` with the token whose digest is `digest`.
    private static func authorized(_ header: String?, _ digest: [UInt8]) -> Bool {
        bearer(header).map { matches($0, digest) } ?? false
    }

    /// The token of an `Authorization: Bearer <token>` header (RFC 6750 section 2.1).
    static func bearer(_ header: String?) -> String? {
        guard let header, header.count > 7, header.prefix(7).lowercased() == "bearer " else { return nil }
        return header.dropFirst(7).trimmingCharacters(in: .whitespaces)
    }

    /// Whether `token` is the one whose digest is `digest`: digests compared in constant time.
    static func matches(_ token: String, _ digest: [UInt8]) -> Bool {
        let given = Array(SHA256.hash(data: Data(token.utf8)))
        guard given.count == digest.count else { return false }
        return zip(given, digest).reduce(UInt8(0)) { $0 | ($1.0 ^ $1.1) } == 0
    }
}
