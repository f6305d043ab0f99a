import Domain

/// Why a remote call failed, with what a user needs to act on it.
public enum NetworkError: Error, Equatable, Sendable {
    /// The transport failed; see `HTTPClientError`.
    case transport(HTTPClientError)
    /// The server answered with a non-2xx status; `message` is the server's own words when it gave any.
    case httpStatus(code: Int, message: String?, retryAfterSeconds: Int?)
    /// The body could not be decoded into what the route promises.
    case invalidData(String)
    /// A client decorator refused the request with what the user needs to know (not logged in, session expired).
    case rejected(ServiceError)
}
