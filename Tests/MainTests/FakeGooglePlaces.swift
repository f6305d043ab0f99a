import Foundation
import LoopbackServerSupport

/// A small, faithful stand-in for both Google Places APIs over a handful of places around one centre:
/// it checks the key where Google expects it, requires the field mask, filters by the circle's radius
/// (loosely, as Google does: it returns a few places just outside), and pages the legacy search two at a time.
struct FakeGooglePlaces: Sendable {
    struct Place: Sendable {
        let id, name: String
        let latitude, longitude: Double
        let rating: Double?
        let primaryType: String
        let businessStatus: String
    }

    static let validKey = "fake-key-0123456789"
    static let centre = (latitude: 48.8566, longitude: 2.3522)

    /// Metres north of the centre are latitude × 111_195 m per degree.
    static let places: [Place] = [
        place("near", "Le Près", north: 100, rating: 4.5),
        place("unrated", "Sans Note", north: 300, rating: nil),
        place("low", "Bof", north: 500, rating: 3.2),
        place("closed", "Fermé", north: 600, rating: 4.8, status: "CLOSED_PERMANENTLY"),
        place("cinema", "Pathé", north: 700, rating: 4.4, type: "movie_theater"),
        place("edge", "Au Bord", north: 990, rating: 4.0),
        place("outside", "Dehors", north: 1080, rating: 4.9),
    ]

    private static func place(
        _ id: String, _ name: String, north meters: Double, rating: Double?, type: String = "restaurant",
        status: String = "OPERATIONAL"
    ) -> Place {
        Place(
            id: id, name: name, latitude: centre.latitude + meters / 111_195.08, longitude: centre.longitude,
            rating: rating, primaryType: type, businessStatus: status)
    }

    func handle(_ request: LoopbackServer.Request) -> LoopbackServer.Response {
        switch (request.method, request.path) {
        case ("POST", "/v1/places:searchNearby"): return searchNearbyNew(request)
        case ("POST", "/v1/places:searchText"): return searchTextNew(request)
        case ("GET", "/maps/api/place/nearbysearch/json"): return searchNearbyLegacy(request)
        default: return .json(Data(#"{"error":{"code":404,"message":"Not found","status":"NOT_FOUND"}}"#.utf8), status: 404)
        }
    }

    private func searchNearbyNew(_ request: LoopbackServer.Request) -> LoopbackServer.Response {
        guard request.headers["x-goog-api-key"] == Self.validKey else {
            return .json(
                Data(
                    #"{"error":{"code":400,"message":"API key not valid. Please pass a valid API key.","status":"INVALID_ARGUMENT"}}"#
                        .utf8), status: 400)
        }
        guard request.headers["x-goog-fieldmask"] != nil else {
            return .json(
                Data(#"{"error":{"code":400,"message":"FieldMask is a required parameter.","status":"INVALID_ARGUMENT"}}"#.utf8),
                status: 400)
        }
        struct Body: Decodable {
            struct Restriction: Decodable { let circle: Circle }
            struct Circle: Decodable { let radius: Double }
            let locationRestriction: Restriction
        }
        guard let body = try? JSONDecoder().decode(Body.self, from: request.body) else {
            return .json(
                Data(#"{"error":{"code":400,"message":"Invalid JSON payload.","status":"INVALID_ARGUMENT"}}"#.utf8), status: 400)
        }
        return Self.newPlaces(Self.within(body.locationRestriction.circle.radius))
    }

    /// Text Search in a rectangle, nearest first, with `minRating` rounded up to Google's 0.5 steps; one page.
    private func searchTextNew(_ request: LoopbackServer.Request) -> LoopbackServer.Response {
        guard request.headers["x-goog-api-key"] == Self.validKey, request.headers["x-goog-fieldmask"] != nil else {
            return .json(
                Data(#"{"error":{"code":400,"message":"API key not valid.","status":"INVALID_ARGUMENT"}}"#.utf8), status: 400)
        }
        struct Body: Decodable {
            struct Restriction: Decodable { let rectangle: Rectangle }
            struct Rectangle: Decodable {
                let low: Corner
                let high: Corner
            }
            struct Corner: Decodable { let latitude: Double }
            let locationRestriction: Restriction
            let minRating: Double?
        }
        guard let body = try? JSONDecoder().decode(Body.self, from: request.body) else {
            return .json(
                Data(#"{"error":{"code":400,"message":"Invalid JSON payload.","status":"INVALID_ARGUMENT"}}"#.utf8), status: 400)
        }
        let rectangle = body.locationRestriction.rectangle
        let halfHeight = (rectangle.high.latitude - rectangle.low.latitude) / 2 * 111_195.08
        let minimum = ((body.minRating ?? 0) * 2).rounded(.up) / 2
        return Self.newPlaces(Self.within(halfHeight).filter { ($0.rating ?? 0) >= minimum })
    }

    private static func newPlaces(_ found: [Place]) -> LoopbackServer.Response {
        guard !found.isEmpty else { return .json(Data("{}".utf8)) }
        let places = found.map { place -> [String: Any] in
            var object: [String: Any] = [
                "id": place.id, "displayName": ["text": place.name, "languageCode": "fr"],
                "location": ["latitude": place.latitude, "longitude": place.longitude],
                "primaryType": place.primaryType, "types": [place.primaryType, "restaurant", "food"],
                "businessStatus": place.businessStatus,
            ]
            if let rating = place.rating {
                object["rating"] = rating
                object["userRatingCount"] = 10
            }
            return object
        }
        return .json((try? JSONSerialization.data(withJSONObject: ["places": places])) ?? Data())
    }

    private func searchNearbyLegacy(_ request: LoopbackServer.Request) -> LoopbackServer.Response {
        guard request.query["key"] == Self.validKey else {
            return .json(
                Data(
                    #"{"error_message":"The provided API key is invalid. ","html_attributions":[],"results":[],"status":"REQUEST_DENIED"}"#
                        .utf8))
        }
        let offset: Int
        let radius: Double
        if let token = request.query["pagetoken"] {
            let parts = token.split(separator: ":")
            guard parts.count == 2, let start = Int(parts[0]), let r = Double(parts[1]) else {
                return .json(Data(#"{"html_attributions":[],"results":[],"status":"INVALID_REQUEST"}"#.utf8))
            }
            (offset, radius) = (start, r)
        } else if request.query["rankby"] == "distance" {
            // Nearest first, with no radius (Google refuses one with rankby=distance).
            guard request.query["radius"] == nil, request.query["location"] != nil else {
                return .json(Data(#"{"html_attributions":[],"results":[],"status":"INVALID_REQUEST"}"#.utf8))
            }
            (offset, radius) = (0, .greatestFiniteMagnitude)
        } else {
            guard let r = request.query["radius"].flatMap(Double.init), request.query["location"] != nil else {
                return .json(Data(#"{"html_attributions":[],"results":[],"status":"INVALID_REQUEST"}"#.utf8))
            }
            (offset, radius) = (0, r)
        }
        let found = Self.within(radius)
        guard !found.isEmpty else { return .json(Data(#"{"html_attributions":[],"results":[],"status":"ZERO_RESULTS"}"#.utf8)) }
        let page = Array(found.dropFirst(offset).prefix(2))
        var object: [String: Any] = [
            "html_attributions": [] as [Any], "status": "OK",
            "results": page.map { place -> [String: Any] in
                var result: [String: Any] = [
                    "place_id": place.id, "name": place.name, "business_status": place.businessStatus,
                    "geometry": ["location": ["lat": place.latitude, "lng": place.longitude]],
                    "types": [place.primaryType, "restaurant", "food"], "vicinity": "Paris",
                ]
                if let rating = place.rating {
                    result["rating"] = rating
                    result["user_ratings_total"] = 10
                }
                return result
            },
        ]
        if offset + 2 < found.count { object["next_page_token"] = "\(offset + 2):\(radius)" }
        return .json((try? JSONSerialization.data(withJSONObject: object)) ?? Data())
    }

    /// Google's circle is loose: it returns places up to 10% outside the radius.
    private static func within(_ radius: Double) -> [Place] {
        places.filter { ($0.latitude - centre.latitude) * 111_195.08 <= radius * 1.1 }
    }
}
