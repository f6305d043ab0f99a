import Domain
import Foundation
import Logging

/// Returns the decoratee's details and saves them; a failed save is logged, never fatal.
struct GetPlaceDetailsServiceCacheDecorator: GetPlaceDetailsService {
    let decoratee: any GetPlaceDetailsService
    let cache: any PlaceDetailsCache
    let now: @Sendable () -> Date
    let logger: Logger

    func getPlaceDetails(placeID: String) async throws -> PlaceDetails {
        let details = try await decoratee.getPlaceDetails(placeID: placeID)
        do {
            try await cache.save(details, at: now())
        } catch {
            logger.warning("could not save the details in the cache: \(CacheFailure.describe(error))")
        }
        return details
    }
}
