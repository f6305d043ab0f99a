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
                described("latitude", .number(-90...90), "Latitude of the centre, in decimal degrees (with longitude)"),
                described("longitude", .number(-180...180), "Longitude of the centre, in decimal degrees (with latitude)"),
            ]
        case .near:
            return [
                described("near", .text(maxLength: 200), "Search near the first place this text finds, e.g. 'Gare de Dijon'")
            ]
        case .radius:
            return [
                described(
                    "radius", .positive(upTo: 50_000), "Search radius, in metres unless radius_unit says otherwise; 1 m to 50 km"),
                described(
                    "radius_unit", .text(maxLength: 2, choices: ["m", "km", "mi", "ft"]),
                    "The unit of radius: m (the default), km, mi or ft"),
            ]
        case .stars: return [described("stars", .number(NearbySearchQuery.ratingRange), "Minimum rating, 0 to 5")]
        case .limit: return [described("limit", .integer(NearbySearchQuery.limitRange), "At most this many places")]
        case .sort:
            let orders = NearbySortOrder.allCases.map(\.rawValue)
            return [described("sort", .text(maxLength: 200, choices: orders), "How the answer is ordered")]
        case .openNow: return [described("open_now", .flag, "Only places open now")]
        case .openAt:
            return [
                described(
                    "open_at", .text(maxLength: 40),
                    "Only places open at this moment, in each place's time zone: '21:30' or '9:30pm' (the next), 'sun 12:00', 'tomorrow 12:30', or ISO 8601 (OpenStreetMap's hours as written, Google's periods, Foursquare's server: a weekday and a time, no holidays)"
                )
            ]
        case .openOnArrival:
            return [
                described(
                    "open_on_arrival", .flag,
                    "Only places open when one gets there: now (or open_at) plus the travel time (travel, walking unless given); OpenStreetMap's or Google's hours"
                )
            ]
        case .stay:
            return [
                described(
                    "stay", .text(maxLength: 20),
                    "With open_on_arrival: open without a break for this long after arriving, e.g. '45m'")
            ]
        case .price:
            return [
                described(
                    "price", .text(maxLength: 3, pattern: "^[0-4](-[0-4])?$"),
                    "Price levels, one or a range: 0 free ... 4 very expensive, e.g. '2' or '1-2'; places without a price are left out"
                )
            ]
        case .kind:
            return [described("kinds", .list(PlaceKind.allCases.map(\.rawValue)), "What to list (default: restaurants)")]
        case .cuisine:
            let cuisines = Cuisine.offered.map(\.rawValue)
            return [described("cuisine", .text(maxLength: 200, choices: cuisines), "Only restaurants of this cuisine")]
        case .diet:
            return [
                described(
                    "diets", .list(Diet.allCases.map(\.rawValue)),
                    "Only places that serve these diets: OpenStreetMap's tags; on Google and Foursquare, which tag no diets, vegan or vegetarian restaurants (the others: provider osm or all)"
                )
            ]
        case .wheelchair:
            return [
                described("wheelchair", .flag, "Only places that can be entered in a wheelchair (OpenStreetMap's tags)")
            ]
        case .outdoorSeating:
            return [described("outdoor_seating", .flag, "Only places with seats outside (OpenStreetMap's tags)")]
        case .travel:
            let modes = TravelMode.allCases.map(\.rawValue)
            return [
                described("travel", .text(maxLength: 200, choices: modes), "Add each place's travel time from the centre")
            ]
        case .maxTravel:
            return [
                described(
                    "max_travel_minutes", .integer(maxTravelMinutes),
                    "Only places reachable within this many minutes (travel, walking unless given)")
            ]
        case .provider:
            return [
                described("provider", .text(maxLength: 100), "google, foursquare, osm, a comma list of them, or all")
            ]
        case .offline: return [described("offline", .flag, "Answer from the cache only (no network)")]
        case .along, .to, .favorites, .placesAPI, .noCache, .changes: return []
        }
    }
}
