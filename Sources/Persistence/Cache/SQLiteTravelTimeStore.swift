import Domain
import Foundation
import GRDB

/// Travel times cached by origin (rounded to 4 decimals, about 10 m, as a `--changes` query's centre), place and
/// mode, for 7 days (`lifetime`): roads change slowly, and a repeated `--travel` then sends no routing request. A
/// place with no route is cached too (`seconds` NULL), so it is not asked again either.
public final class SQLiteTravelTimeStore: TravelTimeCache {
    /// How long a travel time is served.
    public static let lifetime = CacheKey.routeLifetime

    private let database: SQLiteDatabase
    private let now: @Sendable () -> Date

    public init(database: SQLiteDatabase, now: @escaping @Sendable () -> Date = { Date() }) {
        self.database = database
        self.now = now
    }

    /// The cached answers for these places: a place missing from the result was never asked (or has expired); one
    /// with `noRoute` has no route.
    public func travelTimes(from origin: Location, to placeIDs: [String], mode: TravelMode) throws -> [String: TravelTime] {
        guard !placeIDs.isEmpty else { return [:] }
        let cutoff = now().timeIntervalSince1970 - Self.lifetime
        let ids = String(decoding: try JSONEncoder().encode(placeIDs), as: UTF8.self)
        let rows = try database.read { db in
            try Row.fetchAll(
                db,
                sql: """
                    SELECT placeID, seconds, meters FROM travelTime
                    WHERE origin = ? AND mode = ? AND fetchedAt >= ? AND placeID IN (SELECT value FROM json_each(?))
                    """, arguments: [Self.key(origin), mode.rawValue, cutoff, ids])
        }
        var answers: [String: TravelTime] = [:]
        for row in rows {
            guard let placeID = row.checkedString("placeID") else { continue }
            let seconds = row.checkedInt("seconds")
            answers[placeID] =
                seconds.flatMap {
                    TravelTime.plausible(mode: mode, seconds: Double($0), meters: row.checkedInt("meters").map(Double.init))
                } ?? .noRoute(mode)
        }
        return answers
    }

    /// Saves answers (`noRoute` too), and forgets those past their lifetime.
    public func save(_ answers: [String: TravelTime], from origin: Location, mode: TravelMode) throws {
        guard !answers.isEmpty else { return }
        let date = now().timeIntervalSince1970
        try database.write { db in
            try db.execute(sql: "DELETE FROM travelTime WHERE fetchedAt < ?", arguments: [date - Self.lifetime])
            let statement = try db.cachedStatement(
                sql:
                    "INSERT OR REPLACE INTO travelTime (origin, placeID, mode, seconds, meters, fetchedAt) VALUES (?, ?, ?, ?, ?, ?)"
            )
            for (placeID, time) in answers {
                try statement.execute(arguments: [
                    Self.key(origin), placeID, mode.rawValue, time.seconds, time.meters, date,
                ])
            }
        }
    }

    static func key(_ origin: Location) -> String { CacheKey.origin(origin) }
}
