import Domain
import Logging

/// The primary's reviews, or the cached ones when the primary cannot be reached or fails for now.
struct GetReviewsServiceWithFallbackComposite: GetReviewsService {
    let primary: any GetReviewsService
    let fallback: any GetReviewsService
    let logger: Logger

    func getReviews(placeID: String?) async throws -> [Review] {
        do {
            return try await primary.getReviews(placeID: placeID)
        } catch let error where FallbackPolicy.allowsFallback(after: error) {
            guard let cached = try? await fallback.getReviews(placeID: placeID), !cached.isEmpty else { throw error }
            logger.warning("\(FallbackPolicy.describe(error)): answering from the cache")
            return cached
        }
    }
}
