import Foundation

/// `POST /auth/login` `{email, password}` → `{user, token}`.
struct LoginEndpoint: Endpoint {
    struct Body: Encodable {
        let email: String
        let password: String
    }

    let body: Data?
    var path: String { "/auth/login" }
    var method: HTTPMethod { .post }

    init(email: String, hashedPassword: String) {
        body = ServerJSON.body(Body(email: email, password: hashedPassword))
    }
}
