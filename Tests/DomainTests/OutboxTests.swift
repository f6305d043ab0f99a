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
        try outbox.queue("already", owner: Self.ada, sendStartedAt: Self.day.addingTimeInterval(-60))
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
            outbox: outbox, owner: { nil }, sender: ReviewServerStub(), reviews: ReviewServerStub(), now: { Self.day },
            sendDeadline: 30)

        await XCTAssertThrowsErrorAsync(try await sut.syncPendingReviews()) { error in
            XCTAssertEqual((error as? ServiceError)?.kind, .permissionDenied)
        }
        XCTAssertEqual(try outbox.pending(owner: nil).count, 1)
    }

    func test_sync_sendsAReviewNeverSentAtOnce_withoutAskingTheServerFirst() async throws {
        // Given a review queued and never sent (its add was stopped before sending)
        let outbox = OutboxSpy()
        try outbox.queue("never sent", owner: Self.ada)
        let server = ReviewServerStub()

        // When
        let report = try await makeSync(outbox, server).syncPendingReviews()

        // Then one request: the post
        XCTAssertEqual(report, ReviewSyncReport(sent: 1, alreadyThere: 0, stillPending: 0))
        XCTAssertEqual(server.lookupCount, 0)
    }

    func test_sync_leavesAReviewWhoseInterruptedSendMayStillLand_untilItsDeadline_thenLooksForItFirst() async throws {
        // Given a review whose send began 10 s ago and was never seen to end (its sender killed mid-request), which
        // the server got after all
        let outbox = OutboxSpy()
        try outbox.queue("in flight", owner: Self.ada, sendStartedAt: Self.day.addingTimeInterval(-10))
        let onServer = Review(placeID: "p", authorName: "Ada", text: "in flight", rating: 4, createdAt: Self.day)
        let server = ReviewServerStub(existing: [onServer])

        // When a sync runs now, and another once the send's 30 s have passed
        let early = try await makeSync(outbox, server).syncPendingReviews()
        let late = try await makeSync(outbox, server, now: Self.day.addingTimeInterval(21)).syncPendingReviews()

        // Then the first sends nothing and says until when; the second finds it on the server
        XCTAssertEqual(
            early, ReviewSyncReport(sent: 0, alreadyThere: 0, stillPending: 1, waitUntil: Self.day.addingTimeInterval(20)))
        XCTAssertEqual(outbox.claimedIDs, [], "not held while it waits")
        XCTAssertEqual(late, ReviewSyncReport(sent: 0, alreadyThere: 1, stillPending: 0))
        XCTAssertEqual(server.sentTexts, [])
        XCTAssertEqual(try outbox.pending(owner: nil), [])
    }

    func test_sync_setsAsideAReviewTheServerRefuses_withItsWords_andSendsTheOthers() async throws {
        // Given a review the server refuses ahead of one it accepts
        let outbox = OutboxSpy()
        try outbox.queue("refused", owner: Self.ada)
        try outbox.queue("fine", owner: Self.ada)
        let server = ReviewServerStub(refusing: ["refused": ServiceError(.invalidInput, "stars is less than minimum of 1")])

        // When synced twice
        let first = try await makeSync(outbox, server).syncPendingReviews()
        let second = try await makeSync(outbox, server).syncPendingReviews()

        // Then the other is sent; the refused one is kept with the server's words and not sent again
        XCTAssertEqual(first, ReviewSyncReport(sent: 1, alreadyThere: 0, stillPending: 0, refused: 1))
        XCTAssertEqual(second, ReviewSyncReport(sent: 0, alreadyThere: 0, stillPending: 0, setAside: 1))
        XCTAssertEqual(server.sentTexts, ["fine"])
        let kept = try XCTUnwrap(try outbox.pending(owner: Self.ada).first)
        XCTAssertEqual(kept.text, "refused")
        XCTAssertEqual(kept.lastError, "stars is less than minimum of 1")
        XCTAssertEqual(kept.refusedAt, Self.day)
    }

    func test_addReview_sendsNothingWhenAnotherFoodybiteTookTheReviewOverWhileItWasStopped() async throws {
        // Given an add stopped after queueing, past its lease, while a sync claimed the review
        let outbox = OutboxSpy()
        let server = ReviewServerStub()
        let sut = AddReviewServiceWithOutboxDecorator(
            decoratee: server, outbox: TakingOverOutbox(outbox), owner: { Self.ada }, now: { Self.day })

        // When it goes on
        await XCTAssertThrowsErrorAsync(try await sut.addReview(placeID: "p", text: "t", stars: 4, createdAt: Self.day)) {
            error in
            // Then it posts nothing and says who has the review
            XCTAssertEqual((error as? ServiceError)?.kind, .temporary)
            XCTAssertTrue((error as? ServiceError)?.message.contains("taken it over") == true, "\(error)")
        }
        XCTAssertEqual(server.sentTexts, [])
        XCTAssertEqual(try outbox.pending(owner: nil).map(\.text), ["t"], "the sync has it")
    }

    // MARK: - Helpers

    private func makeAdd(_ server: ReviewServerStub, _ outbox: OutboxSpy) -> AddReviewServiceWithOutboxDecorator {
        AddReviewServiceWithOutboxDecorator(decoratee: server, outbox: outbox, owner: { Self.ada }, now: { Self.day })
    }

    private func makeSync(
        _ outbox: OutboxSpy, _ server: ReviewServerStub, progress: any WorkProgress = NoProgress(), now: Date = day
    ) -> OutboxSyncService {
        OutboxSyncService(
            outbox: outbox, owner: { Self.ada }, sender: server, reviews: server, now: { now }, sendDeadline: 30,
            progress: progress)
    }
}

/// An outbox in memory with the SQLite one's rules: owners, claims that exclude each other, sends begun only under
/// one's own claim, refused reviews set aside. `takeOver` plays another foodybite claiming a review.
private final class OutboxSpy: ReviewOutbox {
    private struct State {
        var items: [PendingReview] = []
        var claims: [Int64: Date] = [:]
        var othersClaims: Set<Int64> = []
        var started: [Int64: Date] = [:]
        var ended: Set<Int64> = []
    }

    private let state = Mutex(State())

    var claimedIDs: [Int64] { state.withLock { Array($0.claims.keys) } }

    func queue(_ text: String, owner: ReviewOwner, sendStartedAt: Date? = nil) throws {
        let review = try add(
            placeID: "p", text: text, stars: 4, createdAt: Date(timeIntervalSince1970: 1_800_000_000), error: "timeout",
            owner: owner, claimedUntil: nil)
        state.withLock { $0.started[review.id] = sendStartedAt }
    }

    func takeOver(_ id: Int64) {
        state.withLock { state in
            state.claims[id] = nil
            state.othersClaims.insert(id)
        }
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

    func claim(id: Int64, until: Date, now: Date) throws -> ReviewClaim? {
        state.withLock { state in
            guard state.items.contains(where: { $0.id == id }), !state.othersClaims.contains(id) else { return nil }
            if let held = state.claims[id], held > now { return nil }
            state.claims[id] = until
            return ReviewClaim(sendStartedAt: state.started[id], sendEnded: state.ended.contains(id))
        }
    }

    func beginSend(id: Int64, at now: Date, until: Date) throws -> Bool {
        state.withLock { state in
            guard state.claims[id] != nil, state.items.contains(where: { $0.id == id && $0.refusedAt == nil }) else {
                return false
            }
            state.claims[id] = until
            state.started[id] = now
            state.ended.remove(id)
            return true
        }
    }

    func release(id: Int64, error: String?, sendEnded: Bool) throws -> Bool {
        state.withLock { state in
            guard state.claims.removeValue(forKey: id) != nil else { return false }
            if sendEnded { state.ended.insert(id) }
            state.items = state.items.map { $0.id == id ? $0.with(error: error ?? $0.lastError, refusedAt: nil) : $0 }
            return true
        }
    }

    func setAside(id: Int64, refusal: String, at now: Date) throws {
        state.withLock { state in
            state.claims[id] = nil
            state.items = state.items.map { $0.id == id ? $0.with(error: refusal, refusedAt: now) : $0 }
        }
    }

    func retry(id: Int64) throws -> Bool {
        state.withLock { state in
            guard state.items.contains(where: { $0.id == id && $0.refusedAt != nil }) else { return false }
            state.items = state.items.map { $0.id == id ? $0.with(error: $0.lastError, refusedAt: nil) : $0 }
            return true
        }
    }

    func remove(id: Int64) throws -> Bool {
        state.withLock { state in
            state.claims[id] = nil
            let before = state.items.count
            state.items.removeAll { $0.id == id }
            return state.items.count < before
        }
    }
}

/// The outbox as a stopped `review add` finds it when it goes on: another foodybite claimed the review meanwhile.
private struct TakingOverOutbox: ReviewOutbox {
    let base: OutboxSpy
    init(_ base: OutboxSpy) { self.base = base }

    func add(
        placeID: String, text: String, stars: Int, createdAt: Date, error: String?, owner: ReviewOwner?, claimedUntil: Date?
    ) throws -> PendingReview {
        let review = try base.add(
            placeID: placeID, text: text, stars: stars, createdAt: createdAt, error: error, owner: owner,
            claimedUntil: claimedUntil)
        base.takeOver(review.id)
        return review
    }
    func pending(owner: ReviewOwner?) throws -> [PendingReview] { try base.pending(owner: owner) }
    func claim(id: Int64, until: Date, now: Date) throws -> ReviewClaim? { try base.claim(id: id, until: until, now: now) }
    func beginSend(id: Int64, at now: Date, until: Date) throws -> Bool { try base.beginSend(id: id, at: now, until: until) }
    func release(id: Int64, error: String?, sendEnded: Bool) throws -> Bool {
        try base.release(id: id, error: error, sendEnded: sendEnded)
    }
    func setAside(id: Int64, refusal: String, at now: Date) throws { try base.setAside(id: id, refusal: refusal, at: now) }
    func retry(id: Int64) throws -> Bool { try base.retry(id: id) }
    func remove(id: Int64) throws -> Bool { try base.remove(id: id) }
}

extension PendingReview {
    fileprivate func with(error: String?, refusedAt: Date?) -> PendingReview {
        PendingReview(
            id: id, placeID: placeID, text: text, stars: stars, createdAt: createdAt, lastError: error, owner: owner,
            refusedAt: refusedAt)
    }
}

private final class ReviewServerStub: AddReviewService, GetReviewsService, @unchecked Sendable {
    private let existing: [Review]
    private let addError: ServiceError?
    private let refusing: [String: ServiceError]
    private let sent = Mutex<[String]>([])
    private let lookups = Mutex(0)
    /// Runs while a review is being sent (before it is recorded as sent).
    var onAdd: (@Sendable () async throws -> Void)?

    init(existing: [Review] = [], addError: ServiceError? = nil, refusing: [String: ServiceError] = [:]) {
        self.existing = existing
        self.addError = addError
        self.refusing = refusing
    }

    var sentTexts: [String] { sent.withLock { $0 } }
    var lookupCount: Int { lookups.withLock { $0 } }

    func addReview(placeID: String, text: String, stars: Int, createdAt: Date) async throws {
        if let addError { throw addError }
        if let refusal = refusing[text] { throw refusal }
        let hook = onAdd
        onAdd = nil
        try await hook?()
        sent.withLock { $0.append(text) }
    }

    func getReviews(placeID: String?) async throws -> [Review] {
        lookups.withLock { $0 += 1 }
        return existing
    }
}
