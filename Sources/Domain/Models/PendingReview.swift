import Foundation

/// A review that could not be sent yet, kept in the outbox until it is known to be on the server.
public struct PendingReview: Equatable, Hashable, Sendable, Codable {
    public let id: Int64
    public let placeID: String
    public let text: String
    public let stars: Int
    public let createdAt: Date
    public let lastError: String?
    /// The account that wrote it; nil for a review queued before owners were recorded (sent by any account).
    public let owner: ReviewOwner?
    /// When the server refused it (its words in `lastError`): set aside, not sent again unless the user asks.
    public let refusedAt: Date?

    public init(
        id: Int64, placeID: String, text: String, stars: Int, createdAt: Date, lastError: String?, owner: ReviewOwner? = nil,
        refusedAt: Date? = nil
    ) {
        self.id = id
        self.placeID = placeID
        self.text = text
        self.stars = stars
        self.createdAt = createdAt
        self.lastError = lastError
        self.owner = owner
        self.refusedAt = refusedAt
    }

    /// Whether `review` on the server is this one: same place, text and stars, on the same day (the server keeps
    /// only the date of `createdAt`).
    public func isSent(as review: Review) -> Bool {
        guard review.placeID == placeID, review.text == text, review.rating == stars, let sentAt = review.createdAt else {
            return false
        }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? .current
        return calendar.isDate(sentAt, inSameDayAs: createdAt)
    }
}

/// Who a pending review belongs to: one account on one server. It is sent only with that account's session.
public struct ReviewOwner: Equatable, Hashable, Sendable, Codable {
    public let server: String
    public let accountID: UUID

    public init(server: String, accountID: UUID) {
        self.server = server
        self.accountID = accountID
    }
}
