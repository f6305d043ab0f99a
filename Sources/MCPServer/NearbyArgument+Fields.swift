import Domain
import Presentation

extension NearbyArgument {
    /// The arguments an assistant gives for a value of the search; none for one not offered (the command line's own).
    static func arguments(for field: NearbyField) -> [NearbyArgument] {
        let described = { (name: String, kind: Kind, meaning: String) in
            NearbyArgument(name: name, kind: kind, meaning: meaning, field: field)
        }
        switch field {
        case .location:
            return [
                described("latitude", .number(-90...90), "Centre latitude (with longitude)"),
                described("longitude", .number(-180...180), "Centre longitude (with latitude)"),
            ]
        case .near:
            return [
                described("near", .text(maxLength: 200), "Search near the place this finds, e.g. 'Gare de Dijon'")
            ]
        case .radius:
            return [
                described(
                    "radius", .positive(upTo: Double(NearbySearchQuery.radiusRange.upperBound)),
                    "Search radius in radius_unit; 1 m to 50 km"),
                described(
                    "radius_unit", .text(maxLength: 2, choices: ["m", "km", "mi", "ft"]),
                    "Unit of radius (default m)"),
            ]
        case .stars: return [described("stars", .number(NearbySearchQuery.ratingRange), "Minimum rating, 0 to 5")]
        case .limit: return [described("limit", .integer(NearbySearchQuery.limitRange), "At most this many places")]
        case .sort:
            let orders = NearbySortOrder.allCases.map(\.rawValue)
            return [described("sort", .text(maxLength: 200, choices: orders), "Order of the answer")]
        case .openNow: return [described("open_now", .flag, "Only places open now")]
        case .openAt:
            return [
                described(
                    "open_at", .text(maxLength: 40),
                    "Only places open then, on each one's clock: '21:30', 'sun 12:00', 'tomorrow 12:30' or ISO 8601"
                )
            ]
        case .openOnArrival:
            return [
                described(
                    "open_on_arrival", .flag,
                    "Only places open on arrival: now (or open_at) plus travel time; osm and google"
                )
            ]
        case .stay:
            return [
                described(
                    "stay", .text(maxLength: 20),
                    "With open_on_arrival: open this long after arriving, e.g. '45m'")
            ]
        case .price:
            return [
                described(
                    "price", .text(maxLength: 3, pattern: "^[0-4](-[0-4])?$"),
                    "Price level or range, 0 free to 4: '2', '1-2' (unpriced places left out)"
                )
            ]
        case .kind:
            return [described("kinds", .list(PlaceKind.allCases.map(\.rawValue)), "What to list (default restaurant)")]
        case .cuisine:
            let cuisines = Cuisine.offered.map(\.rawValue)
            return [described("cuisine", .text(maxLength: 200, choices: cuisines), "Only restaurants of this cuisine")]
        case .diet:
            return [
                described(
                    "diets", .list(Diet.allCases.map(\.rawValue)),
                    "Only places serving these diets (osm tags; google, foursquare: vegan, vegetarian)"
                )
            ]
        case .wheelchair:
            return [
                described("wheelchair", .flag, "Only wheelchair-accessible places (osm tags)")
            ]
        case .outdoorSeating:
            return [described("outdoor_seating", .flag, "Only places with outdoor seats (osm tags)")]
        case .travel:
            let modes = TravelMode.allCases.map(\.rawValue)
            return [
                described("travel", .text(maxLength: 200, choices: modes), "Add the travel time from the centre")
            ]
        case .maxTravel:
            return [
                described(
                    "max_travel_minutes", .integer(maxTravelMinutes),
                    "Only places within this travel time (travel, default walk)")
            ]
        case .provider:
            return [
                described("provider", .text(maxLength: 100), "google, foursquare, osm, a comma list, or all")
            ]
        case .offline: return [described("offline", .flag, "Cache only (no network)")]
        case .along, .to, .favorites, .placesAPI, .noCache, .changes: return []
        }
    }
}
