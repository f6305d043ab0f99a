import Foundation

/// `POST /auth/accessToken` `{refreshToken}`, sent without an Authorization header (with one, even expired,
/// the server refuses it before reaching the refresh handler).
struct RefreshTokenEndpoint: Endpoint {
    struct Body: Encodable { let refreshToken: String }

    let body: Data?
    var path: String { "/auth/accessToken" }
    var method: HTTPMethod { .post }

    init(refreshToken: String) {
        body = ServerJSON.body(Body(refreshToken: refreshToken))
    }
}
