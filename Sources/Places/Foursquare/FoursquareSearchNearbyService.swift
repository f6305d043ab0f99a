import Domain
import Foundation
import Networking

/// `SearchNearbyService` over the Foursquare Places API (2025-06-17): `GET /places/search` in the circle, the
/// restaurant category, nearest or best rated first, up to 50 a page, asking `fields` for exactly what a row
/// shows (rating, price and hours are not returned unless asked), and following the `link` header's
/// `rel="next"` (on Foursquare's own host only: the key never goes elsewhere) until the limit.
public struct FoursquareSearchNearbyService: SearchNearbyService {
    static let restaurantCategory = "4d4b7105d754a06374d81259"
    static let fields = "fsq_place_id,name,latitude,longitude,location,rating,price,hours,stats,date_closed"
    static let pageSize = 50
    static let maxPages = 2

    private let foursquare: FoursquareClient

    public init(client: any HTTPClient, baseURL: URL, apiKey: String) {
        foursquare = FoursquareClient(client: client, baseURL: baseURL, apiKey: apiKey)
    }

    public func searchNearby(_ query: NearbySearchQuery) async throws -> [NearbyPlace] {
        var next = foursquare.url(
            "places/search",
            [
                URLQueryItem(name: "ll", value: "\(query.location.latitude),\(query.location.longitude)"),
                URLQueryItem(name: "radius", value: String(query.radius)),
                URLQueryItem(name: "fsq_category_ids", value: Self.restaurantCategory),
                URLQueryItem(name: "sort", value: query.order == .rating ? "RATING" : "DISTANCE"),
                URLQueryItem(name: "limit", value: String(min(Self.pageSize, query.limit))),
                URLQueryItem(name: "fields", value: Self.fields),
            ])
        var found: [NearbyPlace] = []
        var seen = Set<String>()
        var pages = 0
        while let url = next, pages < Self.maxPages {
            pages += 1
            let (body, link) = try await foursquare.get(url, as: FoursquareSearchResponse.self)
            found += body.results.compactMap(FoursquareMapper.nearbyPlace).filter { seen.insert($0.placeID).inserted }
            guard found.filter(query.admitsAttributes).count < query.limit else { break }
            next = link.flatMap(FoursquareLink.next).flatMap { foursquare.isOwn($0) ? $0 : nil }
        }
        return found
    }
}
