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
        await CacheSave.bestEffort("the details", logger: logger) { try await cache.save(details, at: now()) }
        return details
    }
}
