import Domain
import Foundation
import GRDB

/// Routes cached by origin (rounded to 4 decimals, about 10 m, as travel times), destination (5 decimals, about 1 m)
/// and mode, for 7 days (`lifetime`), like travel times: a repeated `route`, or many assistants asking the same one,
/// send one routing request. "No route" is cached too (`payload` NULL). A stored route that does not decode, or is
/// not plausible, is a miss: asked again, never shown.
public final class SQLiteRouteStore: RouteCache {
    /// How long a route is served.
    public static let lifetime = CacheKey.routeLifetime
    /// The largest payload read back (a route across a continent with its every point is about 1 MB).
    static let payloadLimit = 4 << 20

    private let database: SQLiteDatabase
    private let now: @Sendable () -> Date

    public init(database: SQLiteDatabase, now: @escaping @Sendable () -> Date = { Date() }) {
        self.database = database
        self.now = now
    }

    /// The cached answer for the trip; nil when never asked, expired or unreadable.
    public func route(from origin: Location, to destination: Location, mode: TravelMode) throws -> CachedRoute? {
        let cutoff = now().timeIntervalSince1970 - Self.lifetime
        let row = try database.read { db in
            try Row.fetchOne(
                db,
                sql: """
                    SELECT payload, payload IS NULL AS none FROM route
                    WHERE origin = ? AND destination = ? AND mode = ? AND fetchedAt >= ?
                    """, arguments: [Self.key(origin, 4), Self.key(destination, 5), mode.rawValue, cutoff])
        }
        guard let row else { return nil }
        if row.checkedInt("none") == 1 { return .noRoute }
        guard let payload = row["payload"] as Data?, payload.count <= Self.payloadLimit,
            let stored = try? JSONDecoder().decode(StoredRoute.self, from: payload)
        else { return nil }
        return stored.route(mode).map(CachedRoute.route)
    }

    /// Saves the answer (nil: no route), and forgets those past their lifetime.
    public func save(_ route: Route?, from origin: Location, to destination: Location, mode: TravelMode) throws {
        let date = now().timeIntervalSince1970
        let payload = try route.map { try JSONEncoder().encode(StoredRoute($0)) }
        try database.write { db in
            try db.execute(sql: "DELETE FROM route WHERE fetchedAt < ?", arguments: [date - Self.lifetime])
            try db.execute(
                sql: "INSERT OR REPLACE INTO route (origin, destination, mode, payload, fetchedAt) VALUES (?, ?, ?, ?, ?)",
                arguments: [Self.key(origin, 4), Self.key(destination, 5), mode.rawValue, payload, date])
        }
    }

    private static func key(_ location: Location, _ decimals: Int) -> String { CacheKey.point(location, decimals) }
}
