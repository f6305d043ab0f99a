import Foundation

/// The session posts under `/auth`: `login {email, password}`; `changePassword {currentPassword, newPassword}`
/// (passwords hashed); `accessToken {refreshToken}`, sent without an Authorization header (with one, even expired,
/// the server refuses it before reaching the refresh handler); `logout`, which deletes the session's refresh token.
enum AuthEndpoint: Endpoint {
    case login(email: String, hashedPassword: String)
    case changePassword(hashedCurrent: String, hashedNew: String)
    case refresh(refreshToken: String)
    case logout

    var path: String {
        switch self {
        case .login: "/auth/login"
        case .changePassword: "/auth/changePassword"
        case .refresh: "/auth/accessToken"
        case .logout: "/auth/logout"
        }
    }

    var method: HTTPMethod { .post }

    var body: Data? {
        switch self {
        case .login(let email, let password): ServerJSON.body(["email": email, "password": password])
        case .changePassword(let current, let new): ServerJSON.body(["currentPassword": current, "newPassword": new])
        case .refresh(let refreshToken): ServerJSON.body(["refreshToken": refreshToken])
        case .logout: nil
        }
    }
}
