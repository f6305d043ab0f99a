import Domain
import Foundation

/// `GET /maps/api/place/nearbysearch/json` of the legacy Places API: a first page for a query, nearest first
/// (`rankby=distance`, which forbids `radius`: the circle is applied here, and paging stops once a page passes it),
/// or a following page, which carries only `pagetoken` (the client adds the key).
enum LegacyNearbySearchEndpoint {
    enum Page: Equatable {
        case first(NearbySearchQuery)
        case next(token: String)
    }

    static let path = "/maps/api/place/nearbysearch/json"
    /// Google's page: 20 places (a server that sends more is read no further).
    static let pageSize = 20
    /// Google gives at most 60 places for one search (3 pages of 20), with no token after the last.
    static let maxResults = 60

    static func query(_ page: Page) -> [URLQueryItem] {
        switch page {
        case .first(let query):
            var items = [
                URLQueryItem(name: "location", value: CoordinateText.latLng(query.location)),
                URLQueryItem(name: "rankby", value: "distance"),
                URLQueryItem(name: "type", value: type(query.kinds[0])),
            ]
            // The filters the legacy API has: fewer pages to fetch. foodybite checks the answer again.
            if let keyword = query.cuisine?.keyword ?? keyword(query.kinds[0]) {
                items.append(URLQueryItem(name: "keyword", value: keyword))
            }
            if query.openNow { items.append(URLQueryItem(name: "opennow", value: "true")) }
            if let prices = query.priceLevels {
                items += [
                    URLQueryItem(name: "minprice", value: String(prices.lowerBound)),
                    URLQueryItem(name: "maxprice", value: String(prices.upperBound)),
                ]
            }
            return items
        case .next(let token):
            return [URLQueryItem(name: "pagetoken", value: token)]
        }
    }

    /// The legacy API takes one type a request (a query of several kinds is asked kind by kind: `KindByKind`) and
    /// has no fast-food type: fast food is a restaurant matched by keyword.
    static func type(_ kind: PlaceKind) -> String {
        kind == .fastFood ? "restaurant" : kind.umbrellaType
    }

    static func keyword(_ kind: PlaceKind) -> String? {
        kind == .fastFood ? "fast food" : nil
    }
}
