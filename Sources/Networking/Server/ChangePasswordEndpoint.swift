import Foundation

/// `POST /auth/changePassword` `{currentPassword, newPassword}`, both hashed.
struct ChangePasswordEndpoint: Endpoint {
    struct Body: Encodable {
        let currentPassword: String
        let newPassword: String
    }

    let body: Data?
    var path: String { "/auth/changePassword" }
    var method: HTTPMethod { .post }

    init(hashedCurrent: String, hashedNew: String) {
        body = ServerJSON.body(Body(currentPassword: hashedCurrent, newPassword: hashedNew))
    }
}
