import Domain
import Foundation
import Networking

/// `POST /v1/places:searchNearby` of Places API (New): the 20 nearest places of the kinds asked for in a circle (no
/// paging, no filter but the type).
enum NewPlacesSearchNearbyEndpoint {
    static let path = "/v1/places:searchNearby"
    static let maxResultCount = 20
    /// Only what a nearby row shows, and the types that tell a restaurant from a cinema: it keeps the request in
    /// the cheapest tier that has these fields, and the body small. No photos: up to 10 a place, each with its
    /// authors, are most of a body, and `photo` asks the details for them.
    static let fieldMask = [
        "places.id", "places.displayName", "places.location", "places.rating", "places.userRatingCount",
        "places.currentOpeningHours.openNow", "places.priceLevel", "places.shortFormattedAddress",
        "places.formattedAddress", "places.businessStatus", "places.primaryType", "places.types",
    ].joined(separator: ",")

    static func body(_ query: NearbySearchQuery) -> Data? {
        let types = types(query)
        return JSONText.data(
            .fields(
                [
                    ("includedTypes", types.included.map { .texts($0) }),
                    ("includedPrimaryTypes", types.primary.map { .texts($0) }),
                    ("maxResultCount", .integer(maxResultCount)), ("rankPreference", .text("DISTANCE")),
                    (
                        "locationRestriction",
                        .object([
                            ("circle", .object([("center", .latLng(query.location)), ("radius", .number(Double(query.radius)))]))
                        ])
                    ),
                    ("routingParameters", NewPlacesRouting.parameters(query)?.json),
                ] + RequestLanguage.googleFields))
    }

    /// A cuisine is Google's own filter on the primary type (`pizza_restaurant`), and so are kinds other than
    /// restaurants (`cafe`, `coffee_shop`); restaurants are the umbrella type `restaurant` (its family is too long
    /// to list), with the other kinds' types beside it, and the primary type checked here (`PlaceKind`).
    static func types(_ query: NearbySearchQuery) -> (included: [String]?, primary: [String]?) {
        if let cuisine = query.cuisine { return (nil, [cuisine.googleType]) }
        guard query.kinds.contains(.restaurant) else { return (nil, query.kinds.flatMap(\.exactTypes)) }
        let others = query.kinds.filter { $0 != .restaurant && $0 != .fastFood }.flatMap(\.exactTypes)
        return (["restaurant"] + others, nil)
    }
}
