/// The rules between fields that Google's definitions state in their comments and reference, beyond types: what
/// Places API (New) and Routes API refuse with 400 `INVALID_ARGUMENT` although every field is well formed.
enum GoogleRules {
    typealias Refusal = GoogleDefinitions.Refusal

    static func check(rpc: String, body: JSONValue) throws {
        try language(body)
        switch rpc {
        case "SearchNearby": try searchNearby(body)
        case "SearchText": try searchText(body)
        case "AutocompletePlaces": try autocomplete(body)
        case "ComputeRouteMatrix": try routeMatrix(body)
        case "ComputeRoutes": try routingPreference(body)
        default: break
        }
    }

    /// `languageCode`: a BCP 47 tag (`fr`, `pt-BR`); `regionCode`: a CLDR two-letter region (`FR`). Google refuses
    /// a malformed one with `INVALID_ARGUMENT`.
    private static func language(_ body: JSONValue) throws {
        if case .string(let code)? = body["languageCode"], !isLanguageTag(code) {
            throw Refusal.invalid("Invalid language_code: \(code)")
        }
        if case .string(let code)? = body["regionCode"],
            !(code.utf8.count == 2 && code.allSatisfy { $0.isASCII && $0.isLetter })
        {
            throw Refusal.invalid("Invalid region_code: \(code)")
        }
    }

    /// A BCP 47 tag: a primary language of 2 or 3 letters, then subtags of 1-8 letters or digits.
    static func isLanguageTag(_ code: String) -> Bool {
        let parts = code.split(separator: "-", omittingEmptySubsequences: false)
        guard let primary = parts.first, (2...3).contains(primary.count), primary.allSatisfy({ $0.isASCII && $0.isLetter })
        else { return false }
        return parts.dropFirst().allSatisfy {
            (1...8).contains($0.count) && $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
        }
    }

    /// `maxResultCount` 1...20 (0 or unset: 20); the circle's radius 0...50000.
    private static func searchNearby(_ body: JSONValue) throws {
        if let count = number(body["maxResultCount"]), count < 0 || count > 20 {
            throw Refusal.invalid("max_result_count must be between 1 and 20, inclusive.")
        }
        try circle(body["locationRestriction"], field: "location_restriction")
    }

    /// `pageSize` and the deprecated `maxResultCount` not negative (over 20 is taken as 20); `minRating` 0...5;
    /// one of `locationBias` and `locationRestriction`; rectangles at most 180 degrees wide; along a route, driving only.
    private static func searchText(_ body: JSONValue) throws {
        for (field, name) in [("pageSize", "page_size"), ("maxResultCount", "max_result_count")] {
            if let size = number(body[field]), size < 0 { throw Refusal.invalid("\(name) must not be negative.") }
        }
        if let rating = number(body["minRating"]), !(0...5).contains(rating) {
            throw Refusal.invalid("min_rating must be between 0.0 and 5.0, inclusive.")
        }
        try exclusiveLocation(body)
        try circle(body["locationBias"], field: "location_bias")
        try rectangle(body["locationBias"], field: "location_bias")
        try rectangle(body["locationRestriction"], field: "location_restriction")
        if present(body["searchAlongRouteParameters"]) {
            let mode = body["routingParameters"]?["travelMode"]?.string ?? "TRAVEL_MODE_UNSPECIFIED"
            guard ["DRIVE", "TRAVEL_MODE_UNSPECIFIED"].contains(mode) else {
                throw Refusal.invalid(
                    "routing_parameters.travel_mode \(mode) is not supported with search_along_route_parameters: only DRIVE is.")
            }
        }
    }

    /// At most 5 `includedPrimaryTypes`; one of bias and restriction; circles of 0...50000 m.
    private static func autocomplete(_ body: JSONValue) throws {
        if case .array(let types) = body["includedPrimaryTypes"], types.count > 5 {
            throw Refusal.invalid("included_primary_types can have at most 5 values.")
        }
        try exclusiveLocation(body)
        try circle(body["locationBias"], field: "location_bias")
        try circle(body["locationRestriction"], field: "location_restriction")
    }

    /// At most 625 elements, 100 for transit or traffic-aware optimal routing; a routing preference only for driving.
    private static func routeMatrix(_ body: JSONValue) throws {
        try routingPreference(body)
        let count = { (value: JSONValue?) -> Int in
            if case .array(let items) = value { return items.count }
            return 0
        }
        let elements = count(body["origins"]) * count(body["destinations"])
        let strict = body["travelMode"]?.string == "TRANSIT" || body["routingPreference"]?.string == "TRAFFIC_AWARE_OPTIMAL"
        let limit = strict ? 100 : 625
        guard elements <= limit else {
            throw Refusal.invalid("The product of number of origins and destinations must not exceed \(limit).")
        }
    }

    private static func routingPreference(_ body: JSONValue) throws {
        guard present(body["routingPreference"]) else { return }
        let mode = body["travelMode"]?.string ?? "DRIVE"
        guard ["DRIVE", "TWO_WHEELER", "TRAVEL_MODE_UNSPECIFIED"].contains(mode) else {
            throw Refusal.invalid("Routing preference cannot be set for non-DRIVE and non-TWO_WHEELER travel modes.")
        }
    }

    private static func exclusiveLocation(_ body: JSONValue) throws {
        if present(body["locationBias"]) && present(body["locationRestriction"]) {
            throw Refusal.invalid("Only one of location_bias and location_restriction can be set.")
        }
    }

    private static func circle(_ location: JSONValue?, field: String) throws {
        guard let radius = number(location?["circle"]?["radius"]) else { return }
        guard (0...50_000).contains(radius) else {
            throw Refusal.invalid("Invalid \(field).circle.radius: it must be within [0.0, 50000.0].")
        }
    }

    /// `low` south-west, `high` north-east; `low.longitude > high.longitude` crosses the antimeridian; at most
    /// 180 degrees of longitude.
    private static func rectangle(_ location: JSONValue?, field: String) throws {
        guard let rectangle = location?["rectangle"] else { return }
        let corner = { (name: String) in
            (number(rectangle[name]?["latitude"]) ?? 0, number(rectangle[name]?["longitude"]) ?? 0)
        }
        let (low, high) = (corner("low"), corner("high"))
        guard low.0 <= high.0 else {
            throw Refusal.invalid("\(field).rectangle.low.latitude cannot be greater than \(field).rectangle.high.latitude.")
        }
        let width = low.1 <= high.1 ? high.1 - low.1 : 360 - (low.1 - high.1)
        guard width <= 180 else { throw Refusal.invalid("A rectangle viewport cannot be wider than 180 degrees.") }
    }

    private static func present(_ value: JSONValue?) -> Bool {
        switch value {
        case nil, .null?: return false
        default: return true
        }
    }

    private static func number(_ value: JSONValue?) -> Double? {
        switch value {
        case .number(let number)?: return number
        case .string(let text)?: return Double(text)
        default: return nil
        }
    }
}
