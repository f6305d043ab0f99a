import Foundation

/// What a resource server needs of its authorization server's metadata (RFC 8414, OpenID Connect Discovery 1.0):
/// its issuer (which must be the one configured, RFC 8414 section 3.3), where its keys are, where it introspects, and
/// where it gives tokens (to this server as a client, when its introspection asks for one).
struct AuthorizationServerMetadata: Sendable, Equatable {
    let issuer: String
    let keysURL: URL?
    let introspectionURL: URL?
    let tokenURL: URL?

    private struct Document: Decodable {
        let issuer: String
        let jwks_uri: String?
        let introspection_endpoint: String?
        let token_endpoint: String?
    }

    /// Where the metadata of `issuer` may be, in the order MCP's authorization asks a client to try: RFC 8414's
    /// well-known path inserted before the issuer's path, then OpenID Connect's inserted, then appended.
    static func locations(of issuer: URL) -> [URL] {
        guard var components = URLComponents(url: issuer, resolvingAgainstBaseURL: false) else { return [] }
        let path = components.path.hasSuffix("/") ? String(components.path.dropLast()) : components.path
        components.query = nil
        components.fragment = nil
        let paths =
            path.isEmpty
            ? ["/.well-known/oauth-authorization-server", "/.well-known/openid-configuration"]
            : [
                "/.well-known/oauth-authorization-server\(path)", "/.well-known/openid-configuration\(path)",
                "\(path)/.well-known/openid-configuration",
            ]
        return paths.compactMap { candidate in
            components.path = candidate
            return components.url
        }
    }

    /// The metadata of `settings.issuer`, from the first location that answers with it.
    static func discover(_ settings: OAuthSettings, client: AuthorizationServerClient) async throws(AuthorizationServerClient
        .Failure) -> AuthorizationServerMetadata
    {
        var last = AuthorizationServerClient.Failure(reason: "the issuer \(settings.issuerIdentifier) has no metadata")
        for location in locations(of: settings.issuer) {
            let body: Data
            do throws(AuthorizationServerClient.Failure) {
                body = try await client.document(location)
            } catch {
                last = error
                continue
            }
            guard let document = try? JSONDecoder().decode(Document.self, from: body) else {
                last = .init(reason: "the authorization server's metadata at \(location.path) is not RFC 8414's")
                continue
            }
            guard document.issuer == settings.issuerIdentifier else {
                throw .init(reason: "the authorization server's metadata names another issuer than \(settings.issuerIdentifier)")
            }
            return AuthorizationServerMetadata(
                issuer: document.issuer, keysURL: document.jwks_uri.flatMap { sameOrigin($0, as: settings.issuer) },
                introspectionURL: document.introspection_endpoint.flatMap { sameOrigin($0, as: settings.issuer) },
                tokenURL: document.token_endpoint.flatMap { sameOrigin($0, as: settings.issuer) })
        }
        throw last
    }

    /// `text` as a URL when it is on the issuer's own scheme, host and port: the keys and the introspection (which
    /// is sent the client's secret and the caller's token) are never fetched from a host the metadata could name.
    static func sameOrigin(_ text: String, as issuer: URL) -> URL? {
        guard let url = URL(string: text), url.scheme == issuer.scheme, url.host == issuer.host, url.port == issuer.port,
            url.user == nil
        else { return nil }
        return url
    }
}
