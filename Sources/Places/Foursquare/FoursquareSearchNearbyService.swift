import Domain
import Foundation
import Networking

/// `SearchNearbyService` over the Foursquare Places API (2025-06-17): `GET /places/search` in the circle, the
/// categories of the kinds or the cuisine asked for (`FoursquareCategories`), with Foursquare's open and price filters, up to 50 a page, asking `fields` for exactly what
/// a row shows (rating, price and hours are not returned unless asked), and following the `link` header's
/// `rel="next"` (on Foursquare's own host only: the key never goes elsewhere) only as far as the query needs,
/// within the request budget. Nearest first; Foursquare has no rating filter, so with a selective `--stars` the
/// pages after the first may be read best rated first instead (`FoursquareStrategy.readsByRating`).
public struct FoursquareSearchNearbyService: SearchNearbyService {
    static let fields = "fsq_place_id,name,latitude,longitude,location,categories,rating,price,hours,stats,date_closed"
    static let pageSize = 50
    static let maxPages = NearbySearchStrategy.requestBudget

    private let foursquare: FoursquareClient

    public init(client: any HTTPClient, baseURL: URL, apiKey: String) {
        foursquare = FoursquareClient(client: client, baseURL: baseURL, apiKey: apiKey)
    }

    public func searchNearby(_ query: NearbySearchQuery) async throws -> NearbySearchResult {
        if let along = try await CorridorSampling.search(query, circle: searchNearby) { return along }
        if let cuisine = query.cuisine, FoursquareCategories.ids(cuisine) == nil {
            throw ServiceError(
                .invalidInput,
                "Foursquare has no category for \(OptionName.cuisine(cuisine.rawValue)): use \(OptionName.provider("google"))")
        }
        guard let nearestFirst = foursquare.url("places/search", Self.queryItems(query, sort: "DISTANCE")) else {
            return NearbySearchResult(places: [])
        }
        guard query.minimumRating > 0 else {
            return try await pages(Self.maxPages).read(query) { try await page($0 ?? nearestFirst) }
        }
        var following: URL?
        let head = try await pages(1).read(query) { _ in
            let first = try await page(nearestFirst)
            following = first.next
            return first
        }
        let qualifying = head.places.filter(query.admits).count
        guard let following, qualifying < query.limit, !head.caps.isEmpty else { return head }
        if FoursquareStrategy.readsByRating(qualifying: qualifying, within: head.completeWithin, query: query),
            let bestRated = foursquare.url("places/search", Self.queryItems(query, sort: "RATING"))
        {
            return try await bestRatedFirst(query, after: head, from: bestRated)
        }
        return try await pages(Self.maxPages - 1).read(query, after: head.places) { try await page($0 ?? following) }
    }

    /// The rest of the budget best rated first: once a page ends below `--stars` (or there is no more), every place
    /// in the circle rated enough has been read, and the answer is whole; otherwise the nearest-first page's cap stands.
    private func bestRatedFirst(_ query: NearbySearchQuery, after head: NearbySearchResult, from first: URL) async throws
        -> NearbySearchResult
    {
        var places = head.places
        var seen = Set(places.map(\.placeID))
        var next: URL? = first
        for _ in 1..<Self.maxPages {
            guard let url = next else { break }
            let current = try await page(url)
            places += current.places.filter { seen.insert($0.placeID).inserted }
            let lowest = current.places.last.map { $0.rating ?? 0 } ?? 0
            if current.next == nil || lowest < query.minimumRating { return NearbySearchResult(places: places) }
            next = current.next
        }
        return NearbySearchResult(places: places, caps: head.caps)
    }

    private func pages(_ count: Int) -> NearestFirstPages<URL> {
        NearestFirstPages(maxPages: count, serverCap: nil, cap: FoursquareStrategy.cap)
    }

    private func page(_ url: URL) async throws -> NearestFirstPage<URL> {
        let (body, link) = try await foursquare.get(url, as: FoursquareSearchResponse.self)
        // A server that sends more than the page asked for is read no further than it.
        let sent = body.results.prefix(Self.pageSize)
        return NearestFirstPage(
            places: sent.compactMap(FoursquareMapper.nearbyPlace), sent: sent.count,
            next: link.flatMap(FoursquareLink.next).flatMap { foursquare.isOwn($0) ? $0 : nil })
    }

    /// The cuisine's categories, else the kinds' (`FoursquareCategories`); a cuisine Foursquare has none for was
    /// refused before any request (`FoursquareKit`), and is asked as restaurants.
    static func categories(_ query: NearbySearchQuery) -> [String] {
        if let cuisine = query.cuisine { return FoursquareCategories.ids(cuisine) ?? [FoursquareCategories.restaurant] }
        return query.kinds.flatMap(FoursquareCategories.ids)
    }

    static func queryItems(_ query: NearbySearchQuery, sort: String) -> [URLQueryItem] {
        var items = [
            URLQueryItem(name: "ll", value: CoordinateText.latLng(query.location)),
            URLQueryItem(name: "radius", value: String(query.radius)),
            URLQueryItem(name: "fsq_category_ids", value: categories(query).joined(separator: ",")),
            URLQueryItem(name: "sort", value: sort),
            URLQueryItem(name: "limit", value: String(pageSize)),
            URLQueryItem(name: "fields", value: fields),
        ]
        if query.openNow { items.append(URLQueryItem(name: "open_now", value: "true")) }
        // `--open-at`: Foursquare's `open_at` names a weekday and a local time (`7T1230`), not a date: it knows no
        // holidays, and leaves out places without hours.
        if query.attributes.onArrival == nil, let openAt = query.attributes.openAt?.weekdayAndTime {
            items.append(URLQueryItem(name: "open_at", value: openAt))
        }
        if let prices = FoursquareStrategy.prices(query) {
            items += [
                URLQueryItem(name: "min_price", value: String(prices.lowerBound)),
                URLQueryItem(name: "max_price", value: String(prices.upperBound)),
            ]
        }
        return items
    }
}
