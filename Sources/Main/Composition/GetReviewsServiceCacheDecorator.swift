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
        do {
            try await cache.save(reviews, at: now())
        } catch {
            logger.warning("could not save the reviews in the cache: \(CacheFailure.describe(error))")
        }
        return reviews
    }
}
