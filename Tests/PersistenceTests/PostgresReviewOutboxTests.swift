import Domain
import Foundation
import XCTest

@testable import Persistence

/// The review outbox in the shared store: one queue for every instance of a team, a review claimed by one instance at
/// a time, even when many ask at once.
final class PostgresReviewOutboxTests: XCTestCase {
    private let created = Date(timeIntervalSince1970: 1_800_000_000)
    private let ada = ReviewOwner(server: "http://s", accountID: UUID())

    func test_outbox_keepsReviewsForEveryInstanceUntilRemoved_eachAccountItsOwn() async throws {
        // Given reviews queued through one instance, for two accounts
        let (first, second) = try await makeSUTs()
        let bob = ReviewOwner(server: "http://s", accountID: UUID())
        let added = try await first.add(
            placeID: "p", text: "Très bon", stars: 5, createdAt: created, error: "timeout", owner: ada, claimedUntil: nil)
        try await first.add(placeID: "q", text: "bob's", stars: 3, createdAt: created, error: nil, owner: bob, claimedUntil: nil)

        // When another instance claims, fails to send and releases Ada's
        let claim = try await second.claim(id: added.id, until: created.addingTimeInterval(300), now: created)
        let released = try await second.release(id: added.id, error: "HTTP 503", sendEnded: true)
        XCTAssertNotNil(claim)
        XCTAssertTrue(released)

        // Then both see it, with the last error; each account only its own; removed once, it is gone for both
        let expected = PendingReview(
            id: added.id, placeID: "p", text: "Très bon", stars: 5, createdAt: created, lastError: "HTTP 503", owner: ada)
        let adas = try await first.pending(owner: ada)
        XCTAssertEqual(adas, [expected])
        let everything = try await second.pending(owner: nil)
        XCTAssertEqual(everything.count, 2)
        let removed = try await second.remove(id: added.id)
        XCTAssertTrue(removed)
        let left = try await first.pending(owner: ada)
        XCTAssertEqual(left, [])
    }

    func test_claim_manyInstancesAtOnce_exactlyOneHoldsIt_untilItsLeaseRunsOut() async throws {
        // Given one review and twenty instances on other machines asking for it at once
        let address = try await PostgresTestCluster.makeDatabase()
        let outboxes = try (0..<20).map { n in
            PostgresReviewOutbox(
                store: try PostgresTestCluster.store(address),
                holder: ClaimHolder(machine: "machine-\(n)", boot: "b", pid: 7, started: 1))
        }
        let review = try await outboxes[0].add(
            placeID: "p", text: "t", stars: 4, createdAt: created, error: nil, owner: ada, claimedUntil: nil)
        let now = created

        // When
        let claims = try await withThrowingTaskGroup(of: Bool.self) { group in
            for outbox in outboxes {
                group.addTask { try await outbox.claim(id: review.id, until: now.addingTimeInterval(300), now: now) != nil }
            }
            return try await group.reduce(0) { $0 + ($1 ? 1 : 0) }
        }

        // Then one claim; a lease that ran out is taken over, and only its new holder may send
        XCTAssertEqual(claims, 1)
        let later = now.addingTimeInterval(301)
        let takenOver = try await outboxes[5].claim(id: review.id, until: later.addingTimeInterval(300), now: later)
        XCTAssertNotNil(takenOver)
        var began: [Bool] = []
        for outbox in outboxes {
            began.append(try await outbox.beginSend(id: review.id, at: later, until: later.addingTimeInterval(60)))
        }
        XCTAssertEqual(began.enumerated().filter(\.element).map(\.offset), [5])
    }

    func test_setAside_keepsARefusedReviewUnsentUntilRetried() async throws {
        let (first, second) = try await makeSUTs()
        let review = try await first.add(
            placeID: "p", text: "t", stars: 4, createdAt: created, error: nil, owner: ada, claimedUntil: nil)

        try await first.setAside(id: review.id, refusal: "text too long", at: created)
        let claimed = try await second.claim(id: review.id, until: created.addingTimeInterval(60), now: created)
        let sendWhileRefused = try await second.beginSend(id: review.id, at: created, until: created.addingTimeInterval(60))
        let retried = try await second.retry(id: review.id)
        let pending = try await first.pending(owner: ada)

        XCTAssertNotNil(claimed)
        XCTAssertFalse(sendWhileRefused)
        XCTAssertTrue(retried)
        XCTAssertEqual(pending.map(\.lastError), ["text too long"])
        XCTAssertEqual(pending.map(\.refusedAt), [nil])
    }

    // MARK: - Helpers

    private func makeSUTs() async throws -> (PostgresReviewOutbox, PostgresReviewOutbox) {
        let address = try await PostgresTestCluster.makeDatabase()
        return (
            PostgresReviewOutbox(
                store: try PostgresTestCluster.store(address), holder: ClaimHolder(machine: "a", boot: "b", pid: 7, started: 1)),
            PostgresReviewOutbox(
                store: try PostgresTestCluster.store(address), holder: ClaimHolder(machine: "c", boot: "d", pid: 8, started: 1))
        )
    }
}
