import Foundation

/// This server's metadata as an OAuth protected resource (RFC 9728), and the `WWW-Authenticate` challenges that
/// point a client to it (RFC 9728 section 5.1, RFC 6750 section 3): a client finds the authorization server from a
/// 401, and the scope it lacks from a 403.
public struct ProtectedResourceMetadata: Sendable {
    public static let wellKnown = "/.well-known/oauth-protected-resource"

    let settings: OAuthSettings

    public init(settings: OAuthSettings) {
        self.settings = settings
    }

    /// The paths it is served at: the well-known path, and with the resource's path appended (RFC 9728 section 3.1).
    public var paths: [String] {
        let path = settings.resource.path
        return path.isEmpty || path == "/" ? [Self.wellKnown] : [Self.wellKnown, Self.wellKnown + path]
    }

    /// Its URL, as a challenge names it: on the resource's origin, the path-suffixed form.
    public var url: String {
        var components = URLComponents(url: settings.resource, resolvingAgainstBaseURL: false)
        components?.path = paths.last ?? Self.wellKnown
        components?.query = nil
        return components?.string ?? settings.audience
    }

    public var document: Data {
        let fields: [String: Any] = [
            "resource": settings.audience,
            "authorization_servers": [settings.issuerIdentifier],
            "scopes_supported": [OAuthSettings.readScope, OAuthSettings.reviewScope],
            "bearer_methods_supported": ["header"],
            "resource_name": "foodybite",
            "resource_signing_alg_values_supported": settings.algorithms.sorted(),
        ]
        return (try? JSONSerialization.data(withJSONObject: fields, options: [.sortedKeys])) ?? Data("{}".utf8)
    }

    /// The challenge of a 401 (no token, or `invalid_token` with why) or a 403 (`insufficient_scope`).
    public func challenge(error: String? = nil, description: String? = nil, scope: String = OAuthSettings.readScope)
        -> String
    {
        var parts = ["resource_metadata=\(Self.quoted(url))", "scope=\(Self.quoted(scope))"]
        if let error { parts.insert("error=\(Self.quoted(error))", at: 0) }
        if let description { parts.append("error_description=\(Self.quoted(description))") }
        return "Bearer " + parts.joined(separator: ", ")
    }

    /// An RFC 9110 quoted string of visible ASCII: quotes and backslashes escaped, anything else left out.
    private static func quoted(_ text: String) -> String {
        let kept = text.unicodeScalars.filter { $0.value >= 0x20 && $0.value < 0x7F }
        return "\""
            + String(String.UnicodeScalarView(kept)).replacingOccurrences(of: "\\", with: "\\\\")
            .replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
