import Domain
import Foundation

/// The one Overpass QL request a nearby search sends: every named element (node, way, relation) of the kinds asked
/// within the radius, with the filters Overpass can apply (cuisine, diet, wheelchair, seats outside) applied there;
/// the areas around them that name a time zone or a country (`OSMRegion`: whose clock and holidays the hours mean:
/// `is_in` of the places' nodes, a way's and a relation's included), each followed by the places outside it (its id,
/// then theirs: none, unless the circle crosses its border), so that each place is judged on its own side of a border
/// without a second request; then the places, ways and relations at their centre, tags only. The areas come first
/// so that each place can be read as it arrives (`OverpassNearbyStream`):
///
///     [out:json][timeout:15];
///     (nwr["amenity"~"^(restaurant|fast_food)$"]["name"](around:1500,47.322,5.041);)->.places;
///     (.places;>;)->.points;
///     .points is_in->.here;
///     (area.here["timezone"];area.here["ISO3166-1:alpha2"];area.here["ISO3166-1"];)->.regions;
///     .regions out tags;
///     foreach.regions->.region((.places; - nwr.places(area.region);)->.outside;.region out ids;.outside out ids;);
///     .places out center tags;
enum OverpassQuery {
    static func nearby(_ query: NearbySearchQuery, timeout seconds: Int) -> String {
        let around = around(query)
        let filters = self.filters(query)
        let statements = tags(query).map { tag in
            "nwr[\(quoted(tag.key))~\(quoted("^(" + tag.values.joined(separator: "|") + ")$"))][\"name\"]\(filters)\(around);"
        }
        return "[out:json][timeout:\(seconds)];\n(" + statements.joined() + ")->.places;\n(.places;>;)->.points;\n"
            + ".points is_in->.here;\n" + regionAreas + "\n" + outside + "\n.places out center tags;"
    }

    /// For each area, its id and the places outside it.
    private static let outside =
        "foreach.regions->.region((.places; - nwr.places(area.region);)->.outside;.region out ids;.outside out ids;);"

    /// The areas of the set `.here` that tell a place's time zone or country, tags only.
    private static let regionAreas = """
        (area.here["timezone"];area.here["ISO3166-1:alpha2"];area.here["ISO3166-1"];)->.regions;
        .regions out tags;
        """

    /// `(around:R,LAT,LON)`; along a route (`--along`), `(around:WIDTH,LAT1,LON1,LAT2,LON2,...)`: Overpass reads
    /// a list of points as the line through them, so one request holds the whole corridor.
    private static func around(_ query: NearbySearchQuery) -> String {
        guard let corridor = query.corridor, corridor.path.count > 1 else {
            return "(around:\(query.radius),\(coordinate(query.location.latitude)),\(coordinate(query.location.longitude)))"
        }
        let points = corridor.path.map { "\(coordinate($0.latitude)),\(coordinate($0.longitude))" }
        return "(around:\(Int(corridor.width.rounded(.up))),\(points.joined(separator: ",")))"
    }

    /// One element by its OpenStreetMap id (`node/123`), then the areas around it (`is_in` of a node, or of a way's or
    /// relation's nodes: `>`).
    static func element(type: String, id: Int64, timeout seconds: Int) -> String {
        let nodes = type == "node" ? "" : ">;\n"
        return "[out:json][timeout:\(seconds)];\n\(type)(\(id));\nout center tags;\n\(nodes)is_in->.here;\n" + regionAreas
    }

    /// The kinds' tags, one statement a key (a cuisine narrows to restaurants and fast food, as on every provider).
    private static func tags(_ query: NearbySearchQuery) -> [(key: String, values: [String])] {
        let kinds = query.cuisine == nil ? query.kinds : [.restaurant]
        var byKey: [(key: String, values: [String])] = []
        for tag in kinds.map(OSMVocabulary.tag) {
            if let index = byKey.firstIndex(where: { $0.key == tag.key }) {
                byKey[index].values += tag.values.filter { !byKey[index].values.contains($0) }
            } else {
                byKey.append(tag)
            }
        }
        return byKey
    }

    private static func filters(_ query: NearbySearchQuery) -> String {
        var filters = ""
        if let cuisine = query.cuisine {
            let values = OSMVocabulary.values(of: cuisine).joined(separator: "|")
            filters += "[\"cuisine\"~\(quoted("(^|;) *(" + values + ") *(;|$)")),i]"
        }
        for diet in query.attributes.diets {
            filters += "[\(quoted(diet.osmKey))~\"^(yes|only)$\",i]"
        }
        if query.attributes.wheelchair { filters += "[\"wheelchair\"=\"yes\"]" }
        if query.attributes.outdoorSeating { filters += "[\"outdoor_seating\"=\"yes\"]" }
        // `--open-at` is judged here on the hours as written; a place without them cannot pass.
        if query.attributes.openAt != nil || query.attributes.onArrival != nil { filters += "[\"opening_hours\"]" }
        return filters
    }

    /// A coordinate with 7 decimals (OpenStreetMap's precision, about 1 cm).
    private static func coordinate(_ value: Double) -> String {
        CoordinateText.decimal(value)
    }

    /// A QL string: foodybite's own words only (tag names, values from its vocabulary), quoted all the same.
    private static func quoted(_ text: String) -> String {
        var bytes: [UInt8] = [UInt8(ascii: "\"")]
        for byte in text.utf8 {
            if byte == UInt8(ascii: "\\") || byte == UInt8(ascii: "\"") { bytes.append(UInt8(ascii: "\\")) }
            bytes.append(byte)
        }
        bytes.append(UInt8(ascii: "\""))
        return String(decoding: bytes, as: UTF8.self)
    }
}
