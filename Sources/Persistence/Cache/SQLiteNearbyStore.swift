import Domain
import Foundation
import GRDB

/// Cached nearby places in SQLite. As a `SearchNearbyCache` it saves what a search returned, with the query;
/// as a `SearchNearbyService` it answers a whole query (filters, order, limit) from every place seen and not
/// expired, in SQL (`NearbyCacheQuery`): only the rows shown are decoded.
public final class SQLiteNearbyStore: SearchNearbyService, SearchNearbyCache {
    private let cache: ExpiringCache

    public init(database: SQLiteDatabase, policy: CachePolicy = CachePolicy()) {
        cache = ExpiringCache(database: database, policy: policy)
    }

    public func save(_ places: [NearbyPlace], at date: Date) async throws {
        try cache.save { db in
            var writer = try PlaceRowWriter(db, fetchedAt: date, places: places.count)
            for place in places {
                try writer.write(place)
            }
            try writer.finish()
        }
    }

    /// The places seen: no cap applies (what was never seen cannot be told apart from what does not exist).
    public func searchNearby(_ query: NearbySearchQuery) async throws -> NearbySearchResult {
        let hours = OpenNowClock(now: cache.policy.now())
        return NearbySearchResult(
            places: try cache.read { db, cutoff in try NearbyCacheQuery.places(query, cutoff: cutoff, hours: hours, db) })
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
    /// The columns `place(_:hours:)` reads, in the order of `PlaceColumn`.
    static let columns = """
        placeID, name, latitude, longitude, fetchedAt, photoReference, photoWidth, photoHeight, attributes, isOpen, rating, \
        userRatingsTotal, priceLevel, address, businessStatus, types, category
        """

    /// The index of each of `columns`.
    private enum PlaceColumn: Int32 {
        case placeID, name, latitude, longitude, fetchedAt, photoReference, photoWidth, photoHeight, attributes, isOpen
        case rating, userRatingsTotal, priceLevel, address, businessStatus, types, category
    }

    static func place(_ row: CurrentRow, hours: OpenNowClock) -> NearbyPlace? {
        func string(_ column: PlaceColumn) -> String? { row.string(column.rawValue) }
        func double(_ column: PlaceColumn) -> Double? { row.double(column.rawValue) }
        func int(_ column: PlaceColumn) -> Int? { row.int(column.rawValue) }
        guard let placeID = string(.placeID), let name = string(.name), let latitude = double(.latitude),
            let longitude = double(.longitude), let location = Location(latitude: latitude, longitude: longitude),
            let fetchedAt = row.date(PlaceColumn.fetchedAt.rawValue)
        else { return nil }
        let photo = string(.photoReference).map {
            Photo(reference: $0, width: Plausible.pixels(int(.photoWidth)), height: Plausible.pixels(int(.photoHeight)))
        }
        let attributes = attributes(string(.attributes))
        let isOpen: Bool? =
            if let attributes, attributes.hasHours {
                hours.isOpen(attributes, at: location)
            } else {
                row.bool(PlaceColumn.isOpen.rawValue)
            }
        return NearbyPlace(
            placeID: placeID, name: name, location: location, rating: Plausible.rating(double(.rating)),
            userRatingsTotal: Plausible.count(int(.userRatingsTotal)), isOpen: isOpen,
            priceLevel: int(.priceLevel).flatMap(PriceLevel.init), address: string(.address),
            businessStatus: string(.businessStatus).flatMap(BusinessStatus.init(rawValue:)) ?? .unknown,
            photo: photo, cachedAt: fetchedAt, types: string(.types).map { $0.split(separator: ",").map(String.init) },
            category: string(.category).flatMap { $0.count <= 80 ? $0 : nil }, attributes: attributes)
    }
}
