import Foundation
import JWTKit
import ResourceServer

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// An authorization server in memory for `AccessTokenVerifier`'s tests: its metadata, its key set (ES256 keys it signs
/// with, rotated on demand) and its introspection answers, with every request it was sent counted.
public actor FakeAuthorizationServer {
    public static let issuer = URL(string: "https://as.example/realm") ?? URL(fileURLWithPath: "/")
    public static let resource = URL(string: "https://foodybite.example/mcp") ?? URL(fileURLWithPath: "/")

    public var metadata: [String: String] = [
        "issuer": "https://as.example/realm", "jwks_uri": "https://as.example/realm/jwks",
        "introspection_endpoint": "https://as.example/realm/introspect",
        "token_endpoint": "https://as.example/realm/token",
    ]
    public private(set) var requests: [URLRequest] = []
    /// The introspection answer (JSON) for a token.
    public var introspection: [String: String] = [:]
    private var published: [(id: String, key: ES256PrivateKey)] = []
    private let signing = JWTKeyCollection()

    public init() async {
        await rotate(to: "key-1")
    }

    /// A new signing key, published beside the ones before it.
    public func rotate(to id: String) async {
        let key = ES256PrivateKey()
        published.insert((id, key), at: 0)
        await signing.add(ecdsa: key, kid: JWKIdentifier(string: id))
    }

    /// A key that signs but is never published.
    public func addUnpublished(_ id: String) async {
        await signing.add(ecdsa: ES256PrivateKey(), kid: JWKIdentifier(string: id))
    }

    public func set(metadata field: String, _ value: String?) {
        metadata[field] = value
    }

    public func set(introspection json: String, for token: String) {
        introspection[token] = json
    }

    /// A signed access token: the usual claims of an RFC 9068 token for `resource`, changed by `claims`.
    public func token(
        kid: String = "key-1", type: String = "at+jwt", claims: [String: TestClaim] = [:], now: Date
    ) async throws -> String {
        var payload = TestPayload(
            iss: Self.issuer.absoluteString, sub: "alice", aud: [Self.resource.absoluteString],
            exp: now.addingTimeInterval(600).timeIntervalSince1970, nbf: now.timeIntervalSince1970 - 1,
            scope: "foodybite.read", client_id: "assistant")
        for (name, claim) in claims { payload.set(name, claim) }
        return try await signing.sign(payload, kid: JWKIdentifier(string: kid), header: ["typ": .string(type)])
    }

    public var client: AuthorizationServerClient {
        AuthorizationServerClient { request, limit in try await self.answer(request, limit: limit) }
    }

    public func count(path: String) -> Int {
        requests.filter { $0.url?.path == path }.count
    }

    private func answer(_ request: URLRequest, limit: Int) throws -> (body: Data, status: Int) {
        requests.append(request)
        guard let url = request.url else { return (Data(), 400) }
        switch url.path {
        case "/.well-known/oauth-authorization-server/realm":
            return (try JSONSerialization.data(withJSONObject: metadata), 200)
        case "/realm/jwks":
            let keys = published.compactMap { entry -> [String: String]? in
                guard let parameters = entry.key.parameters else { return nil }
                return [
                    "kty": "EC", "crv": "P-256", "kid": entry.id, "alg": "ES256", "use": "sig", "x": parameters.x,
                    "y": parameters.y,
                ]
            }
            return (try JSONSerialization.data(withJSONObject: ["keys": keys]), 200)
        case "/realm/token":
            return (Data(#"{"access_token":"own-token","token_type":"bearer","expires_in":3600}"#.utf8), 200)
        case "/realm/introspect":
            let form = String(decoding: request.httpBody ?? Data(), as: UTF8.self)
            let token = form.split(separator: "&").first { $0.hasPrefix("token=") }.map { String($0.dropFirst(6)) } ?? ""
            let answer = introspection[token.removingPercentEncoding ?? token] ?? #"{"active":false}"#
            return (Data(answer.utf8), 200)
        default:
            return (Data(), 404)
        }
    }
}
