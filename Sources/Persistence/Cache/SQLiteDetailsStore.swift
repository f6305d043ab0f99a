import Domain
import Foundation
import GRDB

/// Cached place details in SQLite, served offline until they expire.
public final class SQLiteDetailsStore: GetPlaceDetailsService, PlaceDetailsCache {
    private let cache: ExpiringCache

    public init(database: SQLiteDatabase, policy: CachePolicy = CachePolicy()) {
        cache = ExpiringCache(database: database, policy: policy)
    }

    public func save(_ details: PlaceDetails, at date: Date) async throws {
        let payload = try JSONEncoder().encode(details)
        try cache.save { db in
            try db.execute(
                sql: "INSERT OR REPLACE INTO placeDetails (placeID, payload, fetchedAt) VALUES (?, ?, ?)",
                arguments: [details.placeID, payload, date.timeIntervalSince1970])
            try db.execute(sql: "INSERT OR IGNORE INTO knownPlace (placeID) VALUES (?)", arguments: [details.placeID])
        }
    }

    public func getPlaceDetails(placeID: String) async throws -> PlaceDetails {
        let row = try cache.read { db, cutoff in
            try Row.fetchOne(
                db, sql: "SELECT payload, fetchedAt FROM placeDetails WHERE placeID = ? AND fetchedAt >= ?",
                arguments: [placeID, cutoff])
        }
        guard let row, let payload = row.checkedData("payload"), let fetchedAt = row.checkedDate("fetchedAt"),
            let details = try? JSONDecoder().decode(PlaceDetails.self, from: payload)
        else {
            throw ServiceError(.notFound, "no cached details for \(placeID)")
        }
        return details.cached(at: fetchedAt)
    }
}
