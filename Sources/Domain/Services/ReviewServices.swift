import Foundation

/// Posts a review of a place on behalf of the logged-in user.
public protocol AddReviewService: Sendable {
    func addReview(placeID: String, text: String, stars: Int, createdAt: Date) async throws
}

/// The logged-in user's own reviews, of every place (`nil`) or of one.
public protocol GetReviewsService: Sendable {
    func getReviews(placeID: String?) async throws -> [Review]
}

/// The reviews the logged-in account has waiting in the outbox (and those queued before owners were recorded).
public protocol PendingReviewsService: Sendable {
    func pendingReviews() throws -> [PendingReview]
}
