import Foundation

/// A review of a place: Google's (from details) or the user's own (from the Foodybite server).
public struct Review: Equatable, Hashable, Sendable, Codable {
    public let placeID: String
    public let authorName: String
    public let text: String
    public let rating: Int
    public let createdAt: Date?
    public let relativeTimeDescription: String?
    /// When this review was fetched, if it comes from the local cache; nil when fresh from the network.
    public let cachedAt: Date?

    public init(
        placeID: String, authorName: String, text: String, rating: Int, createdAt: Date?,
        relativeTimeDescription: String? = nil, cachedAt: Date? = nil
    ) {
        self.placeID = placeID
        self.authorName = authorName
        self.text = text
        self.rating = rating
        self.createdAt = createdAt
        self.relativeTimeDescription = relativeTimeDescription
        self.cachedAt = cachedAt
    }

    /// The same review, marked as read from the cache and fetched at `date`.
    public func cached(at date: Date) -> Review {
        Review(
            placeID: placeID, authorName: authorName, text: text, rating: rating, createdAt: createdAt,
            relativeTimeDescription: relativeTimeDescription, cachedAt: date)
    }
}
