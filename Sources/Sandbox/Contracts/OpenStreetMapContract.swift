import Foundation

/// The documented parameters of Nominatim's `/search` (nominatim.org/release-docs/latest/api/Search) and of OSRM's
/// `table` and `route` services (project-osrm.org/docs/v5.24.0/api), with the general options every OSRM service takes.
enum OpenStreetMapContract {
    private static let flag = QueryContract.Form.oneOf(["0", "1"])

    static let nominatimSearch = QueryContract(parameters: [
        "q": .text, "amenity": .text, "street": .text, "city": .text, "county": .text, "state": .text, "country": .text,
        "postalcode": .text, "format": .oneOf(["xml", "json", "jsonv2", "geojson", "geocodejson"]), "json_callback": .text,
        "limit": .integer(1...40), "addressdetails": flag, "extratags": flag, "namedetails": flag, "entrances": flag,
        "accept-language": .text, "countrycodes": .pattern("[a-z]{2}(,[a-z]{2})*"),
        "layer": .text, "featureType": .oneOf(["country", "state", "city", "settlement"]), "exclude_place_ids": .text,
        "viewbox": .pattern(#"-?[0-9.]+,-?[0-9.]+,-?[0-9.]+,-?[0-9.]+"#), "bounded": flag, "polygon_geojson": flag,
        "polygon_kml": flag, "polygon_svg": flag, "polygon_text": flag, "polygon_threshold": .number(0...1_000),
        "email": .text, "dedupe": flag, "debug": flag,
    ])

    private static let general: [String: QueryContract.Form] = [
        "bearings": .text, "radiuses": .text, "generate_hints": QueryContract.boolean, "hints": .text, "approaches": .text,
        "exclude": .text, "snapping": .oneOf(["default", "any"]), "skip_waypoints": QueryContract.boolean,
    ]
    private static let indices = QueryContract.Form.pattern("all|[0-9]+(;[0-9]+)*")

    static let osrmTable = QueryContract(
        parameters: general.merging([
            "sources": indices, "destinations": indices,
            "annotations": .oneOf(["duration", "distance", "duration,distance", "distance,duration"]),
            "fallback_speed": .number(0.001...1e6), "fallback_coordinate": .oneOf(["input", "snapped"]),
            "scale_factor": .number(0.001...1e6),
        ]) { $1 })
    static let osrmRoute = QueryContract(
        parameters: general.merging([
            "alternatives": .pattern("true|false|[0-9]+"), "steps": QueryContract.boolean,
            "annotations": .pattern(
                "true|false|(nodes|distance|duration|datasources|weight|speed)(,(nodes|distance|duration|datasources|weight|speed))*"
            ),
            "geometries": .oneOf(["polyline", "polyline6", "geojson"]), "overview": .oneOf(["simplified", "full", "false"]),
            "continue_straight": .oneOf(["default", "true", "false"]), "waypoints": indices,
        ]) { $1 })

    /// OSRM's coordinates: `{longitude},{latitude}` pairs separated by `;`, each in range.
    static func osrmCoordinatesViolation(_ text: String) -> String? {
        let pairs = (text.removingPercentEncoding ?? text).split(separator: ";", omittingEmptySubsequences: false)
        for pair in pairs {
            let numbers = pair.split(separator: ",", omittingEmptySubsequences: false).map { Double($0) }
            guard numbers.count == 2, let longitude = numbers[0], let latitude = numbers[1], (-180...180).contains(longitude),
                (-90...90).contains(latitude)
            else { return "coordinates \"\(pair)\" are not {longitude},{latitude} in range" }
        }
        return nil
    }
}
