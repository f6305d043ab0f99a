import Foundation
import JWTKit

/// Whether a caller's access token admits it, and with which scopes: a JWT access token (RFC 9068) verified with the
/// authorization server's keys (`SigningKeys`: an accepted algorithm, a published key), issued by the configured issuer
/// for this resource, within `exp` and `nbf`; and, when the server has an introspection client, asked of the
/// authorization server too (RFC 7662), which alone knows a token it revoked; a token that is not a JWT is judged by
/// introspection alone.
public actor AccessTokenVerifier {
    /// The longest token read.
    static let tokenLimit = 8_192

    private let settings: OAuthSettings
    private let keys: SigningKeys
    private let introspector: Introspector?
    private let now: @Sendable () -> Date

    public init(
        settings: OAuthSettings, client: AuthorizationServerClient, now: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.settings = settings
        let metadata = MetadataSource(settings: settings, client: client, now: now)
        keys = SigningKeys(settings: settings, client: client, metadata: metadata, now: now)
        introspector = settings.introspectionClient.map {
            Introspector(settings: settings, client: client, credentials: $0, metadata: metadata, now: now)
        }
        self.now = now
    }

    public func verdict(for token: String) async -> AccessVerdict {
        guard token.utf8.count <= Self.tokenLimit, !token.isEmpty,
            token.unicodeScalars.allSatisfy({ $0.value > 0x20 && $0.value < 0x7F })
        else { return .refused("the token is not a bearer token (RFC 6750)") }
        guard let header = TokenHeader(token: token) else {
            guard let introspector else { return .refused("the token is not a JWT, and this server introspects none") }
            return await introspector.verdict(for: token)
        }
        let signed = await verified(token, header: header)
        guard case .admitted(let grant) = signed, let introspector else { return signed }
        switch await introspector.verdict(for: token) {
        case .admitted: return .admitted(grant)
        case let other: return other
        }
    }

    private func verified(_ token: String, header: TokenHeader) async -> AccessVerdict {
        guard let algorithm = header.algorithm, settings.algorithms.contains(algorithm) else {
            return .refused("the token's algorithm (\(Self.shown(header.algorithm ?? "none"))) is not accepted")
        }
        guard header.isAccessToken else { return .refused("the token is not a JWT access token (typ at+jwt, RFC 9068)") }
        let collection: JWTKeyCollection
        switch await keys.collection(for: header.keyID) {
        case .failure(let failure): return .unavailable(failure.reason)
        case .success(nil): return .refused("the token is signed with a key the authorization server does not publish")
        case .success(let found?): collection = found
        }
        let claims: AccessTokenClaims
        do {
            claims = try await collection.verify(token, as: AccessTokenClaims.self)
        } catch {
            return .refused("the token's signature does not verify")
        }
        return claims.verdict(settings, at: now(), signed: true)
    }

    private static func shown(_ text: String) -> String {
        String(text.unicodeScalars.filter { $0.value > 0x20 && $0.value < 0x7F }.prefix(20).map(Character.init))
    }
}
