import Foundation

/// A review that could not be sent yet, kept in the outbox until `review sync` delivers it.
public struct PendingReview: Equatable, Hashable, Sendable, Codable {
    public let id: Int64
    public let placeID: String
    public let text: String
    public let stars: Int
    public let createdAt: Date
    public let lastError: String?

    public init(id: Int64, placeID: String, text: String, stars: Int, createdAt: Date, lastError: String?) {
        self.id = id
        self.placeID = placeID
        self.text = text
        self.stars = stars
        self.createdAt = createdAt
        self.lastError = lastError
    }
}
