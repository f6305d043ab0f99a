import Domain
import MCP
import Presentation

extension FoodybiteTool {
    /// `nearby`: every filter of `foodybite nearby`, run through its typed door (`NearbyDoor`); the
    /// schema is made from its arguments (`NearbyArgument`), its rows as `--format json` writes them.
    static let nearby = FoodybiteTool(
        "nearby", title: "Places to eat nearby",
        description:
            "Restaurants, cafés, bars, bakeries or fast food near a point (latitude, longitude) or a place (near), filtered by radius, rating, kind, cuisine, opening, price, diet, access and travel time; nearest first, at most limit (20). Defaults: the configured location, else the network's; the saved radius (10 km). Providers: google (with a key), foursquare, osm (no key, no ratings) or all merged; diets but vegan and vegetarian, wheelchair and outdoor_seating need osm or all. Times are the place's local time with offset (timeZone); notes say what may be missing; show the credits with the places.",
        input: JSONSchema.object(
            Dictionary(uniqueKeysWithValues: NearbyArgument.all.map { ($0.name, JSONSchema.property($0)) })),
        result: ("places", ["type": "array", "items": PlaceRowSchema.row]),
        also: ["credits": .array(of: .text)],
        hints: reads, meta: MapApp.toolMeta)
}
