import Foundation

/// The legacy API reports some passing failures with HTTP 200 and a `status` in the body: worth a retry.
public enum GooglePlacesRetry {
    private static let transientStatuses = ["OVER_QUERY_LIMIT", "UNKNOWN_ERROR"]

    /// Whether a body says `OVER_QUERY_LIMIT` or `UNKNOWN_ERROR`. Most bodies contain neither word, so they are
    /// never decoded twice.
    public static func isTransient(_ body: Data) -> Bool {
        guard transientStatuses.contains(where: { body.range(of: Data($0.utf8)) != nil }) else { return false }
        guard let envelope = try? JSONDecoder().decode(Envelope.self, from: body), let status = envelope.status else {
            return false
        }
        return transientStatuses.contains(status)
    }

    private struct Envelope: Decodable { let status: String? }
}
