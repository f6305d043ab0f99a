import Domain
import Persistence

/// Joins identical routes in flight (`InFlightCalls`): twenty assistants asking the same route at once send one
/// request, and all get its answer. A trip is the cache's (`SQLiteRouteStore.key`), so joined calls are ones the
/// cache would answer alike.
struct RouteServiceJoiningDecorator: RouteService {
    let decoratee: any RouteService
    let calls: InFlightCalls<Route?>
    /// What tells this router's routes from another's in the same process (its name and server).
    let router: String

    func route(from origin: Location, to destination: Location, mode: TravelMode) async throws -> Route? {
        let key = [router, mode.rawValue, CacheKey.point(origin, 4), CacheKey.point(destination, 5)]
        let decoratee = decoratee
        return try await calls.run(key.joined(separator: " ")) {
            try await decoratee.route(from: origin, to: destination, mode: mode)
        }
    }
}
