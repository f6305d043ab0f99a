/// CORS (the Fetch standard) for the web origins the gate allows, so that a page on one of them (`--allow-origin`,
/// or this machine's on loopback) can call the server from a browser: its preflight answered before the token is
/// asked (a browser sends none with it), and every answer to it naming the origin and showing the session's header.
/// A page of any other origin is refused (403) before this, and is never named.
extension HTTPGate {
    /// The headers a page may send: those of both revisions' requests.
    static let allowedHeaders =
        "Authorization, Content-Type, Accept, Mcp-Session-Id, MCP-Protocol-Version, Mcp-Method, Mcp-Name, Last-Event-ID"
    /// How long a browser may keep a preflight's answer (seconds).
    static let preflightLifetime = "600"

    /// The answer to an `OPTIONS` on the endpoint: a preflight's (204 with what may be sent) or, without an origin,
    /// the methods (204 with `Allow`).
    func preflight(_ request: HTTPRequestIn) -> HTTPAnswer {
        var headers = [("Allow", Self.methods)]
        if request.header("origin") != nil, request.header("access-control-request-method") != nil {
            headers +=
                cors(request) + [
                    ("Access-Control-Allow-Methods", "POST, DELETE"), ("Access-Control-Allow-Headers", Self.allowedHeaders),
                    ("Access-Control-Max-Age", Self.preflightLifetime),
                ]
        }
        return .empty(204, headers: headers)
    }

    /// What an answer to `request` adds for a browser: nothing unless it came from an allowed origin.
    func cors(_ request: HTTPRequestIn) -> [(String, String)] {
        guard let origin = request.header("origin"), allows(origin: origin) else { return [] }
        return [
            ("Access-Control-Allow-Origin", origin), ("Vary", "Origin"),
            ("Access-Control-Expose-Headers", "Mcp-Session-Id, WWW-Authenticate"),
        ]
    }
}
