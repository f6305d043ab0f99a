import Foundation

/// Reviews waiting to be sent. Adding never loses a review; removing happens only once it is on the server (or the
/// user drops it). Sending one is exclusive across processes: a review is sent only by whoever claimed it, and a
/// claim lasts until it is released or its lease runs out (a process that died while sending, or was stopped). A
/// sender checks its claim still holds immediately before each send (`beginSend`), which records the send's start: a
/// send begun and never seen to end may still land until its deadline, and nobody sends that review again before.
public protocol ReviewOutbox: Sendable {
    /// Queues a review for `owner`; `claimedUntil` queues it already claimed by the caller (write-ahead).
    @discardableResult
    func add(
        placeID: String, text: String, stars: Int, createdAt: Date, error: String?, owner: ReviewOwner?,
        claimedUntil: Date?
    ) async throws -> PendingReview
    /// What waits for `owner` (its own reviews and those without an owner, refused ones included); nil: everything.
    func pending(owner: ReviewOwner?) async throws -> [PendingReview]
    /// Claims a review for sending until `until`, unless someone else's claim still runs at `now`: what is known of its
    /// earlier sends, or nil when it is not claimed (someone else's, or gone).
    func claim(id: Int64, until: Date, now: Date) async throws -> ReviewClaim?
    /// Immediately before a send: whether the caller still holds its claim; if so the claim runs until `until` and
    /// the send's start is recorded.
    func beginSend(id: Int64, at now: Date, until: Date) async throws -> Bool
    /// Gives a claim back, recording why the send failed (nil: no send was tried, and none is counted) and whether
    /// the sender saw its send end (no connection, or an answer: it can land no more); false when the claim was no
    /// longer the caller's (another foodybite took the review over, or it is gone).
    @discardableResult
    func release(id: Int64, error: String?, sendEnded: Bool) async throws -> Bool
    /// Sets aside a review the server refused, with its words: kept and listed, sent again only after `retry`.
    func setAside(id: Int64, refusal: String, at now: Date) async throws
    /// Makes a refused review one to send again; false when there is no such review set aside.
    func retry(id: Int64) async throws -> Bool
    /// Removes the review; false when there was none.
    @discardableResult
    func remove(id: Int64) async throws -> Bool
}

/// What a claim found of a review's earlier sends.
public struct ReviewClaim: Equatable, Sendable {
    /// When a send of it began (nil: never); with `sendEnded` false, that send may still reach the server.
    public let sendStartedAt: Date?
    /// Whether the sender saw that send end (an answer, or a refusal to connect): it can land no more.
    public let sendEnded: Bool

    public init(sendStartedAt: Date?, sendEnded: Bool) {
        self.sendStartedAt = sendStartedAt
        self.sendEnded = sendEnded
    }

    /// Until when an earlier send may still land, given how long a send can take at most; nil when none can.
    public func mayLand(within deadline: TimeInterval) -> Date? {
        guard let sendStartedAt, !sendEnded else { return nil }
        return sendStartedAt.addingTimeInterval(deadline)
    }
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
    /// Refused by the server now: set aside with its words, the others sent.
    public let refused: Int
    /// Refused by an earlier sync and still set aside (not sent again unless the user asks).
    public let setAside: Int
    /// The latest instant until which an interrupted send of a review may still land: those reviews wait until then
    /// (nil: none waits).
    public let waitUntil: Date?

    public init(
        sent: Int, alreadyThere: Int, stillPending: Int, inProgressElsewhere: Int = 0, keptForOtherAccounts: Int = 0,
        refused: Int = 0, setAside: Int = 0, waitUntil: Date? = nil
    ) {
        self.sent = sent
        self.alreadyThere = alreadyThere
        self.stillPending = stillPending
        self.inProgressElsewhere = inProgressElsewhere
        self.keptForOtherAccounts = keptForOtherAccounts
        self.refused = refused
        self.setAside = setAside
        self.waitUntil = waitUntil
    }
}

/// Sends what the outbox holds, never twice.
public protocol ReviewSyncService: Sendable {
    func syncPendingReviews() async throws -> ReviewSyncReport
}
