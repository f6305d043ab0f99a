import Domain
import MCP
import Presentation

extension FoodybiteTool {
    /// `nearby`: every filter of `foodybite nearby`, run through its typed door (`NearbyDoor`); the
    /// schema is made from its arguments (`NearbyArgument`), its rows as `--format json` writes them.
    static let nearby = FoodybiteTool(
        "nearby", title: "Places to eat nearby",
        description:
            "Restaurants, cafés, bars, bakeries or fast food near a point (latitude and longitude) or a place found by name (near), filtered by radius, rating, kind, cuisine, opening, price, diet, access and travel time; the nearest that pass (at most limit), each with its distance, rating, address and providers. Defaults: the centre is the configured location (FOODYBITE_LOCATION or the config file), else where the network says the machine is; radius the saved preference (10,000 m unless set); limit 20; restaurants; nearest first. Providers: Google Places (the default with a key), Foursquare, OpenStreetMap (no key, no ratings or prices; the default without a key) or all merged; diets are OpenStreetMap's tags, and vegan or vegetarian is answered by every provider (Google and Foursquare: their vegan or vegetarian restaurants); the other diets, wheelchair and outdoor_seating by provider osm or all only (another provider refuses them); open_at by every provider but Google's legacy API (OpenStreetMap's hours as written, Google's periods, Foursquare's server), open_on_arrival by OpenStreetMap and Google. The answer is complete within what the providers allow (notes say when a cap may hide a place); show the credits with the places.",
        input: JSONSchema.object(
            Dictionary(uniqueKeysWithValues: NearbyArgument.all.map { ($0.name, JSONSchema.property($0)) })),
        result: ("places", ["type": "array", "items": PlaceRowSchema.row]),
        also: [
            "credits": [
                "type": "array", "items": ["type": "string"],
                "description": "The credits the rows' providers ask for, each once (show them with the places)",
            ]
        ],
        hints: reads)
}
