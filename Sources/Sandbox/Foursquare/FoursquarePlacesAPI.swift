import Crypto
import FlyingFox
import Foundation

/// Foursquare's `GET /places/search` (2025-06-17) over the same data set: each place has a Foursquare id (24 hex,
/// derived from its Google id) and a 0-10 rating (twice Google's); every seventh place is unknown to Foursquare and
/// every fifth is spelled differently ("X Restaurant" -> "Restaurant X"), so that matching across providers has
/// work to do. The key and version header are checked as Foursquare does (401 / 400 with its bodies); `limit`,
/// `sort` (DISTANCE, RATING) and pages through a `link` header with a cursor are honoured.
struct FoursquarePlacesAPI: Sendable {
    static let version = "2025-06-17"
    let search: PlaceSearch

    func handle(_ request: RequestContext) -> HTTPResponse? {
        guard request.method == "GET", request.path == "/places/search" else { return nil }
        guard let authorization = request.header("Authorization"), authorization.hasPrefix("Bearer "),
            !authorization.dropFirst("Bearer ".count).hasPrefix("invalid"), authorization.count > "Bearer ".count
        else { return Reply.json(["message": "Invalid request token."], status: 401) }
        guard request.header("X-Places-Api-Version") == Self.version else {
            return Reply.json(["message": "Please provide a valid version."], status: 400)
        }
        let parts = (request.query["ll"] ?? "").split(separator: ",").compactMap { Double($0) }
        guard parts.count == 2 else { return Reply.json(["message": "Invalid ll."], status: 400) }
        let radius = Double(request.query["radius"] ?? "") ?? 22_000
        let limit = min(50, max(1, Int(request.query["limit"] ?? "") ?? 10))
        let offset = Self.offset(ofCursor: request.query["cursor"])
        let circle = PlaceSearch.Circle(latitude: parts[0], longitude: parts[1], radius: radius)
        var found = search.nearby(circle, types: ["restaurant"], byDistance: true).filter(Self.isKnown)
        if request.query["sort"] == "RATING" {
            found.sort { ($0.ratingValue ?? -1) > ($1.ratingValue ?? -1) }
        }
        let page = Array(found.dropFirst(offset).prefix(limit))
        var headers: [String: String] = [:]
        if offset + limit < found.count {
            var next = URLComponents(string: request.baseURL + "/places/search")
            let cursor = Data("sr:\(offset + limit)".utf8).base64EncodedString()
            next?.queryItems =
                (request.query.filter { $0.key != "cursor" }.sorted { $0.key < $1.key }.map {
                    URLQueryItem(name: $0.key, value: $0.value)
                }) + [URLQueryItem(name: "cursor", value: cursor)]
            // As Foursquare writes it: the comma of `ll` encoded.
            let encoded = next?.percentEncodedQuery?.replacingOccurrences(of: ",", with: "%2C")
            next?.percentEncodedQuery = encoded
            if let url = next?.url { headers["link"] = "<\(url.absoluteString)>; rel=\"next\"" }
        }
        let results = page.map { Self.json($0, from: circle, search: search) }
        return Reply.json(
            [
                "results": results,
                "context": [
                    "geo_bounds": ["circle": ["center": ["latitude": parts[0], "longitude": parts[1]], "radius": Int(radius)]]
                ],
            ],
            headers: headers)
    }

    /// The position a cursor (base64 of "sr:N") stands for; 0 without one.
    static func offset(ofCursor cursor: String?) -> Int {
        guard let cursor, let data = Data(base64Encoded: cursor),
            let number = String(decoding: data, as: UTF8.self).split(separator: ":").last.flatMap({ Int($0) })
        else { return 0 }
        return max(0, number)
    }

    /// Foursquare does not know every seventh place.
    static func isKnown(_ place: SandboxPlace) -> Bool {
        digest(place.id).first.map { $0 % 7 != 0 } ?? true
    }

    /// 24 hex digits derived from the Google id.
    static func id(of place: SandboxPlace) -> String {
        digest(place.id).prefix(12).map { String(format: "%02x", $0) }.joined()
    }

    private static func digest(_ text: String) -> [UInt8] {
        Array(SHA256.hash(data: Data(text.utf8)))
    }

    private static func json(_ place: SandboxPlace, from circle: PlaceSearch.Circle, search: PlaceSearch) -> [String: Any] {
        var name = place.name ?? ""
        if (digest(place.id).last ?? 0) % 5 == 0, name.hasSuffix(" Restaurant") {
            name = "Restaurant " + name.dropLast(" Restaurant".count)
        } else if (digest(place.id).last ?? 0) % 5 == 0 {
            name += " Restaurant"
        }
        var object: [String: Any] = [
            "fsq_place_id": id(of: place), "name": name, "latitude": place.lat, "longitude": place.lng,
            "distance": Int(search.distance(place, circle).rounded()),
            "location": ["formatted_address": place.formattedAddress ?? place.vicinity ?? ""],
            "categories": [["fsq_category_id": "4d4b7105d754a06374d81259", "name": "Restaurant"]],
        ]
        if let rating = place.ratingValue { object["rating"] = (rating * 2 * 10).rounded() / 10 }
        if let price = place.priceLevel, (1...4).contains(price) { object["price"] = price }
        if let openNow = place.openNow { object["hours"] = ["open_now": openNow] }
        if place.businessStatus == "CLOSED_PERMANENTLY" { object["date_closed"] = "2025-01-01" }
        return object
    }
}
