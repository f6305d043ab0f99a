import Foundation

/// A review of a place: Google's (from details) or the user's own (from the Foodybite server).
public struct Review: Equatable, Hashable, Sendable, Codable {
    public let placeID: String
    public let authorName: String
    public let text: String
    public let rating: Int
    public let createdAt: Date?
    public let relativeTimeDescription: String?

    public init(
        placeID: String, authorName: String, text: String, rating: Int, createdAt: Date?, relativeTimeDescription: String? = nil
    ) {
        self.placeID = placeID
        self.authorName = authorName
        self.text = text
        self.rating = rating
        self.createdAt = createdAt
        self.relativeTimeDescription = relativeTimeDescription
    }
}
