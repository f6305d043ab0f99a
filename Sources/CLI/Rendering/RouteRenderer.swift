import Domain
import Foundation
import Presentation

/// `route`'s output: the steps for people, one JSON object, an RFC 7946 FeatureCollection (the route as a
/// LineString from the origin to the place, and both ends as Points), or the route drawn on a terminal map.
enum RouteRenderer {
    typealias Trip = RouteTrip

    static func render(
        _ trip: Trip, as format: RouteFormat, terminal: TerminalCapabilities, page: MapPageSettings = MapPageSettings()
    ) throws -> String {
        try OutputWriter.route(
            format, table: { table(trip, terminal: terminal) }, map: { RouteMapRenderer.render(trip, terminal: terminal) },
            record: { RouteRecord(trip) }, features: { features(trip) },
            html: { try RouteHTMLRenderer.render(trip, settings: page) })
    }

    /// `--format geojson`: the line from the origin to the place, then both ends as points.
    private static func features(_ trip: Trip) -> [GeoJSONRenderer.Feature<JSONValue>] {
        [
            GeoJSONRenderer.Feature(
                geometry: .line(trip.line),
                properties: .object([
                    ("placeID", .text(trip.placeID)), ("name", .text(trip.name)), ("mode", .text(trip.route.mode.rawValue)),
                    ("seconds", .integer(trip.route.seconds)), ("meters", .integer(trip.route.meters)),
                ])),
            GeoJSONRenderer.Feature(geometry: .point(trip.origin), properties: .object([("role", .text("start"))])),
            GeoJSONRenderer.Feature(
                geometry: .point(trip.destination),
                properties: .object([("role", .text("place")), ("placeID", .text(trip.placeID)), ("name", .text(trip.name))])),
        ]
    }

    /// The steps' table (the map shows it under the drawing).
    static func render(_ trip: Trip, asTableFor terminal: TerminalCapabilities) -> String {
        table(trip, terminal: terminal)
    }

    /// "Au Bureau: 12 min walking, 850 m", then the steps.
    private static func table(_ trip: Trip, terminal: TerminalCapabilities) -> String {
        let width = terminal.width ?? Int.max
        let travel = NearbyFormatters.travel(TravelTime(mode: trip.route.mode, seconds: trip.route.seconds, meters: nil))
        let header =
            "\(TerminalSafe.line(trip.name)): \(travel) \(RouteWords.verb(trip.route.mode)), "
            + NearbyFormatters.distance(meters: trip.route.meters)
        var lines = DisplayWidth.wrap(header, width: width)
        if let onArrival = trip.onArrival {
            lines += DisplayWidth.wrap("arrive \(onArrival.momentText): " + RouteWords.state(onArrival), width: width)
        }
        for (index, step) in trip.route.steps.enumerated() {
            let length = step.meters.flatMap { $0 > 0 ? "  (\(NearbyFormatters.distance(meters: $0)))" : nil } ?? ""
            let number = String(index + 1) + ". "
            lines += DisplayWidth.wrap(
                TerminalSafe.line(step.instruction) + length, width: width, prefix: "  " + number,
                indent: String(repeating: " ", count: 2 + number.count))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// "open until 19:00", "closed, opens Tue 12:00", "hours unknown".
}
