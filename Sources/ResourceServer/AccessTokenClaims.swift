import Foundation
import JWTKit

/// The claims of an access token this server reads: a JWT's (RFC 9068 section 2.2), or an introspection's answer
/// (RFC 7662 section 2.2, the same names). Their values are judged against the server's own clock after the signature
/// is verified (`verdict`), not by jwt-kit.
struct AccessTokenClaims: JWTPayload, Equatable {
    var iss: String?
    var sub: String?
    var aud: AudienceClaim?
    var exp: ExpirationClaim?
    var nbf: NotBeforeClaim?
    var scope: String?
    var client_id: String?

    func verify(using algorithm: some JWTAlgorithm) async throws {}

    /// The scopes of `scope`, a space-separated list (RFC 6749 section 3.3).
    var scopes: Set<String> {
        Set((scope ?? "").split(separator: " ").map(String.init))
    }

    /// Whether they admit a call to `settings`' resource at `moment`: its issuer, its audience, within `exp` and
    /// `nbf` (with the leeway). A JWT must name its issuer and expiry (`signed`); an introspection's answer may leave
    /// them out.
    func verdict(_ settings: OAuthSettings, at moment: Date, signed: Bool) -> AccessVerdict {
        if iss != settings.issuerIdentifier, signed || iss != nil {
            return .refused("the token was issued by another authorization server")
        }
        guard let audience = aud?.value, audience.contains(settings.audience) else {
            return .refused("the token was not issued for this server (\(settings.audience))")
        }
        let expires = exp?.value
        if signed, expires == nil { return .refused("the token has no expiry (exp)") }
        if let expires, expires.addingTimeInterval(settings.leeway) < moment { return .refused("the token has expired") }
        if let start = nbf?.value, start > moment.addingTimeInterval(settings.leeway) {
            return .refused("the token is not valid yet")
        }
        return .admitted(AccessGrant(subject: sub, clientID: client_id, scopes: scopes, expires: expires))
    }
}
