/// A failure of a remote or local service, classified by what the user can do about it.
/// `message` is one line a person can act on; it never holds a secret.
public struct ServiceError: Error, Equatable, Sendable, CustomStringConvertible {
    public enum Kind: String, Equatable, Sendable {
        /// The service cannot be reached or answered something unusable.
        case unavailable
        /// Worth retrying later: a timeout, a rate limit, a 5xx that says so.
        case temporary
        /// The credentials (API key, session) were refused.
        case permissionDenied
        /// The request, as the user gave it, was rejected.
        case invalidInput
        /// What was asked for does not exist.
        case notFound
        /// The server refused because of a conflict with existing data (an email taken).
        case conflict
    }

    public let kind: Kind
    public let message: String
    /// Whether the request that failed so can have no effect any more: none was made, or the server answered (nil:
    /// unknown, taken from the kind: `unavailable` ended, `temporary` may still reach the server). A review whose send
    /// may still land is not sent again until it cannot. Not part of equality: it says how, not what.
    public let requestEnded: Bool?

    public init(_ kind: Kind, _ message: String, requestEnded: Bool? = nil) {
        self.kind = kind
        self.message = message
        self.requestEnded = requestEnded
    }

    public static func == (lhs: ServiceError, rhs: ServiceError) -> Bool {
        lhs.kind == rhs.kind && lhs.message == rhs.message
    }

    public var description: String { message }

    /// Whether the failure may pass: the service could not be reached or failed for now (not a refusal). A cache
    /// may answer instead, and a review waits in the outbox.
    public var isPassing: Bool { kind == .unavailable || kind == .temporary }

    /// One line about any error: a service error's message, else the error's type.
    public static func describe(_ error: any Error) -> String {
        (error as? ServiceError)?.message ?? String(describing: type(of: error))
    }
}
