import Domain

/// The documented machine-readable shape of a nearby row (JSON, NDJSON, CSV and GeoJSON share it). Each provider's
/// rating and id are keyed by the provider's name (`ratings.google`, `placeIDs.foursquare`); CSV keeps its columns
/// for Google's and Foursquare's where they always were, then `kind`, `type` and `category` (what the place is),
/// adds `<name>Rating` and `<name>PlaceID` for each provider registered after them, then the map data (`diets`,
/// `wheelchair`, `outdoorSeating`, `openingHours`: OpenStreetMap's) and `attribution`, the credit a provider's licence
/// asks for (null when none does), `travelMode,travelSeconds,travelMeters` (`--travel`; JSON's `travel`) and
/// `detourSeconds` (`--along`, when the provider says), then `opensAt` or `closesAt` (UTC), the next change the hours as
/// written say, within a week, and `openAt` (UTC), the moment `--open-at` judged the place open at, in its own zone.
public struct NearbyPlaceRecord: LocatedRecord {
    public static func csvColumns(providers: [PlacesProvider]) -> [CSVColumn] {
        baseColumns + providerColumns(providers) + attributeColumns
    }

    /// Map data (OpenStreetMap's tags) and the credit its licence asks for, after every provider's columns.
    public static let attributeColumns =
        ["diets", "wheelchair", "outdoorSeating", "openingHours", "attribution"].map { CSVColumn($0) } + [
            CSVColumn("travelMode", at: "travel.mode"), CSVColumn("travelSeconds", at: "travel.seconds"),
            CSVColumn("travelMeters", at: "travel.meters"), CSVColumn("detourSeconds"), CSVColumn("opensAt"),
            CSVColumn("closesAt"), CSVColumn("openAt"),
        ]

    /// The rating and id columns of the providers registered after Google and Foursquare.
    public static func providerColumns(_ providers: [PlacesProvider]) -> [CSVColumn] {
        providers.filter { ![.google, .foursquare].contains($0) }.flatMap { provider in
            [
                CSVColumn(provider.rawValue + "Rating", at: "ratings." + provider.rawValue),
                CSVColumn(provider.rawValue + "PlaceID", at: "placeIDs." + provider.rawValue),
            ]
        }
    }

    public static let baseColumns: [CSVColumn] =
        [
            "placeID", "name", "rating", "userRatingsTotal", "distanceMeters", "latitude", "longitude", "isOpen",
            "priceLevel", "address", "cachedAt", "provider", "sources",
        ].map { CSVColumn($0) } + [
            CSVColumn("googleRating", at: "ratings.google"), CSVColumn("foursquareRating", at: "ratings.foursquare"),
            CSVColumn("googlePlaceID", at: "placeIDs.google"), CSVColumn("foursquarePlaceID", at: "placeIDs.foursquare"),
            CSVColumn("kind"), CSVColumn("type"), CSVColumn("category"),
        ]

    public let row: NearbyPlaceViewModel

    public init(row: NearbyPlaceViewModel) {
        self.row = row
    }

    public var coordinates: (latitude: Double, longitude: Double)? { (row.latitude, row.longitude) }

    public var fields: [(String, RecordValue)] {
        [
            ("placeID", .text(row.placeID)), ("name", .text(row.name)), ("rating", .number(row.rating)),
            ("userRatingsTotal", .integer(row.userRatingsTotal)), ("distanceMeters", .integer(row.distanceMeters)),
            ("latitude", .number(row.latitude)), ("longitude", .number(row.longitude)), ("isOpen", .flag(row.isOpen)),
            ("priceLevel", .integer(row.priceLevel)), ("address", .text(row.address)),
            ("cachedAt", .text(row.cachedAt.map(ISO8601.string))),
            ("provider", .text(PlacesProvider.of(placeID: row.placeID).rawValue)),
            ("sources", .texts(row.sources.map(\.provider.rawValue))),
            ("ratings", .object(row.sources.map { ($0.provider.rawValue, .number($0.rating)) })),
            ("placeIDs", .object(row.sources.map { ($0.provider.rawValue, .text($0.placeID)) })),
            ("kind", .text(row.kind)), ("type", .text(row.type)), ("category", .text(row.category)),
            ("diets", .texts(row.attributes?.diets.map(\.rawValue) ?? [])),
            ("wheelchair", .flag(row.attributes?.wheelchair)), ("outdoorSeating", .flag(row.attributes?.outdoorSeating)),
            ("openingHours", .text(row.attributes?.openingHours)),
            ("opensAt", .text(row.opensAt.map(ISO8601.string))), ("closesAt", .text(row.closesAt.map(ISO8601.string))),
            ("openAt", .text(row.openAt.map(ISO8601.string))),
            ("attribution", .text(row.attributions.isEmpty ? nil : row.attributions.joined(separator: "; "))),
            ("travel", Self.travel(row.travel)), ("detourSeconds", .integer(row.detourSeconds)),
            // Last, so that a CSV's earlier columns keep their places: the name in the reader's language
            // (OpenStreetMap's `name:fr`), when it differs from `name`.
            ("localName", .text(row.attributes?.localName)),
            // Last too: the place's time zone (IANA), where its provider or its map data says; its hours are read there.
            ("timeZone", .text(row.attributes?.ownZone?.identifier)),
        ]
    }

    /// `{mode, seconds, meters}` from the centre; null when not asked (`--travel`) or when no route exists.
    public static func travel(_ travel: TravelTime?) -> RecordValue {
        guard let travel, travel.seconds != nil else { return .text(nil) }
        return .object([
            ("mode", .text(travel.mode.rawValue)), ("seconds", .integer(travel.seconds)), ("meters", .integer(travel.meters)),
        ])
    }
}
