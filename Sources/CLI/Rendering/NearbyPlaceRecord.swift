import Domain
import Presentation

/// The documented machine-readable shape of a nearby row (JSON, NDJSON and CSV share it).
/// Keys are stable: add, never rename or remove.
struct NearbyPlaceRecord: Encodable {
    static let csvColumns = [
        "placeID", "name", "rating", "userRatingsTotal", "distanceMeters", "latitude", "longitude", "isOpen",
        "priceLevel", "address", "cachedAt", "provider", "sources", "googleRating", "foursquareRating", "googlePlaceID",
        "foursquarePlaceID",
    ]

    let row: NearbyPlaceViewModel

    enum CodingKeys: String, CodingKey {
        case placeID, name, rating, userRatingsTotal, distanceMeters, latitude, longitude, isOpen, priceLevel, address, cachedAt
        case provider, sources, ratings, placeIDs
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(row.placeID, forKey: .placeID)
        try container.encode(row.name, forKey: .name)
        try container.encode(row.rating, forKey: .rating)
        try container.encode(row.userRatingsTotal, forKey: .userRatingsTotal)
        try container.encode(row.distanceMeters, forKey: .distanceMeters)
        try container.encode(row.latitude, forKey: .latitude)
        try container.encode(row.longitude, forKey: .longitude)
        try container.encode(row.isOpen, forKey: .isOpen)
        try container.encode(row.priceLevel, forKey: .priceLevel)
        try container.encode(row.address, forKey: .address)
        try container.encode(row.cachedAt.map(ISO8601.string), forKey: .cachedAt)
        try container.encode(PlacesProvider.of(placeID: row.placeID).rawValue, forKey: .provider)
        try container.encode(row.sources.map(\.provider.rawValue), forKey: .sources)
        var ratings = container.nestedContainer(keyedBy: ProviderKey.self, forKey: .ratings)
        var placeIDs = container.nestedContainer(keyedBy: ProviderKey.self, forKey: .placeIDs)
        for source in row.sources {
            try ratings.encode(source.rating, forKey: ProviderKey(source.provider))
            try placeIDs.encode(source.placeID, forKey: ProviderKey(source.provider))
        }
    }

    /// A provider's name as a JSON key (`ratings.google`, `placeIDs.foursquare`).
    private struct ProviderKey: CodingKey {
        let stringValue: String
        var intValue: Int? { nil }

        init(_ provider: PlacesProvider) { stringValue = provider.rawValue }
        init?(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    var csvCells: [String] {
        [
            row.placeID, row.name, row.rating.map { "\($0)" } ?? "", row.userRatingsTotal.map(String.init) ?? "",
            String(row.distanceMeters), "\(row.latitude)", "\(row.longitude)", row.isOpen.map { "\($0)" } ?? "",
            row.priceLevel.map(String.init) ?? "", row.address ?? "", row.cachedAt.map(ISO8601.string) ?? "",
            PlacesProvider.of(placeID: row.placeID).rawValue,
            row.sources.map(\.provider.rawValue).joined(separator: ";"),
            source(.google)?.rating.map { "\($0)" } ?? "", source(.foursquare)?.rating.map { "\($0)" } ?? "",
            source(.google)?.placeID ?? "", source(.foursquare)?.placeID ?? "",
        ]
    }

    private func source(_ provider: PlacesProvider) -> ProviderRating? {
        row.sources.first { $0.provider == provider }
    }
}
