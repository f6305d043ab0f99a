import FlyingFox
import Foundation

/// OSRM as the FOSSGIS servers run it: one server per mode under `/routed-foot`, `/routed-bike`, `/routed-car`,
/// `GET .../table/v1/{profile}/{lon,lat;...}` (`sources`, `annotations=duration,distance`; without `distance`, no
/// `distances`, as OSRM), at most 100² entries, sources × destinations (`TooBig`: the real engine's rule with its
/// default `max-table-size` of 100, so 1 × 1,000 passes and 101 × 101 does not), `null` for the unreachable place, and
/// OSRM's error bodies (`{"code","message"}`).
struct OSRMAPI: Sendable {
    let routing: SandboxRouting
    private static let servers: [String: SandboxRouting.Mode] = [
        "routed-foot": .walk, "routed-bike": .bike, "routed-car": .drive,
    ]

    func handle(_ request: RequestContext) -> HTTPResponse? {
        let parts = request.path.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        guard request.method == "GET", parts.count == 5, let mode = Self.servers[parts[0]], parts[2] == "v1" else {
            return nil
        }
        switch parts[1] {
        case "table": return table(parts[4], query: request.query, mode: mode)
        case "route": return route(parts[4], mode: mode)
        default: return Self.error(400, "InvalidService", "Service \(parts[1]) not found!")
        }
    }

    private func table(_ path: String, query: [String: String], mode: SandboxRouting.Mode) -> HTTPResponse {
        guard let points = Self.coordinates(path) else {
            return Self.error(400, "InvalidQuery", "Query string malformed close to position 0")
        }
        let sources = (query["sources"].map { $0.split(separator: ";").compactMap { Int($0) } }) ?? Array(points.indices)
        guard sources.allSatisfy(points.indices.contains) else {
            return Self.error(400, "InvalidOptions", "Source indices are out of bounds")
        }
        guard sources.count * points.count <= 100 * 100 else {
            return Self.error(400, "TooBig", "Too many table coordinates")
        }
        let annotations = (query["annotations"] ?? "duration").split(separator: ",")
        var durations: [[Any]] = []
        var distances: [[Any]] = []
        for source in sources {
            let legs = points.map { routing.leg(from: points[source], to: $0, mode: mode) }
            durations.append(legs.map { leg in leg.map { Double($0.seconds) as Any } ?? NSNull() })
            distances.append(legs.map { leg in leg.map { Double($0.meters) as Any } ?? NSNull() })
        }
        var answer: [String: Any] = [
            "code": "Ok",
            "sources": sources.map { ["location": [points[$0].1, points[$0].0], "name": "", "distance": 0] },
            "destinations": points.map { ["location": [$0.1, $0.0], "name": "", "distance": 0] },
        ]
        if annotations.contains("duration") { answer["durations"] = durations }
        if annotations.contains("distance") { answer["distances"] = distances }
        return Reply.json(answer)
    }

    /// `route` between two points: its line (polyline, precision 5), its steps with OSRM's maneuvers; `NoRoute` (400)
    /// to the unreachable place.
    private func route(_ path: String, mode: SandboxRouting.Mode) -> HTTPResponse {
        guard let points = Self.coordinates(path), points.count == 2 else {
            return Self.error(400, "InvalidQuery", "Query string malformed close to position 0")
        }
        guard let route = SandboxDirections(routing: routing, from: points[0], to: points[1], mode: mode) else {
            return Self.error(400, "NoRoute", "Impossible route between points")
        }
        let steps = Self.steps(route, from: points[0], to: points[1])
        return Reply.json([
            "code": "Ok",
            "routes": [
                [
                    "duration": Double(route.seconds), "distance": Double(route.meters), "geometry": route.polyline,
                    "legs": [["steps": steps, "duration": Double(route.seconds), "distance": Double(route.meters)]],
                ]
            ],
            "waypoints": points.map { ["location": [$0.1, $0.0], "name": ""] },
        ])
    }

    /// The route's steps as OSRM gives them: `depart` (the side of the road as modifier, the heading in
    /// `bearing_after`), the documented maneuvers of `OSRMTour` sharing the first leg, the turn onto the second, and
    /// `arrive` (the side the place is on).
    private static func steps(_ route: SandboxDirections, from origin: (Double, Double), to destination: (Double, Double))
        -> [[String: Any]]
    {
        guard route.steps.count == 3 else { return [] }
        let (depart, corner, arrive) = (route.steps[0], route.steps[1], route.steps[2])
        let northward = destination.0 >= origin.0
        let parts = OSRMTour.maneuvers.count + 1
        let share = { (total: Int, index: Int) in total / parts + (index < total % parts ? 1 : 0) }
        var steps: [[String: Any]] = [
            step(
                depart.street, meters: share(depart.meters, 0), seconds: share(depart.seconds, 0),
                maneuver: ["type": "depart", "modifier": "left", "bearing_before": 0, "bearing_after": northward ? 0 : 180],
                at: origin)
        ]
        for (index, tour) in OSRMTour.maneuvers.enumerated() {
            var maneuver: [String: Any] = ["type": tour.type, "bearing_before": 0, "bearing_after": tour.bearingAfter]
            maneuver["modifier"] = tour.modifier
            maneuver["exit"] = tour.exit
            var json = step(
                tour.street, meters: share(depart.meters, index + 1), seconds: share(depart.seconds, index + 1),
                maneuver: maneuver, at: origin)
            json["rotary_name"] = tour.rotaryName
            steps.append(json)
        }
        steps.append(
            step(
                corner.street, meters: corner.meters, seconds: corner.seconds,
                maneuver: ["type": "turn", "modifier": corner.modifier ?? "right", "bearing_before": 0, "bearing_after": 90],
                at: (destination.0, origin.1)))
        steps.append(
            step(
                arrive.street, meters: 0, seconds: 0,
                maneuver: ["type": "arrive", "modifier": "right", "bearing_before": 90, "bearing_after": 0], at: destination))
        return steps
    }

    private static func step(
        _ street: String?, meters: Int, seconds: Int, maneuver: [String: Any], at point: (Double, Double)
    ) -> [String: Any] {
        var maneuver = maneuver
        maneuver["location"] = [point.1, point.0]
        return ["name": street ?? "", "distance": Double(meters), "duration": Double(seconds), "maneuver": maneuver]
    }

    /// `lon,lat;lon,lat` as (latitude, longitude) pairs; nil when malformed.
    private static func coordinates(_ text: String) -> [(Double, Double)]? {
        // osrm-routed decodes the URI first: `%3B` is `;`.
        let pairs = (text.removingPercentEncoding ?? text).split(separator: ";").map { $0.split(separator: ",") }
        let points = pairs.compactMap { pair -> (Double, Double)? in
            guard pair.count == 2, let longitude = Double(pair[0]), let latitude = Double(pair[1]),
                (-90...90).contains(latitude), (-180...180).contains(longitude)
            else { return nil }
            return (latitude, longitude)
        }
        return points.count == pairs.count && points.count >= 1 ? points : nil
    }

    private static func error(_ status: Int, _ code: String, _ message: String) -> HTTPResponse {
        Reply.json(["code": code, "message": message], status: status)
    }
}
