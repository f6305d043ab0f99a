import Foundation
import Synchronization

/// The last requests the sandbox received, without secrets: which credentials each one carried, so that a test
/// can check that a key or a token never reached a host it was not meant for (`GET /sandbox/requests`).
final class RequestLog: Sendable {
    private static let capacity = 200
    private let entries = Mutex<[[String: Any & Sendable]]>([])

    func record(_ request: RequestContext) {
        let entry: [String: Any & Sendable] = [
            "method": request.method, "path": request.path,
            "apiKey": request.header("X-Goog-Api-Key") != nil || request.query["key"] != nil,
            "authorization": request.header("Authorization") != nil,
            "userAgent": request.header("User-Agent") ?? "", "receivedAt": Date().timeIntervalSince1970,
            "fieldMask": request.header("X-Goog-FieldMask") ?? "",
            // The query's parameters but a key (Foursquare's `open_at`, Google's legacy `opennow`, ...).
            "query": request.query.filter { $0.key != "key" } as [String: String],
            "acceptLanguage": request.header("Accept-Language") ?? "",
            // The language members of a JSON body (Google's `languageCode`, `regionCode`, the Routes API's `units`).
            "bodyLanguage": Self.language(of: request) as [String: String],
        ]
        entries.withLock { entries in
            entries.append(entry)
            if entries.count > Self.capacity { entries.removeFirst(entries.count - Self.capacity) }
        }
    }

    var all: [[String: Any & Sendable]] { entries.withLock { $0 } }

    private static func language(of request: RequestContext) -> [String: String] {
        guard request.header("Content-Type")?.hasPrefix("application/json") == true, let body = request.jsonBody else {
            return [:]
        }
        var found: [String: String] = [:]
        for key in ["languageCode", "regionCode", "units"] { found[key] = body[key] as? String }
        return found
    }
}
