import CLI
import Domain
import MCP

extension FoodybiteTool {
    /// `nearby`: every filter of `foodybite nearby`, run through its typed door (`NearbyDoor`), its rows as
    /// `--format json` writes them.
    static let nearby = FoodybiteTool(
        "nearby", title: "Places to eat nearby",
        description:
            "Restaurants, cafés, bars, bakeries or fast food near a point (latitude and longitude) or a place found by name (near), filtered by radius, rating, kind, cuisine, opening, price, diet, access and travel time; the nearest that pass (at most limit), each with its distance, rating, address and providers. Defaults: the centre is the configured location (FOODYBITE_LOCATION or the config file), else where the network says the machine is; radius the saved preference (10,000 m unless set); limit 20; restaurants; nearest first. Providers: Google Places (the default with a key), Foursquare, OpenStreetMap (no key, no ratings or prices; the default without a key) or all merged; diets, wheelchair and outdoor_seating are OpenStreetMap's tags, answered by provider osm or all (another provider refuses them). The answer is complete within what the providers allow (notes say when a cap may hide a place); show the credits with the places.",
        input: JSONSchema.object([
            "latitude": JSONSchema.number("Latitude of the centre, in decimal degrees (with longitude)", -90...90),
            "longitude": JSONSchema.number("Longitude of the centre, in decimal degrees (with latitude)", -180...180),
            "near": JSONSchema.string("Search near the first place this text finds, e.g. 'Gare de Dijon'"),
            "radius": JSONSchema.integer("Search radius in metres", NearbySearchQuery.radiusRange),
            "stars": JSONSchema.number("Minimum rating, 0 to 5", NearbySearchQuery.ratingRange),
            "limit": JSONSchema.integer("At most this many places", NearbySearchQuery.limitRange),
            "sort": JSONSchema.string("How the answer is ordered", oneOf: NearbySortOrder.allCases.map(\.rawValue)),
            "kinds": JSONSchema.list("What to list (default: restaurants)", of: PlaceKind.allCases.map(\.rawValue)),
            "cuisine": JSONSchema.string("Only restaurants of this cuisine", oneOf: Cuisine.allCases.map(\.rawValue)),
            "open_now": JSONSchema.boolean("Only places open now"),
            "price": JSONSchema.string(
                "Price levels, one or a range: 0 free ... 4 very expensive, e.g. '2' or '1-2'; places without a price are left out",
                maxLength: 3, pattern: "^[0-4](-[0-4])?$"),
            "diets": JSONSchema.list(
                "Only places that serve these diets (OpenStreetMap's tags)", of: Diet.allCases.map(\.rawValue)),
            "wheelchair": JSONSchema.boolean("Only places that can be entered in a wheelchair (OpenStreetMap's tags)"),
            "outdoor_seating": JSONSchema.boolean("Only places with seats outside (OpenStreetMap's tags)"),
            "travel": JSONSchema.string(
                "Add each place's travel time from the centre", oneOf: TravelMode.allCases.map(\.rawValue)),
            "max_travel_minutes": JSONSchema.integer(
                "Only places reachable within this many minutes (travel, walking unless given)", NearbyDoor.maxTravelMinutes),
            "provider": JSONSchema.string("google, foursquare, osm, a comma list of them, or all", maxLength: 100),
            "offline": JSONSchema.boolean("Answer from the cache only (no network)"),
        ]),
        result: ("places", ["type": "array", "items": PlaceRowSchema.row]),
        also: [
            "credits": [
                "type": "array", "items": ["type": "string"],
                "description": "The credits the rows' providers ask for, each once (show them with the places)",
            ]
        ],
        hints: reads)
}
