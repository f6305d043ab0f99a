import Domain
import Foundation
import Logging

/// Returns what the decoratee returns, and saves it in the cache: after returning (the save runs beside the
/// printing, and the process waits for it in `PendingWrites` before exiting). A failed save is logged, never
/// fatal: the network answer is not lost because the disk is full or the cache is locked.
struct SearchNearbyServiceCacheDecorator: SearchNearbyService {
    let decoratee: any SearchNearbyService
    let cache: any SearchNearbyCache
    let writes: PendingWrites
    let now: @Sendable () -> Date
    let logger: Logger

    func searchNearby(_ query: NearbySearchQuery) async throws -> NearbySearchResult {
        let result = try await decoratee.searchNearby(query)
        let places = result.places
        let (cache, logger, fetchedAt) = (cache, logger, now())
        writes.start {
            await CacheSave.bestEffort("the results", logger: logger) { try await cache.save(places, at: fetchedAt) }
        }
        return result
    }
}
