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

/// The most bytes of body a caller accepts.
public struct ResponseLimit: Equatable, Sendable {
    public let bytes: Int

    public init(bytes: Int) {
        self.bytes = bytes
    }

    /// Any JSON answer foodybite reads: a Google page of 20 places is about 100 KB.
    public static let json = ResponseLimit(bytes: 8 * 1024 * 1024)
    /// An Overpass answer: every place of a circle, with all its tags (a 1.5 km circle of a city centre is about 1 MB).
    public static let mapData = ResponseLimit(bytes: 32 * 1024 * 1024)
    /// A place photo.
    public static let image = ResponseLimit(bytes: 20 * 1024 * 1024)
}
