import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Sends one request and returns the body and the response, whatever the status code.
/// Transport failures are thrown as `HTTPClientError`; a body longer than `limit` is `.tooLarge`, and reading
/// stops there (the rest is never held in memory).
public protocol HTTPClient: Sendable {
    func send(_ request: URLRequest, limit: ResponseLimit) async throws -> (Data, HTTPURLResponse)
}

extension HTTPClient {
    /// A JSON answer: at most `ResponseLimit.json`.
    public func send(_ request: URLRequest) async throws -> (Data, HTTPURLResponse) {
        try await send(request, limit: .json)
    }
}

/// How a caller takes a body: at most `bytes` of it, and, when `stream` is set, a 2xx answer's body handed to the
/// stream as it arrives instead of collected and returned (the client returns an empty body then; a client that
/// cannot stream returns the body whole, for the caller to hand over). Decorators pass it on as it is.
public struct ResponseLimit: Equatable, Sendable {
    public let bytes: Int
    public let stream: (any HTTPBodyStream)?

    public init(bytes: Int, stream: (any HTTPBodyStream)? = nil) {
        self.bytes = bytes
        self.stream = stream
    }

    /// The same limit, a 2xx body handed to `stream` as it arrives.
    public func streaming(to stream: any HTTPBodyStream) -> ResponseLimit {
        ResponseLimit(bytes: bytes, stream: stream)
    }

    public static func == (lhs: ResponseLimit, rhs: ResponseLimit) -> Bool {
        lhs.bytes == rhs.bytes && lhs.stream === rhs.stream
    }

    /// Any JSON answer foodybite reads: a Google page of 20 places is about 100 KB.
    public static let json = ResponseLimit(bytes: 8 * 1024 * 1024)
    /// An Overpass answer: every place of a circle, with all its tags (a 1.5 km circle of a city centre is about 1 MB).
    public static let mapData = ResponseLimit(bytes: 32 * 1024 * 1024)
    /// A place photo.
    public static let image = ResponseLimit(bytes: 20 * 1024 * 1024)
}
