import Domain
import Foundation
import NIOCore
import PostgresNIO

/// Routes in the shared store, keyed and kept as `SQLiteRouteStore` keeps them (`CacheKey`, 7 days, "no route" as a
/// NULL payload); a payload over the cap, that does not decode or is not plausible is a miss.
public final class PostgresRouteStore: RouteCache {
    private let store: PostgresStore
    private let now: @Sendable () -> Date

    public init(store: PostgresStore, now: @escaping @Sendable () -> Date = { Date() }) {
        self.store = store
        self.now = now
    }

    public func route(from origin: Location, to destination: Location, mode: TravelMode) async throws -> CachedRoute? {
        let cutoff = now().timeIntervalSince1970 - CacheKey.routeLifetime
        let (from, to, limit) = (CacheKey.point(origin, 4), CacheKey.point(destination, 5), PostgresPayload.limit)
        let row = try await store.withConnection { connection, logger in
            try await connection.query(
                """
                SELECT payload IS NULL, CASE WHEN length(payload) <= \(limit) THEN payload END FROM route
                WHERE origin = \(from) AND destination = \(to) AND mode = \(mode.rawValue) AND fetched_at >= \(cutoff)
                """, logger: logger
            ).decode((Bool, ByteBuffer?).self).first { _ in true }
        }
        guard let (none, payload) = row else { return nil }
        if none { return .noRoute }
        guard let stored = PostgresPayload.decode(StoredRoute.self, payload) else { return nil }
        return stored.route(mode).map(CachedRoute.route)
    }

    public func save(_ route: Route?, from origin: Location, to destination: Location, mode: TravelMode) async throws {
        let date = now().timeIntervalSince1970
        let payload = try route.map { try JSONEncoder().encode(StoredRoute($0)) }
        let (from, to) = (CacheKey.point(origin, 4), CacheKey.point(destination, 5))
        try await store.withTransaction { connection, logger in
            try await connection.query(
                "DELETE FROM route WHERE fetched_at < \(date - CacheKey.routeLifetime)", logger: logger)
            try await connection.query(
                """
                INSERT INTO route (origin, destination, mode, fetched_at, payload)
                VALUES (\(from), \(to), \(mode.rawValue), \(date), \(payload))
                ON CONFLICT (origin, destination, mode) DO UPDATE SET fetched_at = excluded.fetched_at, payload = excluded.payload
                """, logger: logger)
        }
    }
}
