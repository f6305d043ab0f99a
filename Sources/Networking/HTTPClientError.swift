/// Why a request got no HTTP response. Messages never contain the request's URL (it may hold a key).
public enum HTTPClientError: Error, Equatable, Sendable {
    /// The server could not be reached at all (refused, unknown host, no network).
    case cannotConnect(String)
    /// The connection dropped while the request was under way.
    case connectionLost(String)
    /// No answer within the timeout.
    case timedOut
    /// The caller cancelled the request.
    case cancelled
    /// Something answered that is not HTTP.
    case invalidResponse
    /// The body was longer than the caller's limit (in bytes); reading stopped there.
    case tooLarge(limit: Int)
    /// A redirect that is not followed: to another scheme than http(s), from https to http, or too many.
    case redirectRefused(String)
    /// A compressed answer although none was asked for (it could inflate without limit): not read.
    case compressedAnswer(String)
}
