import Domain
import Foundation
import Networking

/// `GET /maps/api/place/nearbysearch/json` of the legacy Places API: a first page for a query,
/// or a following page, which carries only `pagetoken` and `key`.
struct LegacyNearbySearchEndpoint: Endpoint {
    enum Page: Equatable {
        case first(NearbySearchQuery)
        case next(token: String)
    }

    let apiKey: String
    let page: Page

    var path: String { "/maps/api/place/nearbysearch/json" }

    var queryItems: [URLQueryItem] {
        switch page {
        case .first(let query):
            return [
                URLQueryItem(name: "location", value: "\(query.location.latitude),\(query.location.longitude)"),
                URLQueryItem(name: "radius", value: String(query.radius)),
                URLQueryItem(name: "type", value: "restaurant"),
                URLQueryItem(name: "key", value: apiKey),
            ]
        case .next(let token):
            return [URLQueryItem(name: "pagetoken", value: token), URLQueryItem(name: "key", value: apiKey)]
        }
    }
}
