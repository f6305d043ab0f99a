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
    /// The logged-in account's reviews in the outbox, refused ones included.
    func pendingReviews() async throws -> [PendingReview]
    /// Removes one of them unsent; false when the account has no such review waiting.
    func drop(id: Int64) async throws -> Bool
    /// Makes one the server refused a review to send again; false when the account has no such review set aside.
    func retry(id: Int64) async throws -> Bool
}
