import Foundation

/// Sends the logged-in account's queued reviews, never twice: each is claimed first (one IMMEDIATE transaction:
/// another process sending it at the same time keeps it), and before it is sent the server is asked for the
/// account's reviews of that place; an identical one means an earlier attempt got through.
public struct OutboxSyncService: ReviewSyncService {
    private let outbox: any ReviewOutbox
    /// The logged-in account (nil: nobody): only its reviews are sent.
    private let owner: @Sendable () throws -> ReviewOwner?
    private let sender: any AddReviewService
    private let reviews: any GetReviewsService
    private let now: @Sendable () -> Date
    private let progress: any WorkProgress

    public init(
        outbox: any ReviewOutbox, owner: @escaping @Sendable () throws -> ReviewOwner?, sender: any AddReviewService,
        reviews: any GetReviewsService, now: @escaping @Sendable () -> Date, progress: any WorkProgress = NoProgress()
    ) {
        self.outbox = outbox
        self.owner = owner
        self.sender = sender
        self.reviews = reviews
        self.now = now
        self.progress = progress
    }

    public func syncPendingReviews() async throws -> ReviewSyncReport {
        guard let owner = try owner() else { throw SessionErrors.notLoggedIn }
        var (sent, alreadyThere, stillPending, elsewhere) = (0, 0, 0, 0)
        let queue = try outbox.pending(owner: owner)
        let others = try outbox.pending(owner: nil).count - queue.count
        defer { progress.clear() }
        for (index, pending) in queue.enumerated() {
            if queue.count > 1 { progress.show("Sending review \(index + 1) of \(queue.count)...") }
            guard
                try outbox.claim(
                    id: pending.id, until: now().addingTimeInterval(AddReviewServiceWithOutboxDecorator.lease), now: now())
            else {
                elsewhere += 1
                continue
            }
            do {
                let existing = try await reviews.getReviews(placeID: pending.placeID)
                if existing.contains(where: pending.isSent(as:)) {
                    alreadyThere += 1
                } else {
                    try await sender.addReview(
                        placeID: pending.placeID, text: pending.text, stars: pending.stars, createdAt: pending.createdAt)
                    sent += 1
                }
                try outbox.remove(id: pending.id)
            } catch let error as ServiceError where error.isPassing {
                try outbox.release(id: pending.id, error: error.message)
                stillPending += 1
            } catch {
                try? outbox.release(id: pending.id, error: ServiceError.describe(error))
                throw error
            }
        }
        return ReviewSyncReport(
            sent: sent, alreadyThere: alreadyThere, stillPending: stillPending, inProgressElsewhere: elsewhere,
            keptForOtherAccounts: max(0, others))
    }
}
