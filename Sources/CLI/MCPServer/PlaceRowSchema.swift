import Domain
import MCP

/// The output schema of a `nearby` row as the tool gives it (`CompactResult`): real types, units and what each key
/// means; a key the row has nothing for is left out, so only the keys every row has are required.
enum PlaceRowSchema {
    static let row: Value = .object([
        "type": "object",
        "required": ["placeID", "name", "latitude", "longitude", "distanceMeters", "provider"],
        "properties": .object([
            "placeID": text("The place's id, for details, route and review_add: Google's, Foursquare's, or osm:TYPE/ID"),
            "name": text("Its name, as its provider gives it"),
            "latitude": number("Latitude, in decimal degrees"),
            "longitude": number("Longitude, in decimal degrees"),
            "distanceMeters": integer("Great-circle distance from the centre, in metres"),
            "rating": number("Rating, 1 to 5 (with several providers, theirs combined; each one's in ratings)"),
            "userRatingsTotal": integer("How many ratings the rating is made of"),
            "isOpen": boolean("Open now, as the provider says or as the hours as written say"),
            "priceLevel": integer("Price level, 0 free ... 4 very expensive"),
            "address": text("Its address"),
            "provider": text("Whose id placeID is: google, foursquare or osm"),
            "ratings": byProvider("Each provider's rating (1 to 5), when more than one provider rates the place", "number"),
            "placeIDs": byProvider(
                "The other providers that know the place, and their ids of it (provider all: the same place merged)", "string"),
            "kind": .object([
                "type": "string", "description": "What it is", "enum": .array(PlaceKind.allCases.map { .string($0.rawValue) }),
            ]),
            "type": text("Its provider's primary type (Google's hamburger_restaurant, OpenStreetMap's restaurant)"),
            "category": text("Its provider's own word for what it is, when that is not its type"),
            "diets": .object([
                "type": "array", "items": ["type": "string"],
                "description": "Diets its map data says it serves (OpenStreetMap)",
            ]),
            "wheelchair": boolean("Whether it can be entered in a wheelchair, as its map data says (OpenStreetMap)"),
            "outdoorSeating": boolean("Whether it has seats outside, as its map data says (OpenStreetMap)"),
            "openingHours": text("Its opening hours as written in OpenStreetMap (opening_hours syntax)"),
            "opensAt": dateTime("When it opens next, within a week, as its hours say: its local time and offset"),
            "closesAt": dateTime("When it closes next, within a week, as its hours say: its local time and offset"),
            "openAt": dateTime("With open_at: the moment it was judged open at: its local time and offset"),
            "timeZone": text("Its time zone (IANA, Europe/Paris): the clock of its hours and of the times above"),
            "travel": .object([
                "type": "object", "description": "Travel from the centre (when travel is asked and a route exists)",
                "properties": [
                    "mode": ["type": "string"], "seconds": ["type": "integer", "description": "Travel time, in seconds"],
                    "meters": ["type": "integer", "description": "Route length, in metres"],
                ],
            ]),
            "detourSeconds": integer("Seconds a stop here adds to a route (along a route, when the provider says)"),
            "cachedAt": dateTime("When the row was fetched, when it came from the cache (ISO 8601)"),
        ]),
    ])

    private static func text(_ description: String) -> Value {
        ["type": "string", "description": .string(description)]
    }

    private static func number(_ description: String) -> Value {
        ["type": "number", "description": .string(description)]
    }

    private static func integer(_ description: String) -> Value {
        ["type": "integer", "description": .string(description)]
    }

    private static func boolean(_ description: String) -> Value {
        ["type": "boolean", "description": .string(description)]
    }

    private static func dateTime(_ description: String) -> Value {
        ["type": "string", "format": "date-time", "description": .string(description)]
    }

    private static func byProvider(_ description: String, _ type: String) -> Value {
        ["type": "object", "description": .string(description), "additionalProperties": ["type": .string(type)]]
    }
}
