import Domain
import Foundation
import NIOCore
import PostgresNIO

/// Place details in the shared store, served when the provider cannot be asked until the cache policy expires them
/// (as `SQLiteDetailsStore`).
public final class PostgresDetailsStore: PlaceDetailsStore {
    private let store: PostgresStore
    private let policy: CachePolicy

    public init(store: PostgresStore, policy: CachePolicy = CachePolicy()) {
        self.store = store
        self.policy = policy
    }

    public func save(_ details: PlaceDetails, at date: Date) async throws {
        let payload = try JSONEncoder().encode(details)
        let (fetched, cutoff) = (date.timeIntervalSince1970, policy.cutoff.timeIntervalSince1970)
        try await store.withTransaction { connection, logger in
            try await connection.query("DELETE FROM place_details WHERE fetched_at < \(cutoff)", logger: logger)
            try await connection.query(
                """
                INSERT INTO place_details (place_id, fetched_at, payload) VALUES (\(details.placeID), \(fetched), \(payload))
                ON CONFLICT (place_id) DO UPDATE SET fetched_at = excluded.fetched_at, payload = excluded.payload
                """, logger: logger)
        }
    }

    public func getPlaceDetails(placeID: String) async throws -> PlaceDetails {
        let (cutoff, limit) = (policy.cutoff.timeIntervalSince1970, PostgresPayload.limit)
        let row = try await store.withConnection { connection, logger in
            try await connection.query(
                """
                SELECT CASE WHEN length(payload) <= \(limit) THEN payload END, fetched_at FROM place_details
                WHERE place_id = \(placeID) AND fetched_at >= \(cutoff)
                """, logger: logger
            ).decode((ByteBuffer?, Double).self).first { _ in true }
        }
        guard let (payload, fetchedAt) = row, fetchedAt.isFinite,
            let details = PostgresPayload.decode(PlaceDetails.self, payload)
        else {
            throw ServiceError(.notFound, "no cached details for \(placeID)")
        }
        return details.cached(at: Date(timeIntervalSince1970: fetchedAt))
    }
}
