import Foundation

/// The last answer of each nearby query run with `--changes` (kept with the user's data, not in the cache, which
/// may be deleted at any time): the places in range, whatever their rating and business status.
public protocol NearbyBaselineStore: Sendable {
    /// The answer recorded for this query, or nil when it has never been run with `--changes`.
    func baseline(for key: String) throws -> [NearbyPlace]?
    /// Replaces the answer recorded for this query.
    func record(_ places: [NearbyPlace], for key: String, at date: Date) throws
}
