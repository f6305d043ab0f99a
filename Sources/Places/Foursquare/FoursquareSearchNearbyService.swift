import Domain
import Foundation
import Networking

/// `SearchNearbyService` over the Foursquare Places API (2025-06-17): `GET /places/search` in the circle, the
/// restaurant category, nearest first, with Foursquare's open and price filters (`NearbySearchStrategy`), up to 50 a
/// page, asking `fields` for exactly what a row shows (rating, price and hours are not returned unless asked), and
/// following the `link` header's `rel="next"` (on Foursquare's own host only: the key never goes elsewhere) only as
/// far as the query needs, within the request budget.
public struct FoursquareSearchNearbyService: SearchNearbyService {
    static let restaurantCategory = "4d4b7105d754a06374d81259"
    static let fields = "fsq_place_id,name,latitude,longitude,location,rating,price,hours,stats,date_closed"
    static let pageSize = 50
    static let maxPages = NearbySearchStrategy.requestBudget

    private let foursquare: FoursquareClient

    public init(client: any HTTPClient, baseURL: URL, apiKey: String) {
        foursquare = FoursquareClient(client: client, baseURL: baseURL, apiKey: apiKey)
    }

    public func searchNearby(_ query: NearbySearchQuery) async throws -> NearbySearchResult {
        guard let first = foursquare.url("places/search", Self.queryItems(query)) else { return NearbySearchResult(places: []) }
        let pages = NearestFirstPages<URL>(maxPages: Self.maxPages, serverCap: nil, cap: NearbySearchStrategy.foursquareCap)
        return try await pages.read(query) { cursor in
            let (body, link) = try await foursquare.get(cursor ?? first, as: FoursquareSearchResponse.self)
            return NearestFirstPage(
                places: body.results.compactMap(FoursquareMapper.nearbyPlace), sent: body.results.count,
                next: link.flatMap(FoursquareLink.next).flatMap { foursquare.isOwn($0) ? $0 : nil })
        }
    }

    static func queryItems(_ query: NearbySearchQuery) -> [URLQueryItem] {
        var items = [
            URLQueryItem(name: "ll", value: "\(query.location.latitude),\(query.location.longitude)"),
            URLQueryItem(name: "radius", value: String(query.radius)),
            URLQueryItem(name: "fsq_category_ids", value: restaurantCategory),
            URLQueryItem(name: "sort", value: "DISTANCE"),
            URLQueryItem(name: "limit", value: String(pageSize)),
            URLQueryItem(name: "fields", value: fields),
        ]
        if query.openNow { items.append(URLQueryItem(name: "open_now", value: "true")) }
        if let prices = NearbySearchStrategy.foursquarePrices(query) {
            items += [
                URLQueryItem(name: "min_price", value: String(prices.lowerBound)),
                URLQueryItem(name: "max_price", value: String(prices.upperBound)),
            ]
        }
        return items
    }
}
