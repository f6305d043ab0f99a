import Domain
import MCP

/// The output schema of a `nearby` row as the tool gives it (`CompactResult`): the keys every row has (required) and
/// the types of the keys a model reads most; a key the row has nothing for is left out. What each key means is in
/// docs/mcp.md and in the tool's description, not here: the tool list goes into every conversation (issue 59: under
/// 12 KB).
enum PlaceRowSchema {
    static let row = ToolSchemas.shape(
        required: ["placeID", "name", "latitude", "longitude", "distanceMeters", "provider"],
        [
            "placeID": .text, "name": .text, "latitude": .number, "longitude": .number, "distanceMeters": .integer,
            "rating": .number, "userRatingsTotal": .integer, "isOpen": .boolean, "priceLevel": .integer, "address": .text,
            "provider": .text, "kind": .text, "opensAt": .dateTime, "closesAt": .dateTime, "openAt": .dateTime,
            "timeZone": .text,
            "travel": ToolSchemas.shape(required: [], ["mode": .text, "seconds": .integer, "meters": .integer]),
        ])
}
