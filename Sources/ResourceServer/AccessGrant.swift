import Foundation

/// What an admitted access token grants: who it was issued to and the scopes it carries, until when.
public struct AccessGrant: Sendable, Equatable {
    public var subject: String?
    public var clientID: String?
    public var scopes: Set<String>
    public var expires: Date?

    public init(subject: String?, clientID: String?, scopes: Set<String>, expires: Date?) {
        self.subject = subject
        self.clientID = clientID
        self.scopes = scopes
        self.expires = expires
    }

    /// A grant of every scope (the static bearer token of scripts).
    public static let everything = AccessGrant(
        subject: nil, clientID: nil, scopes: [OAuthSettings.readScope, OAuthSettings.reviewScope], expires: nil)
}

/// The verifier's answer for one token.
public enum AccessVerdict: Sendable, Equatable {
    case admitted(AccessGrant)
    /// The token is not one this server accepts (401 `invalid_token`): why, for the caller and the log.
    case refused(String)
    /// The authorization server could not be asked (its keys or its introspection): try again later (503).
    case unavailable(String)
}
