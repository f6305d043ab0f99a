/// A request's target as RFC 9112 (section 3.2) reads it: origin-form (`/mcp?x`) with the Host header's authority, or
/// absolute-form (`http://127.0.0.1:8931/mcp`) whose own authority is the host, whatever the Host header says.
struct RequestTarget: Equatable {
    /// The path, without the query.
    let path: Substring
    /// The host and port asked for; nil when the request names none (HTTP/1.0 without a Host header).
    let authority: String?

    /// Nil for a target that is neither form (no leading slash, another scheme, user information, no host).
    init?(_ uri: String, host: String?) {
        let scheme = uri.prefix(8).lowercased()
        guard scheme.hasPrefix("http://") || scheme.hasPrefix("https://") else {
            guard uri.hasPrefix("/") else { return nil }
            path = uri.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)[0]
            authority = host
            return
        }
        let rest = uri.dropFirst(scheme.hasPrefix("http://") ? 7 : 8)
        let end = rest.firstIndex { $0 == "/" || $0 == "?" || $0 == "#" } ?? rest.endIndex
        let named = rest[..<end]
        guard !named.isEmpty, !named.contains("@") else { return nil }
        let after = rest[end...]
        path = after.hasPrefix("/") ? after.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)[0] : "/"
        authority = String(named)
    }
}
