import Foundation

/// Reviews waiting to be sent. Adding never loses a review; removing happens only once it is on the server.
/// Sending one is exclusive across processes: a review is sent only by whoever claimed it, and a claim lasts
/// until it is released or its lease runs out (a process that died while sending).
public protocol ReviewOutbox: Sendable {
    /// Queues a review for `owner`; `claimedUntil` queues it already claimed by the caller (write-ahead).
    @discardableResult
    func add(
        placeID: String, text: String, stars: Int, createdAt: Date, error: String?, owner: ReviewOwner?,
        claimedUntil: Date?
    ) throws -> PendingReview
    /// What waits for `owner` (its own reviews and those without an owner); nil: everything.
    func pending(owner: ReviewOwner?) throws -> [PendingReview]
    /// Claims a review for sending until `until`, unless someone else's claim still runs at `now`.
    func claim(id: Int64, until: Date, now: Date) throws -> Bool
    /// Gives a claim back after a failed attempt, recording why.
    func release(id: Int64, error: String) throws
    func remove(id: Int64) throws
}

/// What `review sync` did.
public struct ReviewSyncReport: Equatable, Sendable {
    public let sent: Int
    /// Found already on the server (an earlier attempt had reached it): removed without sending again.
    public let alreadyThere: Int
    public let stillPending: Int
    /// Being sent by another foodybite at the same time: left to it.
    public let inProgressElsewhere: Int
    /// Queued by another account (or on another server): kept for it, never sent as this one.
    public let keptForOtherAccounts: Int

    public init(
        sent: Int, alreadyThere: Int, stillPending: Int, inProgressElsewhere: Int = 0, keptForOtherAccounts: Int = 0
    ) {
        self.sent = sent
        self.alreadyThere = alreadyThere
        self.stillPending = stillPending
        self.inProgressElsewhere = inProgressElsewhere
        self.keptForOtherAccounts = keptForOtherAccounts
    }
}

/// Sends what the outbox holds, never twice.
public protocol ReviewSyncService: Sendable {
    func syncPendingReviews() async throws -> ReviewSyncReport
}
