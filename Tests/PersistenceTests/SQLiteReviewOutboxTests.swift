import Domain
import Foundation
import Persistence
import XCTest

final class SQLiteReviewOutboxTests: XCTestCase {
    func test_outbox_keepsReviewsAcrossInstancesUntilRemoved() throws {
        // Given
        let url = try temporaryStoreURL()
        let created = Date(timeIntervalSince1970: 1_800_000_000)
        let added = try SQLiteReviewOutbox(database: try UserDataDatabase.open(at: url))
            .add(placeID: "p", text: "Très bon", stars: 5, createdAt: created, error: "timeout")

        // When another process opens it
        let sut = SQLiteReviewOutbox(database: try UserDataDatabase.open(at: url))
        try sut.recordFailure(id: added.id, error: "HTTP 503")

        // Then
        XCTAssertEqual(
            try sut.pending(),
            [PendingReview(id: added.id, placeID: "p", text: "Très bon", stars: 5, createdAt: created, lastError: "HTTP 503")])
        try sut.remove(id: added.id)
        XCTAssertEqual(try sut.pending(), [])
    }
}
