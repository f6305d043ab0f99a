import FlyingFox
import Foundation

/// The legacy Places API under `/maps/api/place`: nearbysearch, textsearch, details, autocomplete, photo.
/// Every JSON answer is HTTP 200 with a `status`, as Google's is.
struct LegacyPlacesAPI: Sendable {
    let search: PlaceSearch
    let tokens: PageTokens
    /// How long a next page's token takes to become valid, and how many places a page holds.
    let pageTokenDelay: Duration
    let pageSize: Int
    let photoErrorPNG: Data

    func handle(_ request: RequestContext) -> HTTPResponse? {
        guard request.method == "GET" else { return nil }
        switch request.path {
        case "/maps/api/place/nearbysearch/json": return keyed(request) { nearby($0) }
        case "/maps/api/place/textsearch/json": return keyed(request) { textSearch($0) }
        case "/maps/api/place/details/json": return keyed(request) { details($0) }
        case "/maps/api/place/autocomplete/json": return keyed(request) { autocomplete($0) }
        case "/maps/api/place/photo": return photo(request)
        default: return nil
        }
    }

    private func keyed(_ request: RequestContext, _ handler: (RequestContext) -> HTTPResponse) -> HTTPResponse {
        switch ApiKeys.judge(request.query["key"]) {
        case .missing:
            return denied(
                "You must use an API key to authenticate each request to Google Maps Platform APIs. For additional information, please refer to http://g.co/dev/maps-no-account"
            )
        case .invalid:
            return denied("The provided API key is invalid. ")
        case .legacyDisabled:
            return denied(
                "You're calling a legacy API, which is not enabled for your project. To get newer features and more functionality, switch to the Places API (New) or Routes API. Learn more: https://developers.google.com/maps/legacy#LegacyApiNotActivatedMapError"
            )
        case .valid:
            return handler(request)
        }
    }

    // MARK: - Searches

    private func nearby(_ request: RequestContext) -> HTTPResponse {
        if let token = request.query["pagetoken"] { return page(token: token, textSearch: false) }
        guard let centre = Self.latLng(request.query["location"]) else {
            return status(
                "INVALID_REQUEST",
                message: request.query["location"] == nil ? nil : "Invalid request. Invalid 'location' parameter.")
        }
        let byDistance = request.query["rankby"] == "distance"
        let radius: Double
        if byDistance {
            guard request.query["radius"] == nil else {
                return status(
                    "INVALID_REQUEST",
                    message: "Invalid request. When using rankby=distance, the radius parameter must not be included.")
            }
            guard request.query["type"] != nil || request.query["keyword"] != nil else {
                return status("INVALID_REQUEST", message: "Invalid request. Missing the 'keyword', 'name' or 'type' parameter.")
            }
            radius = 50_000
        } else {
            guard let value = request.query["radius"].flatMap(Double.init), value > 0, value <= 50_000 else {
                return status("INVALID_REQUEST", message: "Invalid request. Invalid 'radius' parameter.")
            }
            radius = value
        }
        let circle = PlaceSearch.Circle(latitude: centre.0, longitude: centre.1, radius: radius)
        var found = search.nearby(circle, types: request.query["type"].map { [$0] } ?? [], byDistance: byDistance)
        if let keyword = request.query["keyword"], !keyword.isEmpty {
            let matching = Set(search.text(keyword, bias: nil, type: nil).map(\.id))
            found = found.filter { matching.contains($0.id) }
        }
        if request.query["opennow"] == "true" { found = found.filter { $0.openNow == true } }
        if request.query["minprice"] != nil || request.query["maxprice"] != nil {
            let low = request.query["minprice"].flatMap(Int.init) ?? 0
            let high = request.query["maxprice"].flatMap(Int.init) ?? 4
            found = found.filter { place in place.priceLevel.map { low <= $0 && $0 <= high } ?? false }
        }
        return firstPage(found, textSearch: false)
    }

    private func textSearch(_ request: RequestContext) -> HTTPResponse {
        if let token = request.query["pagetoken"] { return page(token: token, textSearch: true) }
        guard let query = request.query["query"], !query.isEmpty else {
            return status("INVALID_REQUEST", message: nil)
        }
        var bias: PlaceSearch.Circle?
        if let centre = Self.latLng(request.query["location"]) {
            bias = .init(latitude: centre.0, longitude: centre.1, radius: request.query["radius"].flatMap(Double.init) ?? 50_000)
        }
        return firstPage(search.text(query, bias: bias, type: request.query["type"]), textSearch: true)
    }

    private func firstPage(_ found: [SandboxPlace], textSearch: Bool) -> HTTPResponse {
        let all = Array(found.prefix(60))
        guard !all.isEmpty else { return status("ZERO_RESULTS", message: nil) }
        return results(all, textSearch: textSearch)
    }

    private func page(token: String, textSearch: Bool) -> HTTPResponse {
        switch tokens.lookup(token) {
        case .ready(let entry):
            return results(entry.ids.compactMap { search.dataset.place(id: $0) }, textSearch: textSearch)
        case .notYetValid, .unknown:
            return status("INVALID_REQUEST", message: nil)
        }
    }

    private func results(_ places: [SandboxPlace], textSearch: Bool) -> HTTPResponse {
        let page = places.prefix(pageSize)
        var object: [String: Any] = [
            "html_attributions": [String](), "status": "OK",
            "results": page.map { LegacyPlaceJSON.result($0, textSearch: textSearch) },
        ]
        let rest = places.dropFirst(pageSize).map(\.id)
        if !rest.isEmpty {
            object["next_page_token"] = tokens.issue(ids: rest, delay: pageTokenDelay)
        }
        return Reply.json(object)
    }

    // MARK: - Details, autocomplete, photo

    private func details(_ request: RequestContext) -> HTTPResponse {
        guard let id = request.query["place_id"], !id.isEmpty else {
            return Reply.json(["html_attributions": [String](), "status": "INVALID_REQUEST"])
        }
        // The documented field names (`LegacyPlacesContract`, checked before) name these keys of the result.
        let fields = request.query["fields"].map { text in
            text.split(separator: ",").map { field -> String in
                let name = String(field.split(separator: "/").first ?? "")
                return ["photo": "photos", "type": "types"][name] ?? name
            }
        }
        guard let place = search.dataset.place(id: id) else {
            return Reply.json(["html_attributions": [String](), "status": "NOT_FOUND"])
        }
        var result = LegacyPlaceJSON.details(place)
        if let fields { result = result.filter { fields.contains($0.key) } }
        return Reply.json(["html_attributions": [String](), "result": result, "status": "OK"])
    }

    private func autocomplete(_ request: RequestContext) -> HTTPResponse {
        guard let input = request.query["input"] else { return status("INVALID_REQUEST", message: nil, key: "predictions") }
        var bias: PlaceSearch.Circle?
        if let centre = Self.latLng(request.query["location"]) {
            bias = .init(latitude: centre.0, longitude: centre.1, radius: request.query["radius"].flatMap(Double.init) ?? 50_000)
        }
        let types = (request.query["types"] ?? "").split(separator: "|").map(String.init).filter { $0 != "establishment" }
        let found = search.autocomplete(input, bias: bias, types: types)
        guard !found.isEmpty else { return Reply.json(["predictions": [Any](), "status": "ZERO_RESULTS"]) }
        let predictions = found.map { place -> [String: Any] in
            let main = place.name ?? ""
            let secondary = place.formattedAddress ?? place.vicinity ?? place.neighbourhood
            return [
                "description": "\(main), \(secondary)", "place_id": place.id, "reference": place.id,
                "matched_substrings": [["length": min(input.count, main.count), "offset": 0]],
                "structured_formatting": [
                    "main_text": main, "secondary_text": secondary,
                    "main_text_matched_substrings": [["length": min(input.count, main.count), "offset": 0]],
                ],
                "terms": ([main] + secondary.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) })
                    .enumerated().map { ["offset": $0.offset, "value": $0.element] },
                "types": place.allTypes,
            ]
        }
        return Reply.json(["predictions": predictions, "status": "OK"])
    }

    private func photo(_ request: RequestContext) -> HTTPResponse {
        guard ApiKeys.judge(request.query["key"]) == .valid else {
            return Reply.raw(photoErrorPNG, status: 403, headers: ["Content-Type": "image/png"])
        }
        let width = request.query["maxwidth"].flatMap(Int.init)
        let height = request.query["maxheight"].flatMap(Int.init)
        guard let ref = request.query["photo_reference"], !ref.isEmpty, width != nil || height != nil,
            [width, height].compactMap({ $0 }).allSatisfy({ (1...1600).contains($0) })
        else {
            return Reply.raw(Data("Bad Request".utf8), status: 400, headers: ["Content-Type": "text/html; charset=UTF-8"])
        }
        guard search.dataset.photo(ref: ref) != nil else {
            return Reply.raw(Data("Not Found".utf8), status: 404, headers: ["Content-Type": "text/html; charset=UTF-8"])
        }
        return Reply.raw(Data(), status: 302, headers: ["Location": "\(request.baseURL)/sandbox/images/\(ref).jpg"])
    }

    // MARK: - Helpers

    private func denied(_ message: String) -> HTTPResponse {
        Reply.json(["error_message": message, "html_attributions": [String](), "results": [Any](), "status": "REQUEST_DENIED"])
    }

    private func status(_ status: String, message: String?, key: String = "results") -> HTTPResponse {
        var object: [String: Any] = ["html_attributions": [String](), key: [Any](), "status": status]
        if let message { object["error_message"] = message }
        return Reply.json(object)
    }

    static func latLng(_ text: String?) -> (Double, Double)? {
        guard let parts = text?.split(separator: ","), parts.count == 2,
            let latitude = Double(parts[0].trimmingCharacters(in: .whitespaces)),
            let longitude = Double(parts[1].trimmingCharacters(in: .whitespaces)),
            (-90...90).contains(latitude), (-180...180).contains(longitude)
        else { return nil }
        return (latitude, longitude)
    }
}
