import Foundation

/// How the server checks the access tokens of its callers as an OAuth 2.1 resource server (MCP's authorization,
/// 2025-11-25 and 2026-07-28): which authorization server issues them, which resource they must be issued for (this
/// server's canonical URI, RFC 8707), which signing algorithms are accepted, and, when a client of the authorization
/// server is given, its introspection (RFC 7662) for every token, so that a revoked token is refused before it expires.
public struct OAuthSettings: Sendable, Equatable {
    /// The scope every tool but the writing ones needs, and the scope of writing a review.
    public static let readScope = "foodybite.read"
    public static let reviewScope = "foodybite.review"
    /// Asymmetric JWS algorithms only (RFC 8725): never `none`, never an HMAC whose key would be the public one.
    public static let defaultAlgorithms: Set<String> = [
        "RS256", "RS384", "RS512", "PS256", "PS384", "PS512", "ES256", "ES384", "ES512", "EdDSA",
    ]

    /// The authorization server's issuer identifier (RFC 8414): its metadata is found from it and names its keys.
    public var issuer: URL
    /// This server's canonical URI (`https://foodybite.example/mcp`): the audience every token must name.
    public var resource: URL
    public var algorithms: Set<String>
    /// The clock skew allowed on `exp` and `nbf`.
    public var leeway: TimeInterval
    /// The authorization server's client that may introspect tokens; nil: JWTs are checked by their signature alone.
    public var introspectionClient: ClientCredentials?
    /// The scope of the access token the introspection client must present (RFC 7662 section 2.1 lets the
    /// authorization server ask for one: glewlwyd does), obtained by the client credentials grant; nil: HTTP Basic.
    public var introspectionScope: String?
    /// How long an introspection's answer is reused (never past the token's expiry).
    public var introspectionReuse: TimeInterval

    public struct ClientCredentials: Sendable, Equatable {
        public var id: String
        public var secret: String

        public init(id: String, secret: String) {
            self.id = id
            self.secret = secret
        }
    }

    public init(
        issuer: URL, resource: URL, algorithms: Set<String> = Self.defaultAlgorithms, leeway: TimeInterval = 60,
        introspectionClient: ClientCredentials? = nil, introspectionScope: String? = nil,
        introspectionReuse: TimeInterval = 30
    ) {
        self.issuer = issuer
        self.resource = resource
        self.algorithms = algorithms.intersection(Self.defaultAlgorithms)
        self.leeway = leeway
        self.introspectionClient = introspectionClient
        self.introspectionScope = introspectionScope
        self.introspectionReuse = introspectionReuse
    }

    /// The resource as tokens name it: its URI without a trailing slash (RFC 8707's canonical form).
    public var audience: String {
        let text = resource.absoluteString
        return text.hasSuffix("/") ? String(text.dropLast()) : text
    }

    /// The issuer as tokens and metadata name it.
    public var issuerIdentifier: String {
        issuer.absoluteString
    }
}
