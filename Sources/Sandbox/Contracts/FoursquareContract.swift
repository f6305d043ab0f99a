/// Foursquare Places API 2025-06-17's documented parameters, from its OpenAPI (`@fsq-developers-places/v2025-06-17`,
/// see `../shared/specs/foursquare-places.md`): Place Search, Place Details, Place Photos, Place Tips and Autocomplete,
/// with their ranges and enums; `fields` takes the Place object's properties. `cursor` is the page token of the
/// `link` header Foursquare itself writes.
enum FoursquareContract {
    static let placeFields: Set<String> = [
        "attributes", "categories", "chains", "date_closed", "date_created", "date_refreshed", "description", "distance",
        "email", "extended_location", "fsq_place_id", "hours", "hours_popular", "latitude", "link", "location", "longitude",
        "menu", "name", "photos", "place_actions", "placemaker_url", "plugins", "popularity", "price", "rating",
        "related_places", "social_media", "stats", "store_id", "tastes", "tel", "tips", "unresolved_flags", "veracity_rating",
        "website",
    ]

    private static let fields = QueryContract.Form.list(of: placeFields, separator: ",")
    private static let ids = QueryContract.Form.pattern("[0-9a-f]{24}(,[0-9a-f]{24})*")
    private static let price = QueryContract.Form.integer(1...4)

    static let search = QueryContract(parameters: [
        "query": .text, "ll": QueryContract.latLng, "radius": .integer(0...100_000), "fsq_category_ids": ids,
        "fsq_chain_ids": ids, "exclude_fsq_chain_ids": ids, "exclude_all_chains": QueryContract.boolean, "fields": fields,
        "min_price": price, "max_price": price, "open_at": .pattern("[1-7]T[0-2][0-9][0-5][0-9]"),
        "open_now": QueryContract.boolean, "tel_format": .oneOf(["NATIONAL", "E164"]), "ne": QueryContract.latLng,
        "sw": QueryContract.latLng, "near": .text, "sort": .oneOf(["RELEVANCE", "RATING", "DISTANCE", "POPULARITY"]),
        "limit": .integer(1...50), "cursor": .text,
    ])
    static let details = QueryContract(parameters: ["fields": fields])
    static let photos = QueryContract(parameters: [
        "limit": .integer(1...50), "sort": .oneOf(["POPULAR", "NEWEST"]), "classifications": .text,
    ])
    static let tips = QueryContract(parameters: [
        "limit": .integer(1...50), "sort": .oneOf(["POPULAR", "NEWEST"]),
        "fields": .list(
            of: ["fsq_tip_id", "created_at", "text", "url", "lang", "agree_count", "disagree_count", "photo"], separator: ","),
    ])
    static let autocomplete = QueryContract(
        parameters: [
            "query": .text, "ll": QueryContract.latLng, "radius": .integer(0...100_000), "types": .text, "bias": .text,
            "session_token": .text, "limit": .integer(1...50),
        ], required: ["query"])

    /// The operation of a path, and the reason a query breaks it (nil: it conforms).
    static func violation(path: String, query: [String: String]) -> String? {
        let parts = path.split(separator: "/").map(String.init)
        let contract: QueryContract
        switch (parts.first, parts.count, parts.last) {
        case ("autocomplete", 1, _): contract = autocomplete
        case ("places", 2, "search"): contract = search
        case ("places", 2, _): contract = details
        case ("places", 3, "photos"): contract = photos
        case ("places", 3, "tips"): contract = tips
        default: return "no such operation"
        }
        if query["open_now"] != nil && query["open_at"] != nil { return "open_now cannot be combined with open_at" }
        return contract.violation(query)
    }
}
