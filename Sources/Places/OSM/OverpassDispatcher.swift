import Foundation
import Networking

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Overpass's dispatcher, as the real server behaves (0.7.62): it refuses a fourth copy of a query text, from anyone,
/// while three are inside their `[timeout:N]` window (HTTP 200, its error page: `duplicate_query`). So foodybite sends
/// one text at most three times in that window: a retry waits it out (`RetryingHTTPClient`).
public enum OverpassDispatcher {
    public static let copiesRunning = 3

    /// The limit for a request to an Overpass interpreter (`POST .../api/interpreter`, the query form-encoded in
    /// `data=`): three copies in the query's own timeout, and a second; nil for any other request.
    @Sendable public static func repeatLimit(of request: URLRequest) -> RepeatLimit? {
        guard request.httpMethod == "POST", request.url?.path.hasSuffix("/api/interpreter") == true,
            let body = request.httpBody, let seconds = timeout(inForm: body)
        else { return nil }
        return RepeatLimit(count: copiesRunning, window: .seconds(seconds + 1))
    }

    /// `[timeout:N]` of a form-encoded query (`%5Btimeout%3A13%5D`), N at most a day.
    static func timeout(inForm body: Data) -> Int? {
        let text = String(decoding: body.prefix(4_096), as: UTF8.self)
        guard let start = text.range(of: "%5Btimeout%3A") else { return nil }
        let digits = text[start.upperBound...].prefix { $0.isASCII && $0.isNumber }
        guard !digits.isEmpty, digits.count <= 6, let seconds = Int(digits), seconds <= 86_400 else { return nil }
        return seconds
    }
}
