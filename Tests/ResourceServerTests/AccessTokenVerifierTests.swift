import Foundation
import ResourceServer
import ResourceServerTestSupport
import XCTest

final class AccessTokenVerifierTests: XCTestCase {
    private let now = Date(timeIntervalSince1970: 1_800_000_000)

    func test_verdict_admitsTokenWithItsScopesOnAValidToken() async throws {
        // Given
        let (sut, server) = await makeSUT()
        let token = try await server.token(claims: ["scope": .text("foodybite.read foodybite.review")], now: now)
        // When
        let verdict = await sut.verdict(for: token)
        // Then
        XCTAssertEqual(
            verdict,
            .admitted(
                AccessGrant(
                    subject: "alice", clientID: "assistant", scopes: ["foodybite.read", "foodybite.review"],
                    expires: now.addingTimeInterval(600))))
    }

    func test_verdict_refusesOnAlgorithmNoneAndOnHMACSignedWithTheServersKey() async throws {
        // Given: the claims of a valid token under `none`, and under HS256 keyed with what the server publishes
        let (sut, server) = await makeSUT()
        let signed = try await server.token(now: now).split(separator: ".")
        for (algorithm, signature) in [("none", ""), ("HS256", String(signed[2]))] {
            let header = Self.base64URL(#"{"alg":"\#(algorithm)","typ":"at+jwt","kid":"key-1"}"#)
            // When
            let verdict = await sut.verdict(for: "\(header).\(signed[1]).\(signature)")
            // Then
            XCTAssertEqual(verdict, .refused("the token's algorithm (\(algorithm)) is not accepted"))
        }
    }

    func test_verdict_refusesOnSignatureOfAnotherToken() async throws {
        // Given: the claims of one token with the signature of another
        let (sut, server) = await makeSUT()
        let first = try await server.token(now: now).split(separator: ".")
        let second = try await server.token(claims: ["scope": .text("foodybite.review")], now: now).split(separator: ".")
        // When
        let verdict = await sut.verdict(for: "\(second[0]).\(second[1]).\(first[2])")
        // Then
        XCTAssertEqual(verdict, .refused("the token's signature does not verify"))
    }

    func test_verdict_refusesOnTokenIssuedForAnotherResource() async throws {
        // Given
        let (sut, server) = await makeSUT()
        let token = try await server.token(claims: ["aud": .texts(["https://other.example/mcp"])], now: now)
        // When
        let verdict = await sut.verdict(for: token)
        // Then
        XCTAssertEqual(verdict, .refused("the token was not issued for this server (https://foodybite.example/mcp)"))
    }

    func test_verdict_refusesOnAnotherIssuer() async throws {
        // Given
        let (sut, server) = await makeSUT()
        let token = try await server.token(claims: ["iss": .text("https://evil.example/realm")], now: now)
        // When
        let verdict = await sut.verdict(for: token)
        // Then
        XCTAssertEqual(verdict, .refused("the token was issued by another authorization server"))
    }

    func test_verdict_refusesOnExpiryPastTheLeewayOnly() async throws {
        // Given: a token that expired 30 s ago (within the 60 s leeway) and one that expired 61 s ago
        let (sut, server) = await makeSUT()
        let recent = try await server.token(claims: ["exp": .number(now.timeIntervalSince1970 - 30)], now: now)
        let old = try await server.token(claims: ["exp": .number(now.timeIntervalSince1970 - 61)], now: now)
        let forever = try await server.token(claims: ["exp": .absent], now: now)
        // When / Then
        guard case .admitted = await sut.verdict(for: recent) else { return XCTFail("a token within the leeway") }
        let oldVerdict = await sut.verdict(for: old)
        let foreverVerdict = await sut.verdict(for: forever)
        XCTAssertEqual(oldVerdict, .refused("the token has expired"))
        XCTAssertEqual(foreverVerdict, .refused("the token has no expiry (exp)"))
    }

    func test_verdict_refusesOnNotBeforeInTheFuture() async throws {
        // Given
        let (sut, server) = await makeSUT()
        let token = try await server.token(claims: ["nbf": .number(now.timeIntervalSince1970 + 120)], now: now)
        // When
        let verdict = await sut.verdict(for: token)
        // Then
        XCTAssertEqual(verdict, .refused("the token is not valid yet"))
    }

    func test_verdict_refusesOnTypeOtherThanAccessToken() async throws {
        // Given: an ID token's type
        let (sut, server) = await makeSUT()
        let token = try await server.token(type: "JWT", now: now)
        // When
        let verdict = await sut.verdict(for: token)
        // Then
        XCTAssertEqual(verdict, .refused("the token is not a JWT access token (typ at+jwt, RFC 9068)"))
    }

    func test_verdict_admitsTokenOfARotatedKeyAfterFetchingTheKeysAgain() async throws {
        // Given: keys fetched, then a new key rotated in
        let (sut, server) = await makeSUT()
        _ = await sut.verdict(for: try await server.token(now: now))
        await server.rotate(to: "key-2")
        let token = try await server.token(kid: "key-2", now: now)
        // When
        let verdict = await sut.verdict(for: token)
        // Then
        guard case .admitted = verdict else { return XCTFail("\(verdict)") }
        let fetches = await server.count(path: "/realm/jwks")
        XCTAssertEqual(fetches, 2)
    }

    func test_verdict_fetchesKeysThreeTimesAMinuteAtMostOnTokensOfAnUnknownKey() async throws {
        // Given: tokens signed with a key the server never publishes
        let (sut, server) = await makeSUT()
        await server.addUnpublished("made-up")
        _ = await sut.verdict(for: try await server.token(now: now))
        let token = try await server.token(kid: "made-up", now: now)
        // When
        var verdicts: [AccessVerdict] = []
        for _ in 0..<5 { verdicts.append(await sut.verdict(for: token)) }
        // Then: the keys fetched again for three of them (at most three times a minute), then not
        XCTAssertEqual(
            verdicts,
            Array(repeating: .refused("the token is signed with a key the authorization server does not publish"), count: 5))
        let fetches = await server.count(path: "/realm/jwks")
        XCTAssertEqual(fetches, 1 + 3)
    }

    func test_verdict_isUnavailableOnKeysOnAForeignHost() async throws {
        // Given: metadata that names keys elsewhere
        let (sut, server) = await makeSUT()
        await server.set(metadata: "jwks_uri", "https://evil.example/jwks")
        let token = try await server.token(now: now)
        // When
        let verdict = await sut.verdict(for: token)
        // Then
        XCTAssertEqual(
            verdict, .unavailable("the authorization server's metadata names no keys on its own host (jwks_uri)"))
        let foreign = await server.requests.filter { $0.url?.host == "evil.example" }
        XCTAssertEqual(foreign.count, 0)
    }

    func test_verdict_refusesOnMetadataOfAnotherIssuer() async throws {
        // Given
        let (sut, server) = await makeSUT()
        await server.set(metadata: "issuer", "https://evil.example/realm")
        // When
        let verdict = await sut.verdict(for: try await server.token(now: now))
        // Then
        XCTAssertEqual(
            verdict,
            .unavailable("the authorization server's metadata names another issuer than https://as.example/realm"))
    }

    func test_verdict_refusesOnRevokedTokenWhenIntrospecting() async throws {
        // Given: a valid JWT the authorization server says is no longer active
        let (sut, server) = await makeSUT(introspecting: true)
        let token = try await server.token(now: now)
        await server.set(introspection: #"{"active":false}"#, for: token)
        // When
        let verdict = await sut.verdict(for: token)
        // Then
        XCTAssertEqual(verdict, .refused("the token is not active (expired or revoked)"))
        let sent = await server.requests.last
        XCTAssertEqual(sent?.value(forHTTPHeaderField: "Authorization"), "Basic Zm9vZHliaXRlOnMlM0FjcmV0")
    }

    func test_verdict_introspectsWithItsOwnClientCredentialsTokenWhenTheServerAsksForOne() async throws {
        // Given: an authorization server whose introspection takes a token of a scope (glewlwyd's way)
        let (sut, server) = await makeSUT(introspecting: true, scope: "foodybite.introspect")
        let token = try await server.token(now: now)
        await server.set(
            introspection: #"{"active":true,"aud":"https://foodybite.example/mcp","scope":"foodybite.read"}"#, for: token)
        // When two tokens are judged
        let first = await sut.verdict(for: token)
        let second = await sut.verdict(for: token + "")
        // Then one client credentials grant, then introspections with its token
        guard case .admitted = first, case .admitted = second else { return XCTFail("\(first) \(second)") }
        let grants = await server.requests.filter { $0.url?.path == "/realm/token" }
        XCTAssertEqual(grants.count, 1)
        XCTAssertEqual(
            grants.first.flatMap { String(data: $0.httpBody ?? Data(), encoding: .utf8) },
            "grant_type=client_credentials&scope=foodybite.introspect")
        let introspection = await server.requests.last { $0.url?.path == "/realm/introspect" }
        XCTAssertEqual(introspection?.value(forHTTPHeaderField: "Authorization"), "Bearer own-token")
    }

    func test_verdict_admitsOpaqueTokenByIntrospectionAndReusesTheAnswer() async throws {
        // Given
        let (sut, server) = await makeSUT(introspecting: true)
        await server.set(
            introspection:
                #"{"active":true,"scope":"foodybite.read","sub":"bob","aud":"https://foodybite.example/mcp","iss":"https://as.example/realm","exp":1800000300}"#,
            for: "opaque-token-1234")
        // When
        let first = await sut.verdict(for: "opaque-token-1234")
        let second = await sut.verdict(for: "opaque-token-1234")
        // Then
        let grant = AccessGrant(
            subject: "bob", clientID: nil, scopes: ["foodybite.read"], expires: Date(timeIntervalSince1970: 1_800_000_300))
        XCTAssertEqual(first, .admitted(grant))
        XCTAssertEqual(second, .admitted(grant))
        let introspections = await server.count(path: "/realm/introspect")
        XCTAssertEqual(introspections, 1)
    }

    func test_verdict_refusesOpaqueTokenOfAnotherAudience() async throws {
        // Given
        let (sut, server) = await makeSUT(introspecting: true)
        await server.set(introspection: #"{"active":true,"aud":["https://other.example"]}"#, for: "opaque-token-5678")
        // When
        let verdict = await sut.verdict(for: "opaque-token-5678")
        // Then
        XCTAssertEqual(verdict, .refused("the token was not issued for this server (https://foodybite.example/mcp)"))
    }

    func test_verdict_refusesOpaqueTokenWithoutIntrospection() async {
        // Given
        let (sut, _) = await makeSUT()
        // When
        let verdict = await sut.verdict(for: "opaque-token-1234")
        // Then
        XCTAssertEqual(verdict, .refused("the token is not a JWT, and this server introspects none"))
    }

    func test_verdict_refusesOnControlCharactersAndLength() async {
        // Given
        let (sut, _) = await makeSUT()
        // When
        let control = await sut.verdict(for: "abc\u{1B}[31m")
        let long = await sut.verdict(for: String(repeating: "a", count: 8_193))
        // Then
        XCTAssertEqual(control, .refused("the token is not a bearer token (RFC 6750)"))
        XCTAssertEqual(long, .refused("the token is not a bearer token (RFC 6750)"))
    }

    // MARK: - Helpers

    private func makeSUT(introspecting: Bool = false, scope: String? = nil) async -> (
        AccessTokenVerifier, FakeAuthorizationServer
    ) {
        let server = await FakeAuthorizationServer()
        let settings = OAuthSettings(
            issuer: FakeAuthorizationServer.issuer, resource: FakeAuthorizationServer.resource,
            introspectionClient: introspecting ? .init(id: "foodybite", secret: "s:cret") : nil, introspectionScope: scope)
        let moment = now
        return (AccessTokenVerifier(settings: settings, client: await server.client, now: { moment }), server)
    }

    private static func base64URL(_ text: String) -> String {
        Data(text.utf8).base64EncodedString().replacingOccurrences(of: "+", with: "-")
            .replacingOccurrences(of: "/", with: "_").replacingOccurrences(of: "=", with: "")
    }
}
