import FlyingFox
import Foundation

/// Foursquare's Places API (2025-06-17) over the data set as Foursquare knows it (`FoursquareVenue`):
/// `GET /places/search`, `GET /places/{id}`, `/places/{id}/photos` and `/places/{id}/tips`. The key and version
/// header are checked as Foursquare does (401 / 400 with its bodies); `fields` is honoured (without it, only the
/// Pro fields: no rating, price, hours, stats, photos or tips); search honours `limit` (50 at most), `sort`
/// (DISTANCE, RATING), `open_now`, `min_price`/`max_price`, and pages through a `link` header with a cursor.
struct FoursquarePlacesAPI: Sendable {
    static let version = "2025-06-17"
    private static let premiumFields: Set<String> = ["rating", "price", "hours", "stats", "photos", "tips"]
    let search: PlaceSearch

    func handle(_ request: RequestContext) -> HTTPResponse? {
        guard request.method == "GET", request.path.hasPrefix("/places/") else { return nil }
        if let refusal = refusal(request) { return refusal }
        let parts = request.path.split(separator: "/").map(String.init)
        if parts == ["places", "search"] { return searchNearby(request) }
        let venues = search.dataset.foursquareVenues
        guard parts.count >= 2, let venue = venues.first(where: { $0.id == parts[1] }) else {
            return Reply.json(["message": "Invalid venue specified."], status: 404)
        }
        switch parts.dropFirst(2).first {
        case nil:
            return Reply.json(Self.json(venue, distance: nil, fields: Self.fields(request), baseURL: request.baseURL))
        case "photos" where parts.count == 3:
            return Reply.json(venue.photos.map { Self.photo($0, baseURL: request.baseURL) })
        case "tips" where parts.count == 3:
            return Reply.json(venue.tips.map(Self.tip))
        default:
            return Reply.json(["message": "Not found."], status: 404)
        }
    }

    private func refusal(_ request: RequestContext) -> HTTPResponse? {
        guard let authorization = request.header("Authorization"), authorization.hasPrefix("Bearer "),
            !authorization.dropFirst("Bearer ".count).hasPrefix("invalid"), authorization.count > "Bearer ".count
        else { return Reply.json(["message": "Invalid request token."], status: 401) }
        guard request.header("X-Places-Api-Version") == Self.version else {
            return Reply.json(["message": "Please provide a valid version."], status: 400)
        }
        return nil
    }

    /// `7T1230` as (Google's weekday, 0 Sunday; minute of the day).
    static func weekdayAndTime(_ text: String) -> (Int, Int)? {
        let characters = Array(text)
        guard characters.count == 6, characters[1] == "T", let weekday = Int(String(characters[0])), (1...7).contains(weekday),
            characters[2...].allSatisfy({ $0.isASCII && $0.isNumber }), let hour = Int(String(characters[2...3])),
            let minute = Int(String(characters[4...5])), hour < 24, minute < 60
        else { return nil }
        return (weekday % 7, hour * 60 + minute)
    }

    private func searchNearby(_ request: RequestContext) -> HTTPResponse {
        let text = request.query["query"].map(Self.folded)
        let parts = (request.query["ll"] ?? "").split(separator: ",").compactMap { Double($0) }
        guard parts.count == 2 || (request.query["ll"] == nil && text != nil) else {
            return Reply.json(["message": "Invalid ll."], status: 400)
        }
        // Without ll, Foursquare searches around the caller's IP: here, the whole data set.
        let centre = parts.count == 2 ? (parts[0], parts[1]) : (0.0, 0.0)
        let radius = parts.count == 2 ? Double(request.query["radius"] ?? "") ?? 22_000 : .infinity
        let limit = min(50, max(1, Int(request.query["limit"] ?? "") ?? 10))
        let offset = Self.offset(ofCursor: request.query["cursor"])
        let distance = { (venue: FoursquareVenue) in Geo.distance(centre.0, centre.1, venue.latitude, venue.longitude) }
        var found = search.dataset.foursquareVenues.map { (venue: $0, meters: distance($0)) }
            .filter { $0.meters <= radius && Self.inCategories($0.venue, request.query["fsq_category_ids"]) }
            .filter { found in text.map { Self.folded(found.venue.name).contains($0) } ?? true }
        // open_now drops places without hours; min_price/max_price, places without a price.
        if request.query["open_now"] == "true" { found = found.filter { $0.venue.openNow == true } }
        // open_at (`DOWTHHMM`, Monday 1): a weekday and a local time, judged on the regular week (no holidays);
        // places without hours are dropped; not with open_now.
        if let openAt = request.query["open_at"] {
            guard request.query["open_now"] == nil, let (day, minute) = Self.weekdayAndTime(openAt) else {
                return Reply.json(["message": "Invalid open_at."], status: 400)
            }
            found = found.filter { $0.venue.week.map { GoogleHours.isOpen($0, day: day, minute: minute) } ?? false }
        }
        if request.query["min_price"] != nil || request.query["max_price"] != nil {
            let low = Int(request.query["min_price"] ?? "") ?? 1
            let high = Int(request.query["max_price"] ?? "") ?? 4
            found = found.filter { found in found.venue.price.map { low <= $0 && $0 <= high } ?? false }
        }
        if request.query["sort"] == "RATING" {
            found.sort { ($0.venue.rating ?? -1, $1.venue.id) > ($1.venue.rating ?? -1, $0.venue.id) }
        } else {
            found.sort { ($0.meters, $0.venue.id) < ($1.meters, $1.venue.id) }
        }
        let page = Array(found.dropFirst(offset).prefix(limit))
        var headers: [String: String] = [:]
        if offset + limit < found.count, let link = Self.nextLink(request, offset: offset + limit) { headers["link"] = link }
        let fields = Self.fields(request)
        let results = page.map { Self.json($0.venue, distance: $0.meters, fields: fields, baseURL: request.baseURL) }
        return Reply.json(
            [
                "results": results,
                "context": [
                    "geo_bounds": [
                        "circle": [
                            "center": ["latitude": centre.0, "longitude": centre.1], "radius": radius.isFinite ? Int(radius) : 0,
                        ]
                    ]
                ],
            ],
            headers: headers)
    }

    /// The next page, as Foursquare writes it: the same query with a cursor, the comma of `ll` encoded.
    private static func nextLink(_ request: RequestContext, offset: Int) -> String? {
        var next = URLComponents(string: request.baseURL + "/places/search")
        let cursor = Data("sr:\(offset)".utf8).base64EncodedString()
        next?.queryItems =
            (request.query.filter { $0.key != "cursor" }.sorted { $0.key < $1.key }.map {
                URLQueryItem(name: $0.key, value: $0.value)
            }) + [URLQueryItem(name: "cursor", value: cursor)]
        let encoded = next?.percentEncodedQuery?.replacingOccurrences(of: ",", with: "%2C")
        next?.percentEncodedQuery = encoded
        return next?.url.map { "<\($0.absoluteString)>; rel=\"next\"" }
    }

    /// The position a cursor (base64 of "sr:N") stands for; 0 without one.
    static func offset(ofCursor cursor: String?) -> Int {
        guard let cursor, let data = Data(base64Encoded: cursor),
            let number = String(decoding: data, as: UTF8.self).split(separator: ":").last.flatMap({ Int($0) })
        else { return 0 }
        return max(0, number)
    }

    private static func folded(_ text: String) -> String {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
            .trimmingCharacters(in: .whitespaces)
    }

    /// Whether a venue is in one of the categories asked (`fsq_category_ids`, a comma list; a parent id covers its
    /// children); every venue when none is asked.
    private static func inCategories(_ venue: FoursquareVenue, _ asked: String?) -> Bool {
        guard let asked else { return true }
        let ids = Set(asked.split(separator: ",").map(String.init))
        return venue.categories.contains { ids.contains($0.id) }
    }

    /// The fields asked; nil: the default (Pro fields only).
    private static func fields(_ request: RequestContext) -> Set<String>? {
        request.query["fields"].map { Set($0.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }) }
    }

    private static func json(_ venue: FoursquareVenue, distance: Double?, fields: Set<String>?, baseURL: String)
        -> [String: Any]
    {
        var object: [String: Any] = [
            "fsq_place_id": venue.id, "name": venue.name, "latitude": venue.latitude, "longitude": venue.longitude,
            "location": ["formatted_address": venue.address ?? ""], "link": "/places/\(venue.id)",
            "categories": venue.categories.map { ["fsq_category_id": $0.id, "name": $0.name] },
        ]
        if let distance { object["distance"] = Int(distance.rounded()) }
        if let tel = venue.tel { object["tel"] = tel }
        if let website = venue.website { object["website"] = website }
        if venue.closed { object["date_closed"] = "2025-01-01" }
        if let rating = venue.rating { object["rating"] = rating }
        if let total = venue.totalRatings { object["stats"] = ["total_ratings": total, "total_photos": venue.photos.count] }
        if let price = venue.price { object["price"] = price }
        var hours: [String: Any] = [:]
        if let openNow = venue.openNow { hours["open_now"] = openNow }
        if let display = venue.hoursDisplay { hours["display"] = display }
        if !hours.isEmpty { object["hours"] = hours }
        object["photos"] = venue.photos.map { photo($0, baseURL: baseURL) }
        object["tips"] = venue.tips.map(tip)
        return object.filter { key, _ in fields.map { $0.contains(key) } ?? !premiumFields.contains(key) }
    }

    private static func photo(_ photo: SandboxPlace.Photo, baseURL: String) -> [String: Any] {
        var object: [String: Any] = [
            "id": String(photo.ref.prefix(24)), "created_at": "2024-05-01T12:00:00.000Z",
            "prefix": "\(baseURL)/sandbox/images/fsq/", "suffix": "/\(photo.ref).jpg",
        ]
        if let width = photo.width { object["width"] = width }
        if let height = photo.height { object["height"] = height }
        return object
    }

    private static func tip(_ tip: FoursquareVenue.Tip) -> [String: Any] {
        ["text": tip.text, "created_at": tip.createdAt ?? "2024-05-01T12:00:00.000Z"]
    }
}
