import Domain
import Foundation
import PostgresNIO

/// Travel times in the shared store, keyed and kept as `SQLiteTravelTimeStore` keeps them (origin to ~10 m, place,
/// mode; 7 days; "no route" as NULL seconds).
public final class PostgresTravelTimeStore: TravelTimeCache {
    private let store: PostgresStore
    private let now: @Sendable () -> Date

    public init(store: PostgresStore, now: @escaping @Sendable () -> Date = { Date() }) {
        self.store = store
        self.now = now
    }

    public func travelTimes(from origin: Location, to placeIDs: [String], mode: TravelMode) async throws
        -> [String: TravelTime]
    {
        guard !placeIDs.isEmpty else { return [:] }
        let (key, cutoff) = (CacheKey.origin(origin), now().timeIntervalSince1970 - CacheKey.routeLifetime)
        let rows = try await store.withConnection { connection, logger in
            var rows: [(String, Int?, Int?)] = []
            for try await row in try await connection.query(
                """
                SELECT place_id, seconds, meters FROM travel_time
                WHERE origin = \(key) AND mode = \(mode.rawValue) AND fetched_at >= \(cutoff) AND place_id = ANY(\(placeIDs))
                """, logger: logger
            ).decode((String, Int?, Int?).self) {
                rows.append(row)
            }
            return rows
        }
        var answers: [String: TravelTime] = [:]
        for (placeID, seconds, meters) in rows {
            answers[placeID] =
                seconds.flatMap { TravelTime.plausible(mode: mode, seconds: Double($0), meters: meters.map(Double.init)) }
                ?? .noRoute(mode)
        }
        return answers
    }

    public func save(_ answers: [String: TravelTime], from origin: Location, mode: TravelMode) async throws {
        guard !answers.isEmpty else { return }
        let (key, date) = (CacheKey.origin(origin), now().timeIntervalSince1970)
        let ids = Array(answers.keys)
        // Unknown as -1 (arrays bound to a statement hold no NULL), NULL again in SQL.
        let seconds = ids.map { answers[$0]?.seconds ?? -1 }
        let meters = ids.map { answers[$0]?.meters ?? -1 }
        try await store.withTransaction { connection, logger in
            try await connection.query(
                "DELETE FROM travel_time WHERE fetched_at < \(date - CacheKey.routeLifetime)", logger: logger)
            // One statement for every place: the three arrays side by side.
            try await connection.query(
                """
                INSERT INTO travel_time (origin, mode, fetched_at, place_id, seconds, meters)
                SELECT \(key), \(mode.rawValue), \(date), id, nullif(s, -1), nullif(m, -1)
                FROM unnest(\(ids)::text[], \(seconds)::integer[], \(meters)::integer[]) AS row(id, s, m)
                ON CONFLICT (origin, mode, place_id) DO UPDATE
                SET fetched_at = excluded.fetched_at, seconds = excluded.seconds, meters = excluded.meters
                """, logger: logger)
        }
    }
}
