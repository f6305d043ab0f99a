import Domain

/// What is kept on disk after a login: the tokens and who they belong to. Made only by a login (`APIService`).
public struct StoredSession: Equatable, Sendable, Codable {
    public let token: AuthToken
    public let user: User
    /// The server the session belongs to, so that a session is never sent to another server.
    public let server: String

    public func replacing(token: AuthToken) -> StoredSession {
        StoredSession(token: token, user: user, server: server)
    }

    public func replacing(user: User) -> StoredSession {
        StoredSession(token: token, user: user, server: server)
    }
}
