import Domain
import Foundation

/// Builds the review list: sent reviews, then pending ones, each oldest first.
public struct ReviewsPresenter: Sendable {
    private let now: @Sendable () -> Date

    public init(now: @escaping @Sendable () -> Date) {
        self.now = now
    }

    /// - Parameter names: the names of the places known to the cache (a review shows its place by name, id too).
    public func rows(reviews: [Review], pending: [PendingReview], names: [String: String] = [:]) -> [ReviewViewModel] {
        let sent = reviews.map { review in
            ReviewViewModel(
                placeID: review.placeID, placeName: names[review.placeID], stars: review.rating,
                starsText: NearbyFormatters.stars(Double(review.rating)),
                text: review.text, createdAt: review.createdAt, whenText: review.createdAt.map(when) ?? "",
                isPending: false, cachedAt: review.cachedAt)
        }
        // A review already on the server but not yet removed from the outbox is listed once, as sent.
        let waiting = pending.filter { review in !reviews.contains(where: review.isSent(as:)) }.map { review in
            ReviewViewModel(
                placeID: review.placeID, placeName: names[review.placeID], stars: review.stars,
                starsText: NearbyFormatters.stars(Double(review.stars)),
                text: review.text, createdAt: review.createdAt, whenText: when(review.createdAt), isPending: true, cachedAt: nil)
        }
        return sent + waiting
    }

    /// Day-granular, since the server keeps only the date (`DayText`).
    func when(_ date: Date) -> String {
        DayText.describe(date, today: now())
    }
}
