/// `POST /auth/logout`: deletes the session's refresh token on the server.
struct LogoutEndpoint: Endpoint {
    var path: String { "/auth/logout" }
    var method: HTTPMethod { .post }
}
