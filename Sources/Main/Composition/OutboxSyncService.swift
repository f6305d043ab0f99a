import Domain
import Foundation

/// Sends the outbox's reviews, never twice: before resending one, it asks the server for the user's reviews
/// of that place, and an identical one (same text, stars and day) means an earlier attempt got through.
struct OutboxSyncService: ReviewSyncService {
    let outbox: any ReviewOutbox
    let sender: any AddReviewService
    let reviews: any GetReviewsService

    func syncPendingReviews() async throws -> ReviewSyncReport {
        var (sent, alreadyThere, stillPending) = (0, 0, 0)
        for pending in try outbox.pending() {
            do {
                let existing = try await reviews.getReviews(placeID: pending.placeID)
                if existing.contains(where: { Self.isSame($0, pending) }) {
                    alreadyThere += 1
                } else {
                    try await sender.addReview(
                        placeID: pending.placeID, text: pending.text, stars: pending.stars, createdAt: pending.createdAt)
                    sent += 1
                }
                try outbox.remove(id: pending.id)
            } catch let error as ServiceError where FallbackPolicy.allowsFallback(after: error) {
                try outbox.recordFailure(id: pending.id, error: error.message)
                stillPending += 1
            }
        }
        return ReviewSyncReport(sent: sent, alreadyThere: alreadyThere, stillPending: stillPending)
    }

    /// The server keeps only the day of `createdAt`.
    static func isSame(_ review: Review, _ pending: PendingReview) -> Bool {
        guard review.text == pending.text, review.rating == pending.stars, let createdAt = review.createdAt else { return false }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? .current
        return calendar.isDate(createdAt, inSameDayAs: pending.createdAt)
    }
}
