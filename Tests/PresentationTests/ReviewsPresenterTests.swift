import Domain
import Foundation
import Presentation
import XCTest

final class ReviewsPresenterTests: XCTestCase {
    func test_rows_describeDatesRelativeToTheInjectedClockAndMarkPendingReviews() {
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
        XCTAssertEqual(rows.map(\.whenText), ["today", "yesterday", "3 days ago", "1 month ago", "1 year ago", "today"])
        XCTAssertEqual(rows.map(\.isPending), [false, false, false, false, false, true])
        XCTAssertEqual(rows.last?.starsText, "★★☆☆☆")
    }
}
