import Crypto
import Foundation

/// Token introspection (RFC 7662) as this server's client of the authorization server: a token is active, for this
/// resource, from this issuer, within its times, or refused. Each answer is reused for `introspectionReuse` (never
/// past the token's expiry), kept by the token's SHA-256 and never the token; at most `entryLimit` are kept.
actor Introspector {
    static let entryLimit = 10_000

    private let settings: OAuthSettings
    private let client: AuthorizationServerClient
    private let credentials: OAuthSettings.ClientCredentials
    private let metadata: MetadataSource
    private let now: @Sendable () -> Date
    private var answers: [Data: (verdict: AccessVerdict, until: Date)] = [:]
    private var ownToken: (token: String, until: Date)?

    init(
        settings: OAuthSettings, client: AuthorizationServerClient, credentials: OAuthSettings.ClientCredentials,
        metadata: MetadataSource, now: @escaping @Sendable () -> Date
    ) {
        self.settings = settings
        self.client = client
        self.credentials = credentials
        self.metadata = metadata
        self.now = now
    }

    /// Times are seconds since 1970 (RFC 7662 section 2.2), as in a JWT.
    private static var claimsDecoder: JSONDecoder {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .secondsSince1970
        return decoder
    }

    /// Whether the token is active: the rest of the answer is read as `AccessTokenClaims`.
    private struct Activity: Decodable {
        let active: Bool
    }

    func verdict(for token: String) async -> AccessVerdict {
        let key = Data(SHA256.hash(data: Data(token.utf8)))
        let moment = now()
        if let kept = answers[key], kept.until > moment { return kept.verdict }
        let verdict: AccessVerdict
        var until = moment.addingTimeInterval(settings.introspectionReuse)
        do throws(AuthorizationServerClient.Failure) {
            guard let url = try await metadata.current().introspectionURL else {
                throw .init(reason: "the authorization server's metadata names no introspection on its own host")
            }
            let body = try await introspection(of: token, at: url)
            guard let activity = try? JSONDecoder().decode(Activity.self, from: body),
                let claims = try? Self.claimsDecoder.decode(AccessTokenClaims.self, from: body)
            else { throw .init(reason: "the authorization server's introspection answer is not RFC 7662's") }
            verdict =
                activity.active
                ? claims.verdict(settings, at: moment, signed: false)
                : .refused("the token is not active (expired or revoked)")
            if let expires = claims.exp?.value { until = min(until, expires) }
        } catch {
            return .unavailable(error.reason)
        }
        remember(key, verdict, until: until, at: moment)
        return verdict
    }

    /// The introspection's answer, with the client's own access token when the authorization server asks for one
    /// (obtained again once when it is refused: it may have expired or been revoked).
    private func introspection(of token: String, at url: URL) async throws(AuthorizationServerClient.Failure) -> Data {
        let fields = [("token", token), ("token_type_hint", "access_token")]
        guard settings.introspectionScope != nil else {
            return try await client.form(url, fields, credential: .client(credentials))
        }
        do {
            return try await client.form(url, fields, credential: .bearer(try await clientToken()))
        } catch  where error.status == 401 {
            ownToken = nil
            return try await client.form(url, fields, credential: .bearer(try await clientToken()))
        }
    }

    private struct TokenAnswer: Decodable {
        let access_token: String
        let expires_in: Double?
    }

    /// This server's own access token for introspection (the client credentials grant, RFC 6749 section 4.4), kept
    /// until shortly before it expires.
    private func clientToken() async throws(AuthorizationServerClient.Failure) -> String {
        let moment = now()
        if let ownToken, ownToken.until > moment { return ownToken.token }
        guard let url = try await metadata.current().tokenURL else {
            throw .init(reason: "the authorization server's metadata names no token endpoint on its own host")
        }
        let body = try await client.form(
            url, [("grant_type", "client_credentials"), ("scope", settings.introspectionScope ?? "")],
            credential: .client(credentials))
        guard let answer = try? JSONDecoder().decode(TokenAnswer.self, from: body), answer.access_token.utf8.count <= 8_192
        else { throw .init(reason: "the authorization server's token answer is not RFC 6749's") }
        let lifetime = min(max((answer.expires_in ?? 60) - 30, 0), 3_600)
        ownToken = (answer.access_token, moment.addingTimeInterval(lifetime.isFinite ? lifetime : 0))
        return answer.access_token
    }

    private func remember(_ key: Data, _ verdict: AccessVerdict, until: Date, at moment: Date) {
        if answers.count >= Self.entryLimit {
            answers = answers.filter { $0.value.until > moment }
            if answers.count >= Self.entryLimit { answers.removeAll() }
        }
        answers[key] = (verdict, until)
    }
}
