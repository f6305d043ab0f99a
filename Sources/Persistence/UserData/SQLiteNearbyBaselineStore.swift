import Domain
import Foundation
import GRDB

/// The answers recorded by `nearby --changes`, one per query, in the user-data database. A recorded answer is read
/// back as untrusted as any other row: one that does not decode is no baseline (the next run records a new one),
/// and numbers out of their range are unknown.
public final class SQLiteNearbyBaselineStore: NearbyBaselineStore {
    /// More than any answer holds (60 places); a larger blob is not read.
    static let maxBytes = 1 << 20

    private let database: SQLiteDatabase

    public init(database: SQLiteDatabase) {
        self.database = database
    }

    public func baseline(for key: String) throws -> [NearbyPlace]? {
        let data = try database.read { db in
            try Row.fetchOne(db, sql: "SELECT places FROM nearbyBaseline WHERE queryKey = ?", arguments: [key])?
                .checkedData("places")
        }
        guard let data, data.count <= Self.maxBytes, let places = try? JSONDecoder().decode([NearbyPlace].self, from: data)
        else { return nil }
        return places.map(Self.plausible)
    }

    public func record(_ places: [NearbyPlace], for key: String, at date: Date) throws {
        let data = try JSONEncoder().encode(places)
        try database.write { db in
            try db.execute(
                sql: "INSERT OR REPLACE INTO nearbyBaseline (queryKey, places, recordedAt) VALUES (?, ?, ?)",
                arguments: [key, data, date.timeIntervalSince1970])
        }
    }

    private static func plausible(_ place: NearbyPlace) -> NearbyPlace {
        NearbyPlace(
            placeID: place.placeID, name: place.name, location: place.location, rating: Plausible.rating(place.rating),
            userRatingsTotal: Plausible.count(place.userRatingsTotal), isOpen: place.isOpen, priceLevel: place.priceLevel,
            address: place.address, businessStatus: place.businessStatus, photo: nil, cachedAt: nil)
    }
}
