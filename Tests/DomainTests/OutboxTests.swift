import AsyncAssertions
import Domain
import DomainTestSupport
import Foundation
import Synchronization
import XCTest

final class OutboxTests: XCTestCase {
    private static let day = Date(timeIntervalSince1970: 1_800_000_000)
    private static let ada = ReviewOwner(server: "http://server", accountID: UUID())
    private static let bob = ReviewOwner(server: "http://server", accountID: UUID())

    func test_addReview_keepsTheReviewInTheOutboxAndSaysSoWhenTheServerCannotBeReached() async {
        // Given
        let outbox = OutboxSpy()
        let sut = makeAdd(ReviewServerStub(addError: ServiceError(.unavailable, "cannot reach")), outbox)

        // When / Then
        await XCTAssertThrowsErrorAsync(try await sut.addReview(placeID: "p", text: "t", stars: 4, createdAt: Self.day)) {
            error in
            XCTAssertEqual((error as? ServiceError)?.kind, .temporary)
            XCTAssertTrue((error as? ServiceError)?.message.contains("review sync") == true)
        }
        XCTAssertEqual(try outbox.pending(owner: nil).map(\.text), ["t"])
        XCTAssertEqual(try outbox.pending(owner: nil).map(\.owner), [Self.ada])
        XCTAssertEqual(outbox.claimedIDs, [], "released for a later sync")
    }

    func test_addReview_doesNotQueueARefusalNorASentReview() async throws {
        let outbox = OutboxSpy()
        let refused = makeAdd(ReviewServerStub(addError: ServiceError(.permissionDenied, "not logged in")), outbox)
        await XCTAssertThrowsErrorAsync(try await refused.addReview(placeID: "p", text: "t", stars: 4, createdAt: Self.day))

        try await makeAdd(ReviewServerStub(), outbox).addReview(placeID: "p", text: "sent", stars: 4, createdAt: Self.day)

        XCTAssertEqual(try outbox.pending(owner: nil), [])
    }

    func test_addReview_holdsAClaimWhileSendingSoThatASyncAtTheSameTimeLeavesTheReviewAlone() async throws {
        // Given a send that is under way when a sync runs
        let outbox = OutboxSpy()
        let server = ReviewServerStub()
        let sync = makeSync(outbox, server)
        server.onAdd = {
            // Then the sync, run while the add is sending, does not send the review too
            let report = try await sync.syncPendingReviews()
            XCTAssertEqual(report, ReviewSyncReport(sent: 0, alreadyThere: 0, stillPending: 0, inProgressElsewhere: 1))
        }

        // When
        try await makeAdd(server, outbox).addReview(placeID: "p", text: "once", stars: 4, createdAt: Self.day)

        XCTAssertEqual(server.sentTexts, ["once"])
    }

    func test_sync_sendsPendingReviewsAndSkipsOnesAlreadyOnTheServer() async throws {
        // Given one review the server already has (an earlier, ambiguous attempt got through) and one it has not
        let outbox = OutboxSpy()
        try outbox.queue("already", owner: Self.ada)
        try outbox.queue("new", owner: Self.ada)
        let onServer = Review(placeID: "p", authorName: "Ada", text: "already", rating: 4, createdAt: Self.day)
        let server = ReviewServerStub(existing: [onServer])

        // When
        let report = try await makeSync(outbox, server).syncPendingReviews()

        // Then
        XCTAssertEqual(report, ReviewSyncReport(sent: 1, alreadyThere: 1, stillPending: 0))
        XCTAssertEqual(server.sentTexts, ["new"])
        XCTAssertEqual(try outbox.pending(owner: nil), [])
    }

    func test_sync_keepsWhatStillCannotBeSent() async throws {
        let outbox = OutboxSpy()
        try outbox.queue("t", owner: Self.ada)
        let server = ReviewServerStub(addError: ServiceError(.temporary, "busy"))

        let report = try await makeSync(outbox, server).syncPendingReviews()

        XCTAssertEqual(report, ReviewSyncReport(sent: 0, alreadyThere: 0, stillPending: 1))
        XCTAssertEqual(try outbox.pending(owner: nil).map(\.lastError), ["busy"])
        XCTAssertEqual(outbox.claimedIDs, [])
    }

    func test_sync_sendsOnlyTheLoggedInAccountsReviewsAndKeepsTheOthers() async throws {
        // Given a review Bob queued before logging out, and Ada logged in now
        let outbox = OutboxSpy()
        try outbox.queue("bob's", owner: Self.bob)
        try outbox.queue("ada's", owner: Self.ada)
        let server = ReviewServerStub()

        // When
        let report = try await makeSync(outbox, server).syncPendingReviews()

        // Then
        XCTAssertEqual(report.sent, 1)
        XCTAssertEqual(report.keptForOtherAccounts, 1, "said, so that Ada knows Bob's review waits")
        XCTAssertEqual(server.sentTexts, ["ada's"])
        XCTAssertEqual(try outbox.pending(owner: nil).map(\.text), ["bob's"])
    }

    func test_sync_countsTheReviewsItSendsOnTheProgressLineAndClearsIt() async throws {
        // Given two of Ada's reviews waiting
        let outbox = OutboxSpy()
        try outbox.queue("first", owner: Self.ada)
        try outbox.queue("second", owner: Self.ada)
        let progress = ProgressSpy()
        let sut = makeSync(outbox, ReviewServerStub(), progress: progress)

        // When
        _ = try await sut.syncPendingReviews()

        // Then
        XCTAssertEqual(progress.events, ["show: Sending review 1 of 2...", "show: Sending review 2 of 2...", "clear"])
    }

    func test_sync_refusesWithoutASession() async throws {
        let outbox = OutboxSpy()
        try outbox.queue("t", owner: Self.ada)
        let sut = OutboxSyncService(
            outbox: outbox, owner: { nil }, sender: ReviewServerStub(), reviews: ReviewServerStub(), now: { Self.day })

        await XCTAssertThrowsErrorAsync(try await sut.syncPendingReviews()) { error in
            XCTAssertEqual((error as? ServiceError)?.kind, .permissionDenied)
        }
        XCTAssertEqual(try outbox.pending(owner: nil).count, 1)
    }

    // MARK: - Helpers

    private func makeAdd(_ server: ReviewServerStub, _ outbox: OutboxSpy) -> AddReviewServiceWithOutboxDecorator {
        AddReviewServiceWithOutboxDecorator(decoratee: server, outbox: outbox, owner: { Self.ada }, now: { Self.day })
    }

    private func makeSync(
        _ outbox: OutboxSpy, _ server: ReviewServerStub, progress: any WorkProgress = NoProgress()
    ) -> OutboxSyncService {
        OutboxSyncService(
            outbox: outbox, owner: { Self.ada }, sender: server, reviews: server, now: { Self.day }, progress: progress)
    }
}

/// An outbox in memory with the SQLite one's rules: owners, and claims that exclude each other.
private final class OutboxSpy: ReviewOutbox {
    private let state = Mutex<(items: [PendingReview], claims: [Int64: Date])>(([], [:]))

    var claimedIDs: [Int64] { state.withLock { Array($0.claims.keys) } }

    func queue(_ text: String, owner: ReviewOwner) throws {
        try add(
            placeID: "p", text: text, stars: 4, createdAt: Date(timeIntervalSince1970: 1_800_000_000), error: "timeout",
            owner: owner, claimedUntil: nil)
    }

    @discardableResult
    func add(
        placeID: String, text: String, stars: Int, createdAt: Date, error: String?, owner: ReviewOwner?, claimedUntil: Date?
    ) throws -> PendingReview {
        state.withLock { state in
            let review = PendingReview(
                id: Int64(state.items.count + 1), placeID: placeID, text: text, stars: stars, createdAt: createdAt,
                lastError: error, owner: owner)
            state.items.append(review)
            if let claimedUntil { state.claims[review.id] = claimedUntil }
            return review
        }
    }

    func pending(owner: ReviewOwner?) throws -> [PendingReview] {
        state.withLock { state in state.items.filter { owner == nil || $0.owner == nil || $0.owner == owner } }
    }

    func claim(id: Int64, until: Date, now: Date) throws -> Bool {
        state.withLock { state in
            if let held = state.claims[id], held > now { return false }
            state.claims[id] = until
            return true
        }
    }

    func release(id: Int64, error: String) throws {
        state.withLock { state in
            state.claims[id] = nil
            state.items = state.items.map {
                $0.id == id
                    ? PendingReview(
                        id: $0.id, placeID: $0.placeID, text: $0.text, stars: $0.stars, createdAt: $0.createdAt, lastError: error,
                        owner: $0.owner)
                    : $0
            }
        }
    }

    func remove(id: Int64) throws {
        state.withLock { state in
            state.items.removeAll { $0.id == id }
            state.claims[id] = nil
        }
    }
}

private final class ReviewServerStub: AddReviewService, GetReviewsService, @unchecked Sendable {
    private let existing: [Review]
    private let addError: ServiceError?
    private let sent = Mutex<[String]>([])
    /// Runs while a review is being sent (before it is recorded as sent).
    var onAdd: (@Sendable () async throws -> Void)?

    init(existing: [Review] = [], addError: ServiceError? = nil) {
        self.existing = existing
        self.addError = addError
    }

    var sentTexts: [String] { sent.withLock { $0 } }

    func addReview(placeID: String, text: String, stars: Int, createdAt: Date) async throws {
        if let addError { throw addError }
        let hook = onAdd
        onAdd = nil
        try await hook?()
        sent.withLock { $0.append(text) }
    }

    func getReviews(placeID: String?) async throws -> [Review] { existing }
}
