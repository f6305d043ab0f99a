import Domain
import Foundation

/// A place's details as `foodybite details` shows them.
public struct PlaceDetailsViewModel: Equatable, Sendable {
    public struct ReviewLine: Equatable, Sendable {
        public let author: String
        public let stars: Int
        public let starsText: String
        public let when: String
        public let text: String
    }

    public let details: PlaceDetails
    public let ratingText: String
    public let priceText: String
    public let openText: String
    /// The provider's reviews (Google's, or Foursquare's tips, which have no stars).
    public let providerReviews: [ReviewLine]
    public let ownReviews: [ReviewLine]
    /// `--open-at`: what the hours as written say of the moment; nil when not asked.
    public let atMoment: MomentVerdict?

    public init(details: PlaceDetails, ownReviews: [Review], now: Date, openAt: OpenAtFilter? = nil) {
        self.details = details
        atMoment = openAt.map { MomentVerdict($0, attributes: details.attributes, location: details.location, now: $0.now) }
        ratingText =
            details.rating.map { "\(NearbyFormatters.stars($0)) \(NearbyFormatters.rating($0, count: details.userRatingsTotal))" }
            ?? ""
        priceText = NearbyFormatters.price(details.priceLevel?.value)
        switch details.businessStatus {
        case .closedPermanently: openText = "closed permanently"
        case .closedTemporarily: openText = "closed temporarily"
        default: openText = NearbyFormatters.open(details.openingHours?.openNow)
        }
        providerReviews = details.reviews.map { Self.line($0, now: now) }
        self.ownReviews = ownReviews.map { Self.line($0, now: now, byDay: true) }
    }

    /// `byDay`: the Foodybite server keeps a review's day, not its time (`DayText`); Google and Foursquare give a time.
    static func line(_ review: Review, now: Date, byDay: Bool = false) -> ReviewLine {
        let age = { (date: Date) in byDay ? DayText.describe(date, today: now) : RelativeAge.describe(from: date, to: now) }
        let when = review.relativeTimeDescription ?? review.createdAt.map(age) ?? ""
        return ReviewLine(
            author: review.authorName, stars: review.rating,
            starsText: review.rating > 0 ? NearbyFormatters.stars(Double(review.rating)) : "", when: when,
            text: review.text.split(whereSeparator: \.isNewline).joined(separator: " "))
    }
}
