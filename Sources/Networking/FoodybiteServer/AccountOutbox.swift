import Domain
import Foundation

/// The outbox as one account sees it: the owner of the session in the token store, on this server.
public struct AccountOutbox: PendingReviewsService {
    private let outbox: any ReviewOutbox
    private let store: any TokenStore
    private let server: String
    private let now: @Sendable () -> Date

    public init(
        outbox: any ReviewOutbox, store: any TokenStore, server: String, now: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.outbox = outbox
        self.store = store
        self.server = server
        self.now = now
    }

    /// The logged-in account on this server; nil when nobody is.
    public func owner() throws -> ReviewOwner? {
        guard let session = try store.read(), session.server == server else { return nil }
        return ReviewOwner(server: server, accountID: session.user.id)
    }

    /// Never another account's reviews: without a session, nothing.
    public func pendingReviews() async throws -> [PendingReview] {
        guard let owner = try owner() else { return [] }
        return try await outbox.pending(owner: owner)
    }

    /// Only the account's own, and never one being sent (claimed): a review in flight is not taken from its sender.
    public func drop(id: Int64) async throws -> Bool {
        guard try await pendingReviews().contains(where: { $0.id == id }) else { return false }
        let now = now()
        guard try await outbox.claim(id: id, until: now.addingTimeInterval(60), now: now) != nil else {
            throw ServiceError(.temporary, "review \(id) is being sent by another foodybite now: try again when it is done")
        }
        return try await outbox.remove(id: id)
    }

    public func retry(id: Int64) async throws -> Bool {
        guard try await pendingReviews().contains(where: { $0.id == id }) else { return false }
        return try await outbox.retry(id: id)
    }
}
