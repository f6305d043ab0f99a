import Foundation
import Networking

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The one `HTTPClient` that really talks to the network, over an ephemeral `URLSession`
/// (libcurl underneath on Linux): no URL cache, no cookies, whole-second timeouts. Bodies are read as they
/// arrive and reading stops at the caller's limit; redirects go through `RedirectPolicy` (no credential ever
/// reaches another origin). Both live in the session's delegate, the only delegate URLSession calls on Linux.
public final class URLSessionHTTPClient: HTTPClient {
    private let session: URLSession
    private let delegate: SessionDelegate

    /// A client over a fresh ephemeral session. Timeouts are whole seconds (libcurl), at least one.
    public init(requestTimeout: Int = 15, resourceTimeout: Int = 60, protocolClasses: [AnyClass]? = nil) {
        delegate = SessionDelegate()
        session = URLSession(
            configuration: Self.configuration(
                requestTimeout: requestTimeout, resourceTimeout: resourceTimeout, protocolClasses: protocolClasses),
            delegate: delegate, delegateQueue: nil)
    }

    deinit {
        session.finishTasksAndInvalidate()
    }

    /// The configuration every foodybite session uses.
    public static func configuration(requestTimeout: Int, resourceTimeout: Int, protocolClasses: [AnyClass]? = nil)
        -> URLSessionConfiguration
    {
        // A copy keeps the base's objects: no URL cache made again, so no folder, so no scratch home.
        let base = baseConfiguration()
        guard let configuration = base.copy() as? URLSessionConfiguration else { return base }
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

    /// The ephemeral configuration, made once (Foundation's shared cookie store and URL caches are made with it,
    /// under a scratch home: `FoundationDirectories`); every session copies it.
    private static func baseConfiguration() -> URLSessionConfiguration {
        base.withLock { made in
            if let made { return made }
            let configuration = FoundationDirectories.withScratchHome { URLSessionConfiguration.ephemeral }
            made = configuration
            return configuration
        }
    }

    private static let base = Locked<URLSessionConfiguration?>(nil)

    public func send(_ request: URLRequest, limit: ResponseLimit) async throws -> (Data, HTTPURLResponse) {
        try Task.checkCancellation()
        // Uncompressed answers only: what is read is what is counted against the limit (see SessionDelegate).
        var request = request
        request.setValue("identity", forHTTPHeaderField: "Accept-Encoding")
        let task = session.dataTask(with: request)
        let outcome: SessionDelegate.Outcome = await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                delegate.register(task, limit: limit, origin: RedirectPolicy.Origin(request.url)) {
                    continuation.resume(returning: $0)
                }
                task.resume()
            }
        } onCancel: {
            task.cancel()
        }
        switch outcome {
        case .response(let data, let response):
            return (data, response)
        case .failure(let failure):
            if Task.isCancelled { throw HTTPClientError.cancelled }
            throw failure
        }
    }

    /// Maps URLSession's errors to ours, without the URL (it may carry an API key). `receivedResponse`: the
    /// headers had arrived, so an unexplained failure is a connection lost mid-body.
    static func map(_ error: URLError, receivedResponse: Bool = false) -> HTTPClientError {
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
        case .badServerResponse, .cannotParseResponse, .zeroByteResource, .cannotDecodeContentData, .cannotDecodeRawData:
            return .connectionLost("the server's answer was incomplete")
        case .secureConnectionFailed, .serverCertificateUntrusted, .serverCertificateHasBadDate,
            .serverCertificateNotYetValid, .serverCertificateHasUnknownRoot, .clientCertificateRejected:
            return .cannotConnect("the secure connection failed")
        case .unsupportedURL, .badURL:
            return .cannotConnect("the URL is not valid")
        case .unknown:
            // libcurl's "partial file" and other failures mid-answer: the connection closed before the answer
            // (its headers, or the body it promised) was complete.
            return .connectionLost(receivedResponse ? "the server's answer was cut short" : "the server closed the connection")
        default:
            return .cannotConnect("network error \(error.code.rawValue)")
        }
    }
}
