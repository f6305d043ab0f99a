import Domain
import Foundation

/// `reviews` and `review add` for every front end: checked and run (`rows`; `add`, and `post`, which the command
/// line's `review add` runs after its own prompts and outbox), answered as typed rows and one line.
public enum ReviewsDoor {
    /// The longest review text posted.
    public static let maxTextLength = 5_000

    /// Posts a review with the signed-in account; what `review add` says.
    public static func add(placeID: String, stars: Int, text: String, services: DoorServices) async
        -> Result<String, DoorFailure>
    {
        await DoorFailure.catching(services) {
            try PlaceIDRule.check(placeID, forms: PlaceIDRule.forms(of: services.providers))
            guard (1...5).contains(stars) else { throw UsageError("the stars are between 1 and 5 (got \(stars))") }
            let body = try checked(text)
            let account = try services.makeAccountServices(nil)
            try checkSignedIn(account)
            return try await post(body, stars: stars, of: placeID, account: account, services: services)
        }
    }

    /// The user's reviews (of one place, or all: its id checked) with those waiting in the outbox.
    public static func rows(of placeID: String?, server: String?, services: DoorServices) async throws
        -> [ReviewViewModel]
    {
        if let placeID { try PlaceIDRule.check(placeID, forms: PlaceIDRule.forms(of: services.providers)) }
        let account = try services.makeAccountServices(server)
        let pending = try await account.pendingReviews.pendingReviews().filter { placeID == nil || $0.placeID == placeID }
        let reviews: [Review]
        do {
            reviews = try await account.reviews.getReviews(placeID: placeID)
        } catch let error as ServiceError where !pending.isEmpty && [.unavailable, .temporary].contains(error.kind) {
            // The server cannot be reached and nothing is cached: what waits in the outbox is still worth showing.
            services.console.tell(.warning("\(error.message): showing only the reviews waiting in the outbox"))
            reviews = []
        }
        let names = PlaceLabel.names(of: Set(reviews.map(\.placeID) + pending.map(\.placeID)), services)
        return ReviewsPresenter(now: services.now).rows(reviews: reviews, pending: pending, names: names)
    }

    /// The signed-in account's reviews in the outbox, waiting or refused, with their places' names.
    public static func outbox(server: String?, services: DoorServices) async throws -> [OutboxRecord] {
        let account = try services.makeAccountServices(server)
        try checkSignedIn(account)
        let pending = try await account.pendingReviews.pendingReviews()
        let names = PlaceLabel.names(of: Set(pending.map(\.placeID)), services)
        return pending.map { OutboxRecord($0, placeName: names[$0.placeID]) }
    }

    /// Removes one of the account's reviews from the outbox unsent, or makes a refused one ready to send again
    /// (`retry`); what to say.
    public static func change(_ id: Int64, retry: Bool, server: String?, services: DoorServices) async throws -> String {
        let account = try services.makeAccountServices(server)
        try checkSignedIn(account)
        let outbox = account.pendingReviews
        let changed = retry ? try await outbox.retry(id: id) : try await outbox.drop(id: id)
        guard changed else {
            throw UsageError(
                retry
                    ? "no review \(id) refused by the server is in the outbox: \(SuggestedCommand.reviewOutbox) lists them"
                    : "no review \(id) waits in the outbox: \(SuggestedCommand.reviewOutbox) lists them")
        }
        return retry ? "Review \(id) will be sent again." : "Review \(id) removed from the outbox, unsent."
    }

    /// A review is posted by a signed-in account only.
    public static func checkSignedIn(_ account: AccountServices) throws {
        guard try account.currentUser.currentUser() != nil else {
            throw ServiceError(.permissionDenied, "not logged in: run \(SuggestedCommand.accountLogin(email: nil)) first")
        }
    }

    /// Posts the review (kept in the outbox when the server cannot be reached); what to say.
    public static func post(
        _ text: String, stars: Int, of placeID: String, account: AccountServices, services: DoorServices
    ) async throws -> String {
        try await account.addReview.addReview(placeID: placeID, text: text, stars: stars, createdAt: services.now())
        return "Review of \(PlaceLabel.of(placeID, services)) posted."
    }

    /// The text as posted: trimmed, not empty, not too long.
    public static func checked(_ raw: String) throws(UsageError) -> String {
        let trimmed = raw.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { throw UsageError("the review text is empty") }
        guard trimmed.count <= maxTextLength else {
            throw UsageError("the review text is longer than \(maxTextLength) characters")
        }
        return trimmed
    }
}
