import Domain
import Foundation

/// One of the user's reviews as listed: stars, text, when (relative to an injected now), and whether it is
/// still waiting in the outbox.
public struct ReviewViewModel: Equatable, Sendable {
    public let placeID: String
    /// The place's name when the cache knows it.
    public let placeName: String?
    public let stars: Int
    public let starsText: String
    public let text: String
    public let createdAt: Date?
    public let whenText: String
    public let isPending: Bool
    public let cachedAt: Date?
}
