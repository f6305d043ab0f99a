import Domain
import Persistence

/// Identical travel-time matrices in flight joined across a server's calls (`InFlightCalls`): the same search by
/// several callers at once asks the router once for the places the cache did not have. The key is the router, the
/// mode, the origin and every destination, at the travel-time cache's precision.
struct TravelTimesServiceJoiningDecorator: TravelTimesService {
    let decoratee: any TravelTimesService
    let calls: InFlightCalls<[TravelTime]>
    /// What tells this router's matrices from another's in the same process (its name).
    let router: String

    func travelTimes(from origin: Location, to destinations: [Location], mode: TravelMode) async throws -> [TravelTime] {
        let key =
            [router, mode.rawValue, CacheKey.point(origin, 4)] + destinations.map { CacheKey.point($0, 5) }
        let decoratee = decoratee
        return try await calls.run(key.joined(separator: " ")) {
            try await decoratee.travelTimes(from: origin, to: destinations, mode: mode)
        }
    }

    func destinationsPerRequest(_ mode: TravelMode) -> Int {
        decoratee.destinationsPerRequest(mode)
    }
}
