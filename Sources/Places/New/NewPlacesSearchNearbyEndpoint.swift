import Domain
import Foundation
import Networking

/// `POST /v1/places:searchNearby` of Places API (New): the 20 nearest restaurants in a circle (no paging, no filter
/// but the type).
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
        // A cuisine is Google's own filter on the primary type (`pizza_restaurant`); otherwise every restaurant.
        let request = RequestBody(
            includedTypes: query.cuisine == nil ? ["restaurant"] : nil,
            includedPrimaryTypes: query.cuisine.map { [$0.googleType] },
            maxResultCount: maxResultCount,
            rankPreference: "DISTANCE",
            locationRestriction: .init(
                circle: .init(
                    center: .init(latitude: query.location.latitude, longitude: query.location.longitude),
                    radius: Double(query.radius)))
        )
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return try? encoder.encode(request)
    }

    private struct RequestBody: Encodable {
        struct Restriction: Encodable { let circle: Circle }
        struct Circle: Encodable {
            let center: Center
            let radius: Double
        }
        struct Center: Encodable {
            let latitude: Double
            let longitude: Double
        }

        let includedTypes: [String]?
        let includedPrimaryTypes: [String]?
        let maxResultCount: Int
        let rankPreference: String
        let locationRestriction: Restriction
    }
}
