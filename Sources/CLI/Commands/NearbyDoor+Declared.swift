import Domain

extension NearbyDoor {
    /// An argument the door reads, declared once: its name, kind, limits and meaning (the MCP server's schema for
    /// `nearby` is made from these, and the door refuses any other name).
    public struct Declared: Sendable {
        public enum Kind: Sendable {
            case integer(ClosedRange<Int>)
            case number(ClosedRange<Double>)
            case text(maxLength: Int, choices: [String]? = nil, pattern: String? = nil)
            case flag
            case list([String])
        }

        public let name: String
        public let kind: Kind
        public let meaning: String
    }

    /// Every argument, in the order a front end lists them.
    public static let declared: [Declared] = [
        .init(name: "latitude", kind: .number(-90...90), meaning: "Latitude of the centre, in decimal degrees (with longitude)"),
        .init(
            name: "longitude", kind: .number(-180...180), meaning: "Longitude of the centre, in decimal degrees (with latitude)"),
        .init(
            name: "near", kind: .text(maxLength: 200),
            meaning: "Search near the first place this text finds, e.g. 'Gare de Dijon'"),
        .init(name: "radius", kind: .integer(NearbySearchQuery.radiusRange), meaning: "Search radius in metres"),
        .init(name: "stars", kind: .number(NearbySearchQuery.ratingRange), meaning: "Minimum rating, 0 to 5"),
        .init(name: "limit", kind: .integer(NearbySearchQuery.limitRange), meaning: "At most this many places"),
        .init(
            name: "sort", kind: .text(maxLength: 200, choices: NearbySortOrder.allCases.map(\.rawValue)),
            meaning: "How the answer is ordered"),
        .init(
            name: "kinds", kind: .list(PlaceKind.allCases.map(\.rawValue)), meaning: "What to list (default: restaurants)"),
        .init(
            name: "cuisine", kind: .text(maxLength: 200, choices: Cuisine.offered.map(\.rawValue)),
            meaning: "Only restaurants of this cuisine"),
        .init(name: "open_now", kind: .flag, meaning: "Only places open now"),
        .init(
            name: "price", kind: .text(maxLength: 3, pattern: "^[0-4](-[0-4])?$"),
            meaning:
                "Price levels, one or a range: 0 free ... 4 very expensive, e.g. '2' or '1-2'; places without a price are left out"
        ),
        .init(
            name: "diets", kind: .list(Diet.allCases.map(\.rawValue)),
            meaning:
                "Only places that serve these diets: OpenStreetMap's tags; on Google and Foursquare, which tag no diets, vegan or vegetarian restaurants (the others: provider osm or all)"
        ),
        .init(
            name: "wheelchair", kind: .flag, meaning: "Only places that can be entered in a wheelchair (OpenStreetMap's tags)"),
        .init(name: "outdoor_seating", kind: .flag, meaning: "Only places with seats outside (OpenStreetMap's tags)"),
        .init(
            name: "travel", kind: .text(maxLength: 200, choices: TravelMode.allCases.map(\.rawValue)),
            meaning: "Add each place's travel time from the centre"),
        .init(
            name: "max_travel_minutes", kind: .integer(maxTravelMinutes),
            meaning: "Only places reachable within this many minutes (travel, walking unless given)"),
        .init(
            name: "provider", kind: .text(maxLength: 100), meaning: "google, foursquare, osm, a comma list of them, or all"),
        .init(name: "offline", kind: .flag, meaning: "Answer from the cache only (no network)"),
    ]
}
