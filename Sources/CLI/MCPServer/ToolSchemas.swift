import MCP

/// The output schemas of the tools other than `nearby` (`PlaceRowSchema` is its rows'): real types, units and what
/// each key means, as their answers give them (`CompactResult`: a key with nothing is left out, so only what every
/// answer has is required).
enum ToolSchemas {
    /// A `search` match.
    static let match: Value = object(
        required: ["placeID", "text", "provider"],
        [
            "placeID": text("The place's id, for details, route and review_add"),
            "text": text("The place as the provider describes the match: its name, then where it is"),
            "provider": text("Whose id placeID is: google, foursquare or osm"),
        ])

    /// A `route`.
    static let route: Value = object(
        required: ["placeID", "name", "mode", "seconds", "meters", "origin", "destination"],
        [
            "placeID": text("The place routed to"),
            "name": text("Its name"),
            "mode": text("How: walk, bike, drive or transit"),
            "seconds": integer("Travel time, in seconds"),
            "meters": integer("Route length, in metres"),
            "origin": point("Where the route starts: [longitude, latitude]"),
            "destination": point("Where it ends: [longitude, latitude]"),
            "steps": .object([
                "type": "array", "description": "The route's steps, in order",
                "items": object(
                    required: ["instruction"],
                    [
                        "instruction": text("What to do"), "meters": integer("The step's length, in metres"),
                        "seconds": integer("Its time, in seconds"),
                    ]),
            ]),
            "path": .object([
                "type": "array", "description": "The route's line: [longitude, latitude] points", "items": point("A point"),
            ]),
            "arrivesAt": dateTime("When one gets there leaving now (UTC, ISO 8601)"),
            "isOpenOnArrival": boolean("Whether the place's hours as written say open then; absent when unknown"),
        ])

    /// One of the account's reviews.
    static let review: Value = object(
        required: ["placeID", "stars"],
        [
            "placeID": text("The place reviewed"),
            "placeName": text("Its name, when the cache knows it"),
            "stars": integer("The rating given, 1 to 5"),
            "text": text("What was said"),
            "createdAt": dateTime("When it was written (ISO 8601)"),
            "pending": boolean("Waiting in the outbox to be sent (true), or on the server"),
            "cachedAt": dateTime("When it was fetched, when it came from the cache (ISO 8601)"),
        ])

    /// A place's details.
    static let place: Value = object(
        required: ["placeID", "name", "provider"],
        [
            "placeID": text("The place's id"), "name": text("Its name"), "address": text("Its address"),
            "phone": text("Its phone number"), "latitude": number("Latitude, in decimal degrees"),
            "longitude": number("Longitude, in decimal degrees"), "rating": number("Rating, 1 to 5"),
            "userRatingsTotal": integer("How many ratings the rating is made of"),
            "priceLevel": integer("Price level, 0 free ... 4 very expensive"),
            "isOpen": boolean("Open now, as the provider says"),
            "openAt": dateTime("The moment asked, judged in the place's time zone (UTC, ISO 8601)"),
            "isOpenAt": boolean("Open at the moment asked, by the hours as written"),
            "businessStatus": text("operational, closedTemporarily, closedPermanently or unknown"),
            "weekdayHours": list("The opening hours, a line a day"), "website": text("Its website"),
            "mapsURL": text("Its page on the provider's map"),
            "photoReferences": list("Its photos' references (when asked: photos)"),
            "reviews": .object([
                "type": "array", "description": "The provider's reviews (Foursquare's tips)", "items": reviewLine,
            ]),
            "ownReviews": .object([
                "type": "array", "description": "The signed-in account's reviews of the place", "items": reviewLine,
            ]),
            "cachedAt": dateTime("When it was fetched, when it came from the cache (ISO 8601)"),
            "provider": text("Whose id placeID is: google, foursquare or osm"),
            "kind": text("What it is: restaurant, cafe, bar, bakery or fast-food"),
            "type": text("Its provider's primary type"), "category": text("Its provider's own word for what it is"),
            "diets": list("Diets its map data says it serves (OpenStreetMap)"),
            "wheelchair": boolean("Whether it can be entered in a wheelchair (OpenStreetMap)"),
            "outdoorSeating": boolean("Whether it has seats outside (OpenStreetMap)"),
            "openingHours": text("Its opening hours as written in OpenStreetMap"),
            "attribution": text("The credit its provider asks for, to show with it"),
        ])

    private static let reviewLine: Value = object(
        required: [],
        [
            "author": text("Who wrote it"), "stars": integer("The rating given, 1 to 5"),
            "when": text("When, as the provider says it"), "text": text("What was said"),
        ])

    private static func object(required: [String], _ properties: [String: Value]) -> Value {
        .object([
            "type": "object", "properties": .object(properties), "required": .array(required.map { .string($0) }),
        ])
    }

    private static func text(_ description: String) -> Value { ["type": "string", "description": .string(description)] }
    private static func integer(_ description: String) -> Value { ["type": "integer", "description": .string(description)] }
    private static func number(_ description: String) -> Value { ["type": "number", "description": .string(description)] }
    private static func boolean(_ description: String) -> Value { ["type": "boolean", "description": .string(description)] }

    private static func dateTime(_ description: String) -> Value {
        ["type": "string", "format": "date-time", "description": .string(description)]
    }

    private static func list(_ description: String) -> Value {
        ["type": "array", "items": ["type": "string"], "description": .string(description)]
    }

    private static func point(_ description: String) -> Value {
        ["type": "array", "items": ["type": "number"], "minItems": 2, "maxItems": 2, "description": .string(description)]
    }
}
