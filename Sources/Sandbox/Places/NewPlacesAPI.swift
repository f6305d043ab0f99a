import FlyingFox
import Foundation

/// Places API (New) under `/v1`: searchNearby, searchText, place details, autocomplete, photo media.
struct NewPlacesAPI: Sendable {
    let search: PlaceSearch
    let tokens: PageTokens
    let routing: SandboxRouting
    let clock: SandboxClock

    func handle(_ request: RequestContext) -> HTTPResponse? {
        switch (request.method, request.path) {
        case ("POST", "/v1/places:searchNearby"): return authorized(request) { searchNearby($0) }
        case ("POST", "/v1/places:searchText"): return authorized(request) { searchText($0) }
        case ("POST", "/v1/places:autocomplete"): return authorized(request, needsMask: false) { autocomplete($0) }
        case ("GET", _) where request.path.hasPrefix("/v1/places/") && request.path.hasSuffix("/media"):
            return authorized(request, needsMask: false) { photoMedia($0) }
        case ("GET", _) where request.path.hasPrefix("/v1/places/"):
            return authorized(request) { details($0) }
        default:
            return nil
        }
    }

    // MARK: - Key and field mask, as Google checks them

    private func authorized(_ request: RequestContext, needsMask: Bool = true, _ handler: (RequestContext) -> HTTPResponse)
        -> HTTPResponse
    {
        if let refusal = ApiKeys.refusal(request.header("X-Goog-Api-Key") ?? request.query["key"]) { return refusal }
        if needsMask && fieldMaskText(request) == nil {
            return Reply.googleError(
                400, "INVALID_ARGUMENT",
                "FieldMask is a required parameter. See https://cloud.google.com/apis/docs/system-parameters on how to provide it. As an example, you can set the header 'X-Goog-FieldMask' to value 'places.displayName', 'places.id' to ask for the display name and the place id of a place. You can also set the value to '*' in manual testing to get all the available response fields."
            )
        }
        return handler(request)
    }

    private func fieldMaskText(_ request: RequestContext) -> String? {
        (request.header("X-Goog-FieldMask") ?? request.query["fields"] ?? request.query["$fields"]).flatMap {
            $0.isEmpty ? nil : $0
        }
    }

    // MARK: - Routes

    private func searchNearby(_ request: RequestContext) -> HTTPResponse {
        guard let body = request.jsonBody else { return invalidJSON() }
        guard let circle = Self.circle(body["locationRestriction"]) else {
            return Reply.googleError(400, "INVALID_ARGUMENT", "Missing required field: location_restriction.")
        }
        // The ranges are checked before (`GoogleRules`): 0 or no count is Google's default of 20.
        let asked = body["maxResultCount"] as? Int ?? 0
        let count = asked == 0 ? 20 : asked
        let rank = body["rankPreference"] as? String ?? "POPULARITY"
        let found = search.nearby(
            circle, types: body["includedTypes"] as? [String] ?? [],
            primaryTypes: body["includedPrimaryTypes"] as? [String] ?? [],
            byDistance: rank == "DISTANCE")
        if let refusal = Self.routingRefusal(body) { return refusal }
        return places(Array(found.prefix(count)), request: request, nextPageToken: nil)
    }

    private func searchText(_ request: RequestContext) -> HTTPResponse {
        guard let body = request.jsonBody else { return invalidJSON() }
        if let refusal = Self.routingRefusal(body) { return refusal }
        // Not negative (`GoogleRules`); 0 or none is 20, and more is taken as 20.
        let asked = body["pageSize"] as? Int ?? body["maxResultCount"] as? Int ?? 0
        let pageSize = asked <= 0 ? 20 : min(20, asked)
        var ids: [String]
        if let token = body["pageToken"] as? String, !token.isEmpty {
            guard case .ready(let entry) = tokens.lookup(token) else {
                return Reply.googleError(400, "INVALID_ARGUMENT", "Invalid page token.")
            }
            ids = entry.ids
        } else {
            guard let text = body["textQuery"] as? String, !text.isEmpty else {
                return Reply.googleError(400, "INVALID_ARGUMENT", "Missing required field: text_query.")
            }
            if let line = Self.alongRoute(body) {
                // Along a route: the places of the type within 300 m of the line, in the line's order.
                let type = body["includedType"] as? String
                let near = search.dataset.places.filter { place in
                    (type == nil || place.allTypes.contains(type ?? ""))
                        && SandboxDirections.distance((place.lat, place.lng), toLine: line) <= 300
                }
                let first = line.first ?? (0, 0)
                ids = near.sorted {
                    Geo.distance(first.0, first.1, $0.lat, $0.lng) < Geo.distance(first.0, first.1, $1.lat, $1.lng)
                }
                .prefix(60).map(\.id)
                let page = ids.prefix(pageSize).compactMap { search.dataset.place(id: $0) }
                let rest = Array(ids.dropFirst(pageSize))
                return places(page, request: request, nextPageToken: rest.isEmpty ? nil : tokens.issue(ids: rest, delay: .zero))
            }
            let rectangle = Self.rectangle(body["locationRestriction"])
            let bias = Self.circle(body["locationBias"]) ?? Self.circle(body["locationRestriction"]) ?? rectangle?.center
            var found = search.text(text, bias: bias, type: body["includedType"] as? String)
            if let restriction = Self.circle(body["locationRestriction"]) {
                found = found.filter { search.distance($0, restriction) <= restriction.radius }
            }
            if let rectangle {
                found = found.filter(rectangle.contains)
                if body["rankPreference"] as? String == "DISTANCE" {
                    found.sort { search.distance($0, rectangle.center) < search.distance($1, rectangle.center) }
                }
            }
            if body["openNow"] as? Bool == true { found = found.filter { $0.openNow == true } }
            if let minRating = (body["minRating"] as? NSNumber)?.doubleValue {
                // Google takes 0.5 steps and rounds any other value up (4.2 keeps only 4.5 and more).
                let step = (minRating * 2).rounded(.up) / 2
                found = found.filter { ($0.ratingValue ?? 0) >= step }
            }
            if let levels = body["priceLevels"] as? [String] {
                found = found.filter { place in place.priceLevel.map { levels.contains(NewPlaceJSON.priceLevels[$0]) } ?? false }
            }
            ids = found.prefix(60).map(\.id)
        }
        let page = ids.prefix(pageSize).compactMap { search.dataset.place(id: $0) }
        let rest = Array(ids.dropFirst(pageSize))
        let token = rest.isEmpty ? nil : tokens.issue(ids: rest, delay: .zero)
        return places(page, request: request, nextPageToken: token)
    }

    private func details(_ request: RequestContext) -> HTTPResponse {
        let id = String(request.path.dropFirst("/v1/places/".count)).removingPercentEncoding ?? ""
        guard !id.isEmpty, !id.contains("/") else {
            return Reply.googleError(400, "INVALID_ARGUMENT", "Not a valid Place ID: \(id)")
        }
        guard let place = search.dataset.place(id: id) else {
            return Reply.googleError(404, "NOT_FOUND", "It was not possible to find the place with ID \(id).")
        }
        let mask = FieldMask(fieldMaskText(request) ?? "", prefix: "")
        return Reply.json(mask.project(NewPlaceJSON.object(place, baseURL: request.baseURL, now: clock.now())))
    }

    private func autocomplete(_ request: RequestContext) -> HTTPResponse {
        guard let body = request.jsonBody else { return invalidJSON() }
        guard let input = body["input"] as? String, !input.isEmpty else {
            return Reply.googleError(400, "INVALID_ARGUMENT", "Missing required field: input.")
        }
        let bias = Self.circle(body["locationBias"]) ?? Self.circle(body["locationRestriction"])
        let found = search.autocomplete(input, bias: bias, types: body["includedPrimaryTypes"] as? [String] ?? [])
        guard !found.isEmpty else { return Reply.json([String: Any]()) }
        let suggestions = found.map { place -> [String: Any] in
            let main = place.name ?? ""
            let secondary = place.formattedAddress ?? place.vicinity ?? place.neighbourhood
            return [
                "placePrediction": [
                    "place": "places/\(place.id)", "placeId": place.id,
                    "text": ["text": "\(main), \(secondary)", "matches": [["endOffset": min(input.count, main.count)]]],
                    "structuredFormat": [
                        "mainText": ["text": main, "matches": [["endOffset": min(input.count, main.count)]]],
                        "secondaryText": ["text": secondary],
                    ],
                    "types": place.allTypes,
                ]
            ]
        }
        return Reply.json(["suggestions": suggestions])
    }

    private func photoMedia(_ request: RequestContext) -> HTTPResponse {
        // /v1/places/{id}/photos/{ref}/media
        let parts = request.path.split(separator: "/").map(String.init)
        guard parts.count == 6, parts[3] == "photos", let place = search.dataset.place(id: parts[2]),
            place.photos?.contains(where: { $0.ref == parts[4] }) == true
        else {
            return Reply.googleError(404, "NOT_FOUND", "The photo resource was not found.")
        }
        let width = request.query["maxWidthPx"].flatMap(Int.init)
        let height = request.query["maxHeightPx"].flatMap(Int.init)
        guard width != nil || height != nil else {
            return Reply.googleError(400, "INVALID_ARGUMENT", "Must specify either max_width_px or max_height_px.")
        }
        guard [width, height].compactMap({ $0 }).allSatisfy({ (1...4800).contains($0) }) else {
            return Reply.googleError(400, "INVALID_ARGUMENT", "max_width_px and max_height_px must be in [1, 4800].")
        }
        let uri = "\(request.baseURL)/sandbox/images/\(parts[4]).jpg"
        if request.query["skipHttpRedirect"] == "true" {
            return Reply.json(["name": "places/\(parts[2])/photos/\(parts[4])/media", "photoUri": uri])
        }
        return Reply.raw(Data(), status: 302, headers: ["Location": uri])
    }

    // MARK: - Helpers

    private func places(_ found: [SandboxPlace], request: RequestContext, nextPageToken: String?) -> HTTPResponse {
        let maskText = fieldMaskText(request) ?? ""
        let mask = FieldMask(maskText, prefix: "places.")
        var object: [String: Any] = [:]
        if !found.isEmpty {
            let now = clock.now()
            object["places"] = found.map { mask.project(NewPlaceJSON.object($0, baseURL: request.baseURL, now: now)) }
        }
        if let nextPageToken, mask.includesTopLevel("nextPageToken", in: maskText) {
            object["nextPageToken"] = nextPageToken
        }
        if mask.includesTopLevel("routingSummaries", in: maskText), !found.isEmpty,
            let parameters = request.jsonBody?["routingParameters"] as? [String: Any],
            let origin = parameters["origin"] as? [String: Any],
            let latitude = (origin["latitude"] as? NSNumber)?.doubleValue,
            let longitude = (origin["longitude"] as? NSNumber)?.doubleValue,
            let mode = SandboxRouting.Mode(google: parameters["travelMode"] as? String)
        {
            // One summary per place, in the places' order; a place with no route has an empty one. Along a route, a
            // second leg goes from the place to the route's end.
            let end = request.jsonBody.flatMap(Self.alongRoute)?.last
            object["routingSummaries"] = found.map { place -> [String: Any] in
                guard let leg = routing.leg(from: (latitude, longitude), to: (place.lat, place.lng), mode: mode) else {
                    return [:]
                }
                var legs: [[String: Any]] = [["duration": "\(leg.seconds)s", "distanceMeters": leg.meters]]
                if let end, let onward = routing.leg(from: (place.lat, place.lng), to: end, mode: mode) {
                    legs.append(["duration": "\(onward.seconds)s", "distanceMeters": onward.meters])
                }
                return [
                    "legs": legs,
                    "directionsUri": "https://www.google.com/maps/dir/\(latitude),\(longitude)/\(place.lat),\(place.lng)",
                ]
            }
        }
        return Reply.json(object)
    }

    /// The line of `searchAlongRouteParameters.polyline.encodedPolyline`, when the search is along a route.
    private static func alongRoute(_ body: [String: Any]) -> [(Double, Double)]? {
        guard let along = body["searchAlongRouteParameters"] as? [String: Any],
            let polyline = (along["polyline"] as? [String: Any])?["encodedPolyline"] as? String
        else { return nil }
        let points = SandboxDirections.decode(polyline)
        return points.isEmpty ? nil : points
    }

    /// Google routes no transit in a search: `routingParameters.travelMode` TRANSIT is refused.
    private static func routingRefusal(_ body: [String: Any]) -> HTTPResponse? {
        guard let parameters = body["routingParameters"] as? [String: Any] else { return nil }
        guard let mode = parameters["travelMode"] as? String, ["WALK", "BICYCLE", "DRIVE", "TWO_WHEELER"].contains(mode)
        else {
            return Reply.googleError(400, "INVALID_ARGUMENT", "Invalid routing_parameters.travel_mode: TRANSIT is not supported.")
        }
        return nil
    }

    private func invalidJSON() -> HTTPResponse {
        Reply.googleError(400, "INVALID_ARGUMENT", "Invalid JSON payload received.")
    }

    /// A `locationRestriction.rectangle` (`low`/`high` corners; `low.longitude > high.longitude` crosses the
    /// antimeridian), with its centre.
    static func rectangle(_ value: Any?) -> (center: PlaceSearch.Circle, contains: (SandboxPlace) -> Bool)? {
        func corner(_ name: String) -> (Double, Double)? {
            guard let rectangle = (value as? [String: Any])?["rectangle"] as? [String: Any],
                let corner = rectangle[name] as? [String: Any],
                let latitude = (corner["latitude"] as? NSNumber)?.doubleValue,
                let longitude = (corner["longitude"] as? NSNumber)?.doubleValue
            else { return nil }
            return (latitude, longitude)
        }
        guard let low = corner("low"), let high = corner("high"), low.0 <= high.0 else { return nil }
        let crosses = low.1 > high.1
        let centerLongitude = crosses ? ((low.1 + high.1 + 360) / 2).truncatingRemainder(dividingBy: 360) : (low.1 + high.1) / 2
        let center = PlaceSearch.Circle(
            latitude: (low.0 + high.0) / 2, longitude: centerLongitude > 180 ? centerLongitude - 360 : centerLongitude,
            radius: 0)
        return (
            center,
            { place in
                (low.0...high.0).contains(place.lat)
                    && (crosses ? place.lng >= low.1 || place.lng <= high.1 : (low.1...high.1).contains(place.lng))
            }
        )
    }

    static func circle(_ value: Any?) -> PlaceSearch.Circle? {
        guard let circle = (value as? [String: Any])?["circle"] as? [String: Any],
            let center = circle["center"] as? [String: Any],
            let latitude = (center["latitude"] as? NSNumber)?.doubleValue,
            let longitude = (center["longitude"] as? NSNumber)?.doubleValue
        else { return nil }
        let radius = (circle["radius"] as? NSNumber)?.doubleValue ?? 0
        return PlaceSearch.Circle(latitude: latitude, longitude: longitude, radius: radius)
    }
}
