import Foundation

/// Sends the logged-in account's queued reviews, never twice: each is claimed first (one IMMEDIATE transaction:
/// another process sending it at the same time keeps it). A review never sent goes at once. One whose earlier send
/// began and was never seen to end (its sender killed, stopped or cut off) may still land until that send's deadline:
/// it waits until then, and is then looked for on the server (an identical review means it got through) before it is
/// sent again. A review the server refuses is set aside with its words, and the others are sent.
public struct OutboxSyncService: ReviewSyncService {
    private let outbox: any ReviewOutbox
    /// The logged-in account (nil: nobody): only its reviews are sent.
    private let owner: @Sendable () throws -> ReviewOwner?
    private let sender: any AddReviewService
    private let reviews: any GetReviewsService
    private let now: @Sendable () -> Date
    /// The longest a send may take, retries and waits included: a send begun longer ago can land no more.
    private let sendDeadline: TimeInterval
    private let progress: any WorkProgress

    public init(
        outbox: any ReviewOutbox, owner: @escaping @Sendable () throws -> ReviewOwner?, sender: any AddReviewService,
        reviews: any GetReviewsService, now: @escaping @Sendable () -> Date, sendDeadline: TimeInterval,
        progress: any WorkProgress = NoProgress()
    ) {
        self.outbox = outbox
        self.owner = owner
        self.sender = sender
        self.reviews = reviews
        self.now = now
        self.sendDeadline = sendDeadline
        self.progress = progress
    }

    public func syncPendingReviews() async throws -> ReviewSyncReport {
        guard let owner = try owner() else { throw SessionErrors.notLoggedIn }
        var tally = Tally()
        let mine = try await outbox.pending(owner: owner)
        let queue = mine.filter { $0.refusedAt == nil }
        let setAside = mine.count - queue.count
        let others = try await outbox.pending(owner: nil).count - mine.count
        defer { progress.clear() }
        for (index, pending) in queue.enumerated() {
            if queue.count > 1 { progress.show("Sending review \(index + 1) of \(queue.count)...") }
            try await send(pending, &tally)
        }
        return ReviewSyncReport(
            sent: tally.sent, alreadyThere: tally.alreadyThere, stillPending: tally.stillPending,
            inProgressElsewhere: tally.elsewhere, keptForOtherAccounts: max(0, others), refused: tally.refused,
            setAside: setAside, waitUntil: tally.waitUntil)
    }

    private struct Tally {
        var sent = 0, alreadyThere = 0, stillPending = 0, elsewhere = 0, refused = 0
        var waitUntil: Date?
    }

    private func send(_ pending: PendingReview, _ tally: inout Tally) async throws {
        let lease = AddReviewServiceWithOutboxDecorator.lease
        guard let claim = try await outbox.claim(id: pending.id, until: now().addingTimeInterval(lease), now: now()) else {
            tally.elsewhere += 1
            return
        }
        do {
            if let landsBy = claim.mayLand(within: sendDeadline), now() < landsBy {
                // An interrupted send may still reach the server: nobody sends it again before then.
                try await outbox.release(id: pending.id, error: nil, sendEnded: false)
                tally.stillPending += 1
                tally.waitUntil = max(tally.waitUntil ?? landsBy, landsBy)
                return
            }
            if claim.sendStartedAt != nil {
                let existing = try await reviews.getReviews(placeID: pending.placeID)
                if existing.contains(where: pending.isSent(as:)) {
                    try await outbox.remove(id: pending.id)
                    tally.alreadyThere += 1
                    return
                }
            }
            guard try await outbox.beginSend(id: pending.id, at: now(), until: now().addingTimeInterval(lease)) else {
                tally.elsewhere += 1
                return
            }
            try await sender.addReview(
                placeID: pending.placeID, text: pending.text, stars: pending.stars, createdAt: pending.createdAt)
            try await outbox.remove(id: pending.id)
            tally.sent += 1
        } catch let error as ServiceError where error.isPassing {
            try await outbox.release(id: pending.id, error: error.message, sendEnded: error.sendEnded)
            tally.stillPending += 1
        } catch let error as ServiceError where error.isRefusalOfTheReview {
            try await outbox.setAside(id: pending.id, refusal: error.message, at: now())
            tally.refused += 1
        } catch {
            _ = try? await outbox.release(id: pending.id, error: ServiceError.describe(error), sendEnded: false)
            throw error
        }
    }
}

extension ServiceError {
    /// The server refused the review itself (its content, or the place), not the session: sending it again as it is
    /// would be refused again.
    var isRefusalOfTheReview: Bool { kind == .invalidInput || kind == .notFound || kind == .conflict }

    /// Whether a send that failed so is known to have ended: no connection was made, or the server answered; a
    /// timeout, a lost connection or a gateway's answer may still land.
    var sendEnded: Bool { requestEnded ?? (kind == .unavailable) }
}
