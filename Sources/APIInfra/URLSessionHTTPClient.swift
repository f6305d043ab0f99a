import Foundation
import Networking

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The one `HTTPClient` that really talks to the network, over an ephemeral `URLSession`
/// (libcurl underneath on Linux): no URL cache, no cookies, whole-second timeouts.
public final class URLSessionHTTPClient: HTTPClient {
    private let session: URLSession

    public init(session: URLSession) {
        self.session = session
    }

    /// A client over a fresh ephemeral session. Timeouts are whole seconds (libcurl), at least one.
    public convenience init(requestTimeout: Int = 15, resourceTimeout: Int = 60, protocolClasses: [AnyClass]? = nil) {
        self.init(
            session: URLSession(
                configuration: Self.configuration(
                    requestTimeout: requestTimeout, resourceTimeout: resourceTimeout, protocolClasses: protocolClasses)))
    }

    /// The configuration every foodybite session uses.
    public static func configuration(requestTimeout: Int, resourceTimeout: Int, protocolClasses: [AnyClass]? = nil)
        -> URLSessionConfiguration
    {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.urlCache = nil
        configuration.httpCookieStorage = nil
        configuration.httpShouldSetCookies = false
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        configuration.timeoutIntervalForRequest = TimeInterval(max(1, requestTimeout))
        configuration.timeoutIntervalForResource = TimeInterval(max(1, resourceTimeout))
        if let protocolClasses {
            configuration.protocolClasses = protocolClasses
        }
        return configuration
    }

    public func send(_ request: URLRequest) async throws -> (Data, HTTPURLResponse) {
        try Task.checkCancellation()
        let data: Data
        let response: URLResponse
        do {
            (data, response) = try await session.data(for: request)
        } catch let error as URLError {
            throw Self.map(error)
        } catch is CancellationError {
            throw HTTPClientError.cancelled
        } catch {
            throw HTTPClientError.cannotConnect("unexpected transport failure")
        }
        guard let httpResponse = response as? HTTPURLResponse else {
            throw HTTPClientError.invalidResponse
        }
        return (data, httpResponse)
    }

    /// Maps URLSession's errors to ours, without the URL (it may carry an API key).
    static func map(_ error: URLError) -> HTTPClientError {
        switch error.code {
        case .timedOut:
            return .timedOut
        case .cancelled:
            return .cancelled
        case .networkConnectionLost:
            return .connectionLost("the connection closed before the answer was complete")
        case .cannotConnectToHost:
            return .cannotConnect("connection refused")
        case .cannotFindHost, .dnsLookupFailed:
            return .cannotConnect("unknown host")
        case .notConnectedToInternet:
            return .cannotConnect("no network connection")
        case .badServerResponse, .cannotParseResponse, .zeroByteResource:
            return .connectionLost("the server's answer was incomplete")
        case .secureConnectionFailed, .serverCertificateUntrusted, .serverCertificateHasBadDate,
            .serverCertificateNotYetValid, .serverCertificateHasUnknownRoot, .clientCertificateRejected:
            return .cannotConnect("the secure connection failed")
        case .unsupportedURL, .badURL:
            return .cannotConnect("the URL is not valid")
        default:
            return .cannotConnect("network error \(error.code.rawValue)")
        }
    }
}
