import Domain
import Foundation
import Logging
import Persistence

/// Answers a route from the cache when it holds one (or holds that none exists) for the trip, else asks the
/// decoratee and saves its answer; a cache that cannot be read is a miss, a failed save is logged, never fatal.
struct RouteServiceCacheDecorator: RouteService {
    let decoratee: any RouteService
    let store: any RouteCache
    let logger: Logger

    func route(from origin: Location, to destination: Location, mode: TravelMode) async throws -> Route? {
        switch try? await store.route(from: origin, to: destination, mode: mode) {
        case .route(let route)?: return route
        case .noRoute?: return nil
        case nil: break
        }
        let route = try await decoratee.route(from: origin, to: destination, mode: mode)
        await CacheSave.bestEffort("the route", logger: logger) {
            try await store.save(route, from: origin, to: destination, mode: mode)
        }
        return route
    }
}
