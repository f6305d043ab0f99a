import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The legacy API reports some passing failures with HTTP 200 and a `status` in the body: worth a retry. Google's
/// rule, for Google's legacy requests only: no other provider's answer is read for these words.
public enum GooglePlacesRetry {
    /// Whether `body` answers a request to the legacy Places API (`/maps/api/place/...`, under any base path) and
    /// says `OVER_QUERY_LIMIT` or `UNKNOWN_ERROR`.
    @Sendable public static func isTransient(_ request: URLRequest, _ body: Data) -> Bool {
        (request.url?.path.contains("/maps/api/place/") ?? false) && isTransient(body)
    }

    private static let transientStatuses = ["OVER_QUERY_LIMIT", "UNKNOWN_ERROR"]

    /// Such an answer has no results: a few hundred bytes. A larger body is an answer (an Overpass answer of 30 MiB
    /// was copied, and could have been decoded twice, to look for these words).
    static let maxStatusAnswerBytes = 4_096

    /// Whether a body says `OVER_QUERY_LIMIT` or `UNKNOWN_ERROR`. Most bodies contain neither word, so they are
    /// never decoded twice.
    public static func isTransient(_ body: Data) -> Bool {
        guard body.count <= maxStatusAnswerBytes,
            transientStatuses.contains(where: { body.range(of: Data($0.utf8)) != nil })
        else { return false }
        guard let envelope = try? JSONDecoder().decode(Envelope.self, from: body), let status = envelope.status else {
            return false
        }
        return transientStatuses.contains(status)
    }

    private struct Envelope: Decodable { let status: String? }
}
