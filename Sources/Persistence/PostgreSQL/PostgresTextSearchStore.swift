import Domain
import Foundation
import NIOCore
import PostgresNIO

/// Free-text searches' answers in the shared store, by `CacheKey.text`, until the cache policy expires them (as
/// `SQLiteTextSearchStore`): Nominatim's policy asks that repeated searches be answered from a cache.
public final class PostgresTextSearchStore: TextSearchCache {
    private let store: PostgresStore
    private let policy: CachePolicy

    public init(store: PostgresStore, policy: CachePolicy = CachePolicy()) {
        self.store = store
        self.policy = policy
    }

    public func places(for text: String) async throws -> [NearbyPlace]? {
        let (key, cutoff, limit) = (CacheKey.text(text), policy.cutoff.timeIntervalSince1970, PostgresPayload.limit)
        let payload = try await store.withConnection { connection, logger in
            try await connection.query(
                """
                SELECT CASE WHEN length(payload) <= \(limit) THEN payload END FROM text_search
                WHERE text_key = \(key) AND fetched_at >= \(cutoff)
                """, logger: logger
            ).decode(ByteBuffer?.self).first { _ in true }
        }
        return PostgresPayload.decode([NearbyPlace].self, payload ?? nil)
    }

    public func save(_ places: [NearbyPlace], for text: String, at date: Date) async throws {
        let payload = try JSONEncoder().encode(places)
        let (key, fetched, cutoff) = (CacheKey.text(text), date.timeIntervalSince1970, policy.cutoff.timeIntervalSince1970)
        try await store.withTransaction { connection, logger in
            try await connection.query("DELETE FROM text_search WHERE fetched_at < \(cutoff)", logger: logger)
            try await connection.query(
                """
                INSERT INTO text_search (text_key, fetched_at, payload) VALUES (\(key), \(fetched), \(payload))
                ON CONFLICT (text_key) DO UPDATE SET fetched_at = excluded.fetched_at, payload = excluded.payload
                """, logger: logger)
        }
    }
}
