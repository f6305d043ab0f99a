/// Routes from one point to another (a routing service's directions).
public protocol RouteService: Sendable {
    /// The route, or nil when none exists.
    func route(from origin: Location, to destination: Location, mode: TravelMode) async throws -> Route?
}
