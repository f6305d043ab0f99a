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
        } catch {
            return try await FallbackPolicy.answer(
                after: error, from: { try await fallback.getReviews(placeID: placeID) }, isEmpty: \.isEmpty, logger: logger)
        }
    }
}
