import Foundation

/// Writes the review into the outbox first, claimed (so that a `review sync` running at the same time leaves it
/// alone), then sends it. Sent: removed. Not sent for now (no connection, a timeout, a 5xx): the claim is
/// released and a temporary error says it waits in the outbox. Refused (not logged in, invalid input): removed,
/// and the refusal is thrown. A process killed while sending leaves it claimed until the lease ends; `review
/// sync` then checks the server before sending it, so it is neither lost nor doubled.
public struct AddReviewServiceWithOutboxDecorator: AddReviewService {
    public static let lease: TimeInterval = 300

    private let decoratee: any AddReviewService
    private let outbox: any ReviewOutbox
    private let owner: @Sendable () throws -> ReviewOwner?
    private let now: @Sendable () -> Date

    public init(
        decoratee: any AddReviewService, outbox: any ReviewOutbox, owner: @escaping @Sendable () throws -> ReviewOwner?,
        now: @escaping @Sendable () -> Date
    ) {
        self.decoratee = decoratee
        self.outbox = outbox
        self.owner = owner
        self.now = now
    }

    public func addReview(placeID: String, text: String, stars: Int, createdAt: Date) async throws {
        let queued = try outbox.add(
            placeID: placeID, text: text, stars: stars, createdAt: createdAt, error: nil, owner: try owner(),
            claimedUntil: now().addingTimeInterval(Self.lease))
        do {
            try await decoratee.addReview(placeID: placeID, text: text, stars: stars, createdAt: createdAt)
        } catch let error as ServiceError where error.isPassing {
            try outbox.release(id: queued.id, error: error.message)
            throw ServiceError(
                .temporary,
                "the review could not be sent (\(error.message)); it is kept in the outbox: run \(SuggestedCommand.reviewSync) later"
            )
        } catch {
            try? outbox.remove(id: queued.id)
            throw error
        }
        // Sent. Should removing fail, `review sync` finds it on the server and does not send it again.
        try? outbox.remove(id: queued.id)
    }
}
