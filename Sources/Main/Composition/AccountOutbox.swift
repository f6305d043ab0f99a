import Domain
import Foundation
import Networking

/// The outbox as one account sees it: the owner of the session in the token store, on this server.
struct AccountOutbox: PendingReviewsService {
    let outbox: any ReviewOutbox
    let store: any TokenStore
    let server: String

    /// The logged-in account on this server; nil when nobody is.
    func owner() throws -> ReviewOwner? {
        guard let session = try store.read(), session.server == server else { return nil }
        return ReviewOwner(server: server, accountID: session.user.id)
    }

    /// Never another account's reviews: without a session, nothing.
    func pendingReviews() throws -> [PendingReview] {
        guard let owner = try owner() else { return [] }
        return try outbox.pending(owner: owner)
    }
}
