import Foundation

/// What a store holds for one query: nothing yet, an answer, or a record it could not read (said, then replaced).
public enum RecordedAnswer: Equatable, Sendable {
    case none
    case places([NearbyPlace])
    case unreadable(String)
}

/// The last answer of each nearby query run with `--changes` (kept with the user's data, not in the cache, which
/// may be deleted at any time): the places in range, whatever their rating and business status.
public protocol NearbyBaselineStore: Sendable {
    /// The answer recorded for this query, or nil when it has never been run with `--changes` (or cannot be read).
    func baseline(for key: String) throws -> [NearbyPlace]?
    /// Replaces the answer recorded for this query.
    func record(_ places: [NearbyPlace], for key: String, at date: Date) throws
    /// Reads the recorded answer, hands it to `compare` (which shows what changed) and records what `compare`
    /// returns, as one step no other process can interleave with: two runs at once never report the same change
    /// twice. When `compare` throws, nothing is recorded. Returns what the store had to repair, for a warning.
    func exchange(for key: String, at date: Date, _ compare: (RecordedAnswer) throws -> [NearbyPlace]) throws -> [String]
}

extension NearbyBaselineStore {
    /// For a store only one process uses (tests): read, compare, record.
    public func exchange(for key: String, at date: Date, _ compare: (RecordedAnswer) throws -> [NearbyPlace]) throws
        -> [String]
    {
        let recorded = try baseline(for: key).map(RecordedAnswer.places) ?? RecordedAnswer.none
        try record(try compare(recorded), for: key, at: date)
        return []
    }
}
