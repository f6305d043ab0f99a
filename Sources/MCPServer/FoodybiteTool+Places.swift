import MCP

extension FoodybiteTool {
    private static let placeID = JSONSchema.string(
        "A place id from nearby or search", maxLength: 512)

    /// `details`: one place, run through its typed door (`DetailsDoor`), as `foodybite details --format json` writes
    /// it.
    static let details = FoodybiteTool(
        "details", title: "Details of a place",
        description:
            "One place: address, phone, website, rating, price, hours (open now, or at open_at), reviews, diet and access; photo references when asked.",
        input: JSONSchema.object(
            [
                "place_id": placeID, "offline": JSONSchema.boolean("Cache only (no network)"),
                "photos": JSONSchema.boolean("Include photo references"),
                "open_at": JSONSchema.string(
                    "Whether open then (isOpenAt), on its clock: '21:30', 'sun 12:00', 'tomorrow 12:30' or ISO 8601",
                    maxLength: 40),
            ], required: ["place_id"]),
        result: ("place", ToolSchemas.place), hints: reads, conventions: ["language"])

    /// `search`: places by name, as `foodybite search --format json` writes them.
    static let search = FoodybiteTool(
        "search", title: "Find a place by name",
        description: "Places whose name matches a text, preferring those near a point; each with its id.",
        input: JSONSchema.object(
            [
                "text": JSONSchema.string("What to look for, e.g. 'bouillon'"),
                "latitude": JSONSchema.number("Prefer places near (with longitude)", -90...90),
                "longitude": JSONSchema.number("Prefer places near (with latitude)", -180...180),
                "radius": JSONSchema.integer("How far to prefer, in metres", 1...50_000),
                "provider": JSONSchema.string("google, foursquare, osm, a comma list, or all", maxLength: 100),
            ], required: ["text"]),
        result: ("matches", ["type": "array", "items": ToolSchemas.match]), hints: reads)

    /// `route`: how to get to a place, as `foodybite route --format json` writes it.
    static let route = FoodybiteTool(
        "route", title: "Route to a place",
        description:
            "The route from a point or a place (near) to a place: time, length, steps, path; arrivesAt on the place's clock.",
        input: JSONSchema.object(
            [
                "place_id": placeID,
                "latitude": JSONSchema.number("Start latitude (with longitude)", -90...90),
                "longitude": JSONSchema.number("Start longitude (with latitude)", -180...180),
                "near": JSONSchema.string("Or start near this place, e.g. 'Gare de Dijon'", maxLength: 200),
                "travel": JSONSchema.string("How (default walk)", oneOf: ["walk", "bike", "drive", "transit"]),
            ], required: ["place_id"]),
        result: ("route", ToolSchemas.route), hints: reads, meta: MapApp.toolMeta)
}
