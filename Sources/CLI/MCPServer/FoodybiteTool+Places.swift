import MCP

extension FoodybiteTool {
    private static let placeID = JSONSchema.string(
        "A place id from nearby or search (Google's, Foursquare's, or OpenStreetMap's osm:node/123)", maxLength: 512)

    /// `details`: one place, run through its typed door (`DetailsDoor`), as `foodybite details --format json` writes
    /// it.
    static let details = FoodybiteTool(
        "details", title: "Details of a place",
        description:
            "Everything known of one place: address, phone, website, rating, price, opening hours (and whether open now), reviews, diet and access from map data; its photos' references when asked (photos).",
        input: JSONSchema.object(
            [
                "place_id": placeID, "offline": JSONSchema.boolean("Answer from the cache only"),
                "photos": JSONSchema.boolean("Include the photos' references (long; left out unless asked)"),
                "open_at": JSONSchema.string(
                    "Say whether it is open at this moment, by its hours as written, in its own time zone: '21:30', 'sun 12:00', 'tomorrow 12:30' or ISO 8601 (isOpenAt)",
                    maxLength: 40),
            ], required: ["place_id"]),
        result: ("place", ToolSchemas.place), hints: reads)

    /// `search`: places by name, as `foodybite search --format json` writes them.
    static let search = FoodybiteTool(
        "search", title: "Find a place by name",
        description: "Places whose name matches a text, preferring those near a point; each with its place id.",
        input: JSONSchema.object(
            [
                "text": JSONSchema.string("What to look for, e.g. 'bouillon'"),
                "latitude": JSONSchema.number("Prefer places near this latitude (with longitude)", -90...90),
                "longitude": JSONSchema.number("Prefer places near this longitude (with latitude)", -180...180),
                "radius": JSONSchema.integer("How far around the point to prefer, in metres", 1...50_000),
                "provider": JSONSchema.string("google, foursquare, osm, a comma list of them, or all", maxLength: 100),
            ], required: ["text"]),
        result: ("matches", ["type": "array", "items": ToolSchemas.match]), hints: reads)

    /// `route`: how to get to a place, as `foodybite route --format json` writes it.
    static let route = FoodybiteTool(
        "route", title: "Route to a place",
        description:
            "The route from a point to a place: its time, length, steps and path, walking, cycling, driving or by transit.",
        input: JSONSchema.object(
            [
                "place_id": placeID,
                "latitude": JSONSchema.number("Latitude of the start (with longitude)", -90...90),
                "longitude": JSONSchema.number("Longitude of the start (with latitude)", -180...180),
                "near": JSONSchema.string("Start near this place or address instead, e.g. 'Gare de Dijon'", maxLength: 200),
                "travel": JSONSchema.string("How (default walk)", oneOf: ["walk", "bike", "drive", "transit"]),
            ], required: ["place_id"]),
        result: ("route", ToolSchemas.route), hints: reads)
}
