import Domain
import Foundation
import Logging

/// Returns the decoratee's reviews and saves them; a failed save is logged, never fatal.
struct GetReviewsServiceCacheDecorator: GetReviewsService {
    let decoratee: any GetReviewsService
    let cache: any ReviewCache
    let now: @Sendable () -> Date
    let logger: Logger

    func getReviews(placeID: String?) async throws -> [Review] {
        let reviews = try await decoratee.getReviews(placeID: placeID)
        await CacheSave.bestEffort("the reviews", logger: logger) { try await cache.save(reviews, at: now()) }
        return reviews
    }
}
