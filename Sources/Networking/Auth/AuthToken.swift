/// The Foodybite server's tokens: a short-lived JWT access token and a rotating refresh token.
public struct AuthToken: Equatable, Sendable, Codable {
    public let accessToken: String
    public let refreshToken: String

    public init(accessToken: String, refreshToken: String) {
        self.accessToken = accessToken
        self.refreshToken = refreshToken
    }
}
