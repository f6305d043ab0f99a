import MCP

/// The output schemas of the tools other than `nearby` (`PlaceRowSchema` is its rows'): the keys every answer has
/// (required; `CompactResult` leaves out a key with nothing) and the types of those a model reads most. What each key
/// means is in docs/mcp.md: the tool list goes into every conversation (issue 59: under 12 KB).
enum ToolSchemas {
    /// A `search` match.
    static let match = shape(required: ["placeID", "text", "provider"], ["placeID": .text, "text": .text, "provider": .text])

    /// A `route`: `arrivesAt` on the place's clock with its offset, where its `timeZone` is known.
    static let route = shape(
        required: ["placeID", "name", "mode", "seconds", "meters", "origin", "destination"],
        [
            "placeID": .text, "name": .text, "mode": .text, "seconds": .integer, "meters": .integer, "origin": .point,
            "destination": .point, "arrivesAt": .dateTime, "isOpenOnArrival": .boolean, "timeZone": .text,
            "steps": .array(of: shape(required: ["instruction"], [:])),
        ])

    /// One of the account's reviews.
    static let review = shape(
        required: ["placeID", "stars"],
        ["placeID": .text, "placeName": .text, "stars": .integer, "text": .text, "createdAt": .dateTime, "pending": .boolean])

    /// A place's details.
    static let place = shape(
        required: ["placeID", "name", "provider"],
        [
            "placeID": .text, "name": .text, "address": .text, "phone": .text, "website": .text, "rating": .number,
            "isOpen": .boolean, "weekdayHours": .array(of: .text), "openAt": .dateTime, "isOpenAt": .boolean,
            "timeZone": .text, "provider": .text,
        ])

    /// An object with these keys (others may come too).
    static func shape(required: [String], _ properties: [String: Value]) -> Value {
        var schema: [String: Value] = ["type": "object", "properties": .object(properties)]
        if !required.isEmpty { schema["required"] = .array(required.map { .string($0) }) }
        return .object(schema)
    }
}

extension Value {
    static let text: Value = ["type": "string"]
    static let number: Value = ["type": "number"]
    static let integer: Value = ["type": "integer"]
    static let boolean: Value = ["type": "boolean"]
    static let dateTime: Value = ["type": "string", "format": "date-time"]
    /// A position: [longitude, latitude].
    static let point: Value = ["type": "array", "items": ["type": "number"]]

    static func array(of items: Value) -> Value {
        ["type": "array", "items": items]
    }
}
