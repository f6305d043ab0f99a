import Foundation

/// Reviews waiting to be sent. Adding never loses a review; removing happens only once it is on the server.
public protocol ReviewOutbox: Sendable {
    @discardableResult
    func add(placeID: String, text: String, stars: Int, createdAt: Date, error: String) throws -> PendingReview
    func pending() throws -> [PendingReview]
    func remove(id: Int64) throws
    func recordFailure(id: Int64, error: String) throws
}

/// What `review sync` did.
public struct ReviewSyncReport: Equatable, Sendable {
    public let sent: Int
    /// Found already on the server (an earlier attempt had reached it): removed without sending again.
    public let alreadyThere: Int
    public let stillPending: Int

    public init(sent: Int, alreadyThere: Int, stillPending: Int) {
        self.sent = sent
        self.alreadyThere = alreadyThere
        self.stillPending = stillPending
    }
}

/// Sends what the outbox holds, never twice.
public protocol ReviewSyncService: Sendable {
    func syncPendingReviews() async throws -> ReviewSyncReport
}
