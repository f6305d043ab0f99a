import Domain
import Foundation
import GRDB

/// Answers of a free-text search (`--near TEXT` through Nominatim), cached by the text (trimmed, lower-cased) until
/// they expire: Nominatim's usage policy asks for it, and a repeated `--near` then sends nothing.
public final class SQLiteTextSearchStore: TextSearchCache {
    private let cache: ExpiringCache

    public init(database: SQLiteDatabase, policy: CachePolicy = CachePolicy()) {
        cache = ExpiringCache(database: database, policy: policy)
    }

    public func save(_ places: [NearbyPlace], for text: String, at date: Date) throws {
        let payload = try JSONEncoder().encode(places)
        try cache.save { db in
            try db.execute(
                sql: "INSERT OR REPLACE INTO textSearch (text, payload, fetchedAt) VALUES (?, ?, ?)",
                arguments: [Self.key(text), payload, date.timeIntervalSince1970])
        }
    }

    /// The places cached for this text, nil when none (or unreadable).
    public func places(for text: String) throws -> [NearbyPlace]? {
        let row = try cache.read { db, cutoff in
            try Row.fetchOne(
                db, sql: "SELECT payload FROM textSearch WHERE text = ? AND fetchedAt >= ?",
                arguments: [Self.key(text), cutoff])
        }
        guard let payload = row?.checkedData("payload"), payload.count <= 1_000_000 else { return nil }
        return try? JSONDecoder().decode([NearbyPlace].self, from: payload)
    }

    private static func key(_ text: String) -> String { CacheKey.text(text) }
}
