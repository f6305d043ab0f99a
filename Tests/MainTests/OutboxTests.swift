import CLITestSupport
import Domain
import DomainTestSupport
import Foundation
import Synchronization
import XCTest

@testable import Main

final class OutboxTests: XCTestCase {
    private static let day = Date(timeIntervalSince1970: 1_800_000_000)

    func test_addReview_keepsTheReviewInTheOutboxAndSaysSoWhenTheServerCannotBeReached() async {
        // Given
        let outbox = OutboxSpy()
        let sut = AddReviewServiceWithOutboxDecorator(
            decoratee: ReviewServerStub(addError: ServiceError(.unavailable, "cannot reach")), outbox: outbox)

        // When / Then
        await XCTAssertThrowsErrorAsync(try await sut.addReview(placeID: "p", text: "t", stars: 4, createdAt: Self.day)) {
            error in
            XCTAssertEqual((error as? ServiceError)?.kind, .temporary)
            XCTAssertTrue((error as? ServiceError)?.message.contains("review sync") == true)
        }
        XCTAssertEqual(try outbox.pending().map(\.text), ["t"])
    }

    func test_addReview_doesNotQueueARefusal() async {
        let outbox = OutboxSpy()
        let sut = AddReviewServiceWithOutboxDecorator(
            decoratee: ReviewServerStub(addError: ServiceError(.permissionDenied, "not logged in")), outbox: outbox)

        await XCTAssertThrowsErrorAsync(try await sut.addReview(placeID: "p", text: "t", stars: 4, createdAt: Self.day))
        XCTAssertEqual(try outbox.pending(), [])
    }

    func test_sync_sendsPendingReviewsAndSkipsOnesAlreadyOnTheServer() async throws {
        // Given one review the server already has (an earlier, ambiguous attempt got through) and one it has not
        let outbox = OutboxSpy()
        try outbox.add(placeID: "p", text: "already", stars: 4, createdAt: Self.day, error: "timeout")
        try outbox.add(placeID: "p", text: "new", stars: 5, createdAt: Self.day, error: "timeout")
        let onServer = Review(placeID: "p", authorName: "Ada", text: "already", rating: 4, createdAt: Self.day)
        let server = ReviewServerStub(existing: [onServer])
        let sut = OutboxSyncService(outbox: outbox, sender: server, reviews: server)

        // When
        let report = try await sut.syncPendingReviews()

        // Then
        XCTAssertEqual(report, ReviewSyncReport(sent: 1, alreadyThere: 1, stillPending: 0))
        XCTAssertEqual(server.sentTexts, ["new"])
        XCTAssertEqual(try outbox.pending(), [])
    }

    func test_sync_keepsWhatStillCannotBeSent() async throws {
        let outbox = OutboxSpy()
        try outbox.add(placeID: "p", text: "t", stars: 4, createdAt: Self.day, error: "timeout")
        let server = ReviewServerStub(addError: ServiceError(.temporary, "busy"))
        let sut = OutboxSyncService(outbox: outbox, sender: server, reviews: server)

        let report = try await sut.syncPendingReviews()

        XCTAssertEqual(report, ReviewSyncReport(sent: 0, alreadyThere: 0, stillPending: 1))
        XCTAssertEqual(try outbox.pending().map(\.lastError), ["busy"])
    }
}

private final class OutboxSpy: ReviewOutbox {
    private let items = Mutex<[PendingReview]>([])

    @discardableResult
    func add(placeID: String, text: String, stars: Int, createdAt: Date, error: String) throws -> PendingReview {
        items.withLock { items in
            let review = PendingReview(
                id: Int64(items.count + 1), placeID: placeID, text: text, stars: stars, createdAt: createdAt, lastError: error)
            items.append(review)
            return review
        }
    }

    func pending() throws -> [PendingReview] { items.withLock { $0 } }

    func remove(id: Int64) throws { items.withLock { $0.removeAll { $0.id == id } } }

    func recordFailure(id: Int64, error: String) throws {
        items.withLock { items in
            items = items.map {
                $0.id == id
                    ? PendingReview(
                        id: $0.id, placeID: $0.placeID, text: $0.text, stars: $0.stars, createdAt: $0.createdAt, lastError: error)
                    : $0
            }
        }
    }
}

private final class ReviewServerStub: AddReviewService, GetReviewsService {
    private let existing: [Review]
    private let addError: ServiceError?
    private let sent = Mutex<[String]>([])

    init(existing: [Review] = [], addError: ServiceError? = nil) {
        self.existing = existing
        self.addError = addError
    }

    var sentTexts: [String] { sent.withLock { $0 } }

    func addReview(placeID: String, text: String, stars: Int, createdAt: Date) async throws {
        if let addError { throw addError }
        sent.withLock { $0.append(text) }
    }

    func getReviews(placeID: String?) async throws -> [Review] { existing }
}
