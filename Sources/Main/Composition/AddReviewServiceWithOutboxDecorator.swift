import Domain
import Foundation

/// Sends the review; when it cannot be sent (no connection, a timeout, a 5xx), keeps it in the outbox and
/// throws a temporary error that says so. A refusal (not logged in, invalid input) is not queued.
struct AddReviewServiceWithOutboxDecorator: AddReviewService {
    let decoratee: any AddReviewService
    let outbox: any ReviewOutbox

    func addReview(placeID: String, text: String, stars: Int, createdAt: Date) async throws {
        do {
            try await decoratee.addReview(placeID: placeID, text: text, stars: stars, createdAt: createdAt)
        } catch let error as ServiceError where FallbackPolicy.allowsFallback(after: error) {
            try outbox.add(placeID: placeID, text: text, stars: stars, createdAt: createdAt, error: error.message)
            throw ServiceError(
                .temporary,
                "the review could not be sent (\(error.message)); it is kept in the outbox: run 'foodybite review sync' later")
        }
    }
}
