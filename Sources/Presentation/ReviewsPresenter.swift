import Domain
import Foundation

/// Builds the review list: sent reviews, then pending ones, each oldest first.
public struct ReviewsPresenter: Sendable {
    private let now: @Sendable () -> Date

    public init(now: @escaping @Sendable () -> Date) {
        self.now = now
    }

    public func rows(reviews: [Review], pending: [PendingReview]) -> [ReviewViewModel] {
        let sent = reviews.map { review in
            ReviewViewModel(
                placeID: review.placeID, stars: review.rating, starsText: NearbyFormatters.stars(Double(review.rating)),
                text: review.text, createdAt: review.createdAt, whenText: review.createdAt.map(when) ?? "",
                isPending: false, cachedAt: review.cachedAt)
        }
        // A review already on the server but not yet removed from the outbox is listed once, as sent.
        let waiting = pending.filter { review in !reviews.contains(where: review.isSent(as:)) }.map { review in
            ReviewViewModel(
                placeID: review.placeID, stars: review.stars, starsText: NearbyFormatters.stars(Double(review.stars)),
                text: review.text, createdAt: review.createdAt, whenText: when(review.createdAt), isPending: true, cachedAt: nil)
        }
        return sent + waiting
    }

    /// Day-granular, since the server keeps only the date: "today", "yesterday", "3 days ago", "2 months ago".
    func when(_ date: Date) -> String {
        guard Plausible.dates.contains(date), Plausible.dates.contains(now()) else { return "" }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? .current
        let days =
            calendar.dateComponents([.day], from: calendar.startOfDay(for: date), to: calendar.startOfDay(for: now())).day ?? 0
        switch days {
        case ..<0: return "today"
        case 0: return "today"
        case 1: return "yesterday"
        case 2..<31: return "\(days) days ago"
        case 31..<365: return days / 30 == 1 ? "1 month ago" : "\(days / 30) months ago"
        default: return days / 365 == 1 ? "1 year ago" : "\(days / 365) years ago"
        }
    }
}
