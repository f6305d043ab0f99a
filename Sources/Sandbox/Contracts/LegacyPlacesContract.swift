/// The legacy Places API's documented parameters (developers.google.com/maps/documentation/places/web-service/legacy:
/// Nearby Search, Text Search, Place Details, Place Autocomplete, Place Photos) and the documented values of Place
/// Details' `fields` ("Place Data Fields (Legacy)": Basic, Contact and Atmosphere data, e.g. `photo` and `type`, in
/// the singular).
enum LegacyPlacesContract {
    static let detailFields: Set<String> = [
        // Basic
        "address_components", "adr_address", "business_status", "formatted_address", "geometry", "geometry/location",
        "geometry/location/lat", "geometry/location/lng", "geometry/viewport", "icon", "icon_mask_base_uri",
        "icon_background_color", "name", "permanently_closed", "photo", "place_id", "plus_code", "type", "url", "utc_offset",
        "vicinity", "wheelchair_accessible_entrance",
        // Contact
        "current_opening_hours", "formatted_phone_number", "international_phone_number", "opening_hours",
        "secondary_opening_hours", "website",
        // Atmosphere
        "curbside_pickup", "delivery", "dine_in", "editorial_summary", "price_level", "rating", "reservable", "reviews",
        "serves_beer", "serves_breakfast", "serves_brunch", "serves_dinner", "serves_lunch", "serves_vegetarian_food",
        "serves_wine", "takeout", "user_ratings_total",
    ]

    private static let price = QueryContract.Form.integer(0...4)

    static let operations: [String: QueryContract] = [
        "/maps/api/place/nearbysearch/json": QueryContract(parameters: [
            "key": .text, "location": QueryContract.latLng, "radius": .number(0...50_000), "keyword": .text, "language": .text,
            "maxprice": price, "minprice": price, "opennow": .text, "pagetoken": .text,
            "rankby": .oneOf(["prominence", "distance"]), "type": .pattern("[a-z_]+"),
        ]),
        "/maps/api/place/textsearch/json": QueryContract(parameters: [
            "key": .text, "query": .text, "location": QueryContract.latLng, "radius": .number(0...50_000), "language": .text,
            "maxprice": price, "minprice": price, "opennow": .text, "pagetoken": .text, "region": .pattern("[a-z]{2}"),
            "type": .pattern("[a-z_]+"),
        ]),
        "/maps/api/place/details/json": QueryContract(
            parameters: [
                "key": .text, "place_id": .text, "fields": .list(of: detailFields, separator: ","), "language": .text,
                "region": .pattern("[a-z]{2}"), "reviews_no_translations": QueryContract.boolean,
                "reviews_sort": .oneOf(["most_relevant", "newest"]), "sessiontoken": .text,
            ], required: ["place_id"]),
        "/maps/api/place/autocomplete/json": QueryContract(
            parameters: [
                "key": .text, "input": .text, "components": .text, "language": .text, "location": QueryContract.latLng,
                "locationbias": .text, "locationrestriction": .text, "offset": .integer(0...1000), "origin": QueryContract.latLng,
                "radius": .number(0...50_000), "region": .pattern("[a-z]{2}"), "sessiontoken": .text, "strictbounds": .text,
                "types": .text,
            ], required: ["input"]),
        "/maps/api/place/photo": QueryContract(
            parameters: [
                "key": .text, "photo_reference": .text, "maxheight": .integer(1...1600), "maxwidth": .integer(1...1600),
            ], required: ["photo_reference"]),
    ]
}
