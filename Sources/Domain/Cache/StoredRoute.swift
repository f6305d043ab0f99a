/// A route as a cache keeps it (JSON), read back only when every value is plausible.
public struct StoredRoute: Codable, Sendable {
    struct Step: Codable, Sendable {
        let instruction: String
        let meters: Int?
        let seconds: Int?
    }

    let seconds: Int
    let meters: Int
    let steps: [Step]
    /// [latitude, longitude] pairs.
    let path: [[Double]]

    public init(_ route: Route) {
        seconds = route.seconds
        meters = route.meters
        steps = route.steps.map { Step(instruction: $0.instruction, meters: $0.meters, seconds: $0.seconds) }
        path = route.path.map { [$0.latitude, $0.longitude] }
    }

    /// The route, or nil when a value is out of reason (a damaged or foreign row).
    public func route(_ mode: TravelMode) -> Route? {
        let week = 7 * 24 * 3600
        guard (0...week).contains(seconds), (0...40_000_000).contains(meters) else { return nil }
        var points: [Location] = []
        for pair in path {
            guard pair.count == 2, let point = Location(latitude: pair[0], longitude: pair[1]) else { return nil }
            points.append(point)
        }
        let steps = self.steps.map {
            Route.Step(
                instruction: $0.instruction, meters: $0.meters.flatMap { $0 >= 0 ? $0 : nil },
                seconds: $0.seconds.flatMap { $0 >= 0 ? $0 : nil })
        }
        return Route(mode: mode, seconds: seconds, meters: meters, steps: steps, path: points)
    }
}
