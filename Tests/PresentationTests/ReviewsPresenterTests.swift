import Domain
import Foundation
import Presentation
import XCTest

final class ReviewsPresenterTests: XCTestCase {
    func test_rows_describeTheServersDaysAsDaysAndMarkPendingReviews() {
        // Given now = 2026-11-22 09:30 UTC
        let now = Date(timeIntervalSince1970: 1_795_339_800)
        let day: TimeInterval = 86_400
        let midnight = Date(timeIntervalSince1970: 1_795_305_600)
        let sent = [0, 1, 3, 45, 400].map { days in
            Review(
                placeID: "p\(days)", authorName: "Ada", text: "t", rating: 4,
                createdAt: midnight.addingTimeInterval(-Double(days) * day))
        }
        let pending = [PendingReview(id: 1, placeID: "q", text: "later", stars: 2, createdAt: now, lastError: "down")]

        // When
        let rows = ReviewsPresenter(now: { now }).rows(reviews: sent, pending: pending)

        // Then
        XCTAssertEqual(rows.map(\.whenText), ["today", "yesterday", "19 Nov", "8 Oct", "18 Oct 2025", "today"])
        XCTAssertEqual(rows.map(\.isPending), [false, false, false, false, false, true])
        XCTAssertEqual(rows.last?.starsText, "★★☆☆☆")
    }

    func test_rows_nameEachPlaceTheCacheKnows() {
        let reviews = [
            Review(placeID: "ChIJknown", authorName: "Ada", text: "t", rating: 4, createdAt: nil),
            Review(placeID: "ChIJunknown", authorName: "Ada", text: "t", rating: 4, createdAt: nil),
        ]

        let rows = ReviewsPresenter(now: Date.init).rows(reviews: reviews, pending: [], names: ["ChIJknown": "Chez Léon"])

        XCTAssertEqual(rows.map(\.placeName), ["Chez Léon", nil])
    }
}

final class DayTextTests: XCTestCase {
    func test_describe_showsTheServersDayNeverHours() {
        // Given now = 2026-11-22 13:30 UTC, and days the server wrote as midnight UTC
        let now = Date(timeIntervalSince1970: 1_795_354_200)
        let today = Date(timeIntervalSince1970: 1_795_305_600)
        let day: TimeInterval = 86_400

        // Then: a review posted this morning is "today", not "13 hours ago"
        XCTAssertEqual(DayText.describe(today, today: now), "today")
        XCTAssertEqual(DayText.describe(today.addingTimeInterval(day), today: now), "today", "a day ahead of the clock")
        XCTAssertEqual(DayText.describe(today.addingTimeInterval(-day), today: now), "yesterday")
        XCTAssertEqual(DayText.describe(today.addingTimeInterval(-19 * day), today: now), "3 Nov")
        XCTAssertEqual(DayText.describe(today.addingTimeInterval(-330 * day), today: now), "27 Dec 2025")
        XCTAssertEqual(DayText.describe(Date(timeIntervalSince1970: -1e12), today: now), "", "implausible dates are unknown")
    }
}
