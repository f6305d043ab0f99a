import Domain
import Foundation
import GRDB

/// Cached nearby places in SQLite. As a `SearchNearbyCache` it saves what a search returned, with the query;
/// as a `SearchNearbyService` it answers a whole query (filters, order, limit) from every place seen and not
/// expired, in SQL (`NearbyCacheQuery`): only the rows shown are decoded.
public final class SQLiteNearbyStore: SearchNearbyService, SearchNearbyCache {
    private let database: SQLiteDatabase
    private let policy: CachePolicy

    public init(database: SQLiteDatabase, policy: CachePolicy = CachePolicy()) {
        self.database = database
        self.policy = policy
    }

    public func save(_ places: [NearbyPlace], at date: Date) async throws {
        let encoder = JSONEncoder()  // one for every place's attributes (OpenStreetMap's: thousands a city)
        try CachePurge.saving(in: database, policy: policy) { db in
            for place in places {
                try Self.upsert(place, fetchedAt: date, encoder: encoder, db)
            }
        }
    }

    /// The places seen: no cap applies (what was never seen cannot be told apart from what does not exist).
    public func searchNearby(_ query: NearbySearchQuery) async throws -> NearbySearchResult {
        let cutoff = policy.cutoff.timeIntervalSince1970
        let hours = OpenNowClock(now: policy.now(), timeZone: .current)
        return NearbySearchResult(
            places: try database.read { db in try NearbyCacheQuery.places(query, cutoff: cutoff, hours: hours, db) })
    }

    /// Saves `place`. Its R*Tree entry is written only when the place is new or has moved (`relocated`, worked out by
    /// the upsert from the row it replaces): a search repeated (a cron job's, the common case) writes the `place` rows
    /// alone, and never opens the R*Tree (connecting to it prepares 9 statements of its own).
    static func upsert(_ place: NearbyPlace, fetchedAt: Date, encoder: JSONEncoder, _ db: Database) throws {
        // A row, not `Int64.fetchOne`: its generic cursor costs the runtime a conformance search on every run.
        // In DO UPDATE, a bare column is the row's value before this save, `excluded.` the one being saved.
        let saved = try Row.fetchOne(
            db.cachedStatement(
                sql: """
                    INSERT INTO place (placeID, name, latitude, longitude, rating, userRatingsTotal, isOpen, priceLevel, address,
                                       businessStatus, photoReference, photoWidth, photoHeight, fetchedAt, types, category,
                                       kind, attributes, relocated)
                    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 1)
                    ON CONFLICT(placeID) DO UPDATE SET name = excluded.name, latitude = excluded.latitude,
                        longitude = excluded.longitude, rating = excluded.rating, userRatingsTotal = excluded.userRatingsTotal,
                        isOpen = excluded.isOpen, priceLevel = excluded.priceLevel, address = excluded.address,
                        businessStatus = excluded.businessStatus, photoReference = excluded.photoReference,
                        photoWidth = excluded.photoWidth, photoHeight = excluded.photoHeight, fetchedAt = excluded.fetchedAt,
                        types = excluded.types, category = excluded.category, kind = excluded.kind,
                        attributes = excluded.attributes,
                        relocated = latitude IS NOT excluded.latitude OR longitude IS NOT excluded.longitude
                    RETURNING id, relocated
                    """),
            arguments: [
                place.placeID, place.name, place.location.latitude, place.location.longitude, place.rating,
                place.userRatingsTotal,
                place.isOpen, place.priceLevel?.value, place.address, place.businessStatus.rawValue, place.photo?.reference,
                place.photo?.width, place.photo?.height, fetchedAt.timeIntervalSince1970,
                place.types.map { "," + $0.joined(separator: ",") + "," }, place.category,
                Self.kind(of: place.types),
                place.attributes.flatMap { try? String(decoding: encoder.encode($0), as: UTF8.self) },
            ])
        guard let saved, let id = saved.checkedInt64("id"), saved.checkedInt64("relocated") != 0 else { return }
        let (latitude, longitude) = (place.location.latitude, place.location.longitude)
        try db.cachedStatement(
            sql:
                "INSERT OR REPLACE INTO placeGeo (id, minLatitude, maxLatitude, minLongitude, maxLongitude) VALUES (?, ?, ?, ?, ?)"
        ).execute(arguments: [id, latitude, latitude, longitude, longitude])
        try db.cachedStatement(sql: "INSERT OR IGNORE INTO knownPlace (placeID) VALUES (?)").execute(arguments: [place.placeID])
    }

    /// The kind saved with a place (`NearbyCacheQuery` filters on it): NULL when no specific type is known (kept for
    /// every kind, as online), "" when it is of no kind.
    static func kind(of types: [String]?) -> String? {
        guard PlaceKind.primaryType(of: types) != nil else { return nil }
        return PlaceKind.of(types: types)?.rawValue ?? ""
    }

    /// Attributes read back: nil unless the JSON decodes (`Plausible.attributes`).
    static func attributes(_ text: String?) -> PlaceAttributes? {
        guard let text, text.utf8.count <= 4_096,
            let attributes = try? JSONDecoder().decode(PlaceAttributes.self, from: Data(text.utf8))
        else { return nil }
        return Plausible.attributes(attributes)
    }

    /// A row read back without trusting it: one missing a required value is skipped; an optional value out of
    /// its domain is unknown. A place with opening hours as written (OpenStreetMap's) is open or not at the time of
    /// asking (`hours`), not at the time it was fetched.
    static func place(_ row: Row, hours: OpenNowClock) -> NearbyPlace? {
        guard let placeID = row.checkedString("placeID"), let name = row.checkedString("name"),
            let latitude = row.checkedDouble("latitude"), let longitude = row.checkedDouble("longitude"),
            let location = Location(latitude: latitude, longitude: longitude), let fetchedAt = row.checkedDate("fetchedAt")
        else { return nil }
        let photo = row.checkedString("photoReference").map {
            Photo(
                reference: $0, width: Plausible.pixels(row.checkedInt("photoWidth")),
                height: Plausible.pixels(row.checkedInt("photoHeight")))
        }
        let attributes = attributes(row.checkedString("attributes"))
        let isOpen: Bool? =
            if let attributes, attributes.openingHours != nil {
                hours.isOpen(attributes, at: location)
            } else {
                row.checkedBool("isOpen")
            }
        return NearbyPlace(
            placeID: placeID, name: name, location: location, rating: Plausible.rating(row.checkedDouble("rating")),
            userRatingsTotal: Plausible.count(row.checkedInt("userRatingsTotal")), isOpen: isOpen,
            priceLevel: row.checkedInt("priceLevel").flatMap(PriceLevel.init), address: row.checkedString("address"),
            businessStatus: row.checkedString("businessStatus").flatMap(BusinessStatus.init(rawValue:)) ?? .unknown,
            photo: photo, cachedAt: fetchedAt,
            types: row.checkedString("types").map { $0.split(separator: ",").map(String.init) },
            category: row.checkedString("category").flatMap { $0.count <= 80 ? $0 : nil },
            attributes: attributes)
    }
}
