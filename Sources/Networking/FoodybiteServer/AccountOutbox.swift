import Domain
import Foundation

/// The outbox as one account sees it: the owner of the session in the token store, on this server.
public struct AccountOutbox: PendingReviewsService {
    private let outbox: any ReviewOutbox
    private let store: any TokenStore
    private let server: String

    public init(outbox: any ReviewOutbox, store: any TokenStore, server: String) {
        self.outbox = outbox
        self.store = store
        self.server = server
    }

    /// The logged-in account on this server; nil when nobody is.
    public func owner() throws -> ReviewOwner? {
        guard let session = try store.read(), session.server == server else { return nil }
        return ReviewOwner(server: server, accountID: session.user.id)
    }

    /// Never another account's reviews: without a session, nothing.
    public func pendingReviews() throws -> [PendingReview] {
        guard let owner = try owner() else { return [] }
        return try outbox.pending(owner: owner)
    }
}
