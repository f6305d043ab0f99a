import Domain
import Foundation
import GRDB
import Persistence
import XCTest

final class SQLiteReviewOutboxTests: XCTestCase {
    private let created = Date(timeIntervalSince1970: 1_800_000_000)
    private let ada = ReviewOwner(server: "http://s", accountID: UUID())

    func test_outbox_keepsReviewsAcrossInstancesUntilRemoved() throws {
        // Given
        let url = try temporaryStoreURL()
        let added = try SQLiteReviewOutbox(database: try UserDataDatabase.open(at: url))
            .add(placeID: "p", text: "Très bon", stars: 5, createdAt: created, error: "timeout", owner: ada, claimedUntil: nil)

        // When another process opens it
        let sut = SQLiteReviewOutbox(database: try UserDataDatabase.open(at: url))
        try sut.release(id: added.id, error: "HTTP 503")

        // Then
        XCTAssertEqual(
            try sut.pending(owner: ada),
            [
                PendingReview(
                    id: added.id, placeID: "p", text: "Très bon", stars: 5, createdAt: created, lastError: "HTTP 503", owner: ada)
            ])
        try sut.remove(id: added.id)
        XCTAssertEqual(try sut.pending(owner: nil), [])
    }

    func test_pending_ofAnAccountLeavesOutOtherAccountsReviews() throws {
        let sut = SQLiteReviewOutbox(database: try UserDataDatabase.open(at: try temporaryStoreURL()))
        let bob = ReviewOwner(server: "http://s", accountID: UUID())
        let elsewhere = ReviewOwner(server: "http://other", accountID: ada.accountID)
        for (text, owner) in [("ada", ada), ("bob", bob), ("ada elsewhere", elsewhere)] {
            try sut.add(placeID: "p", text: text, stars: 4, createdAt: created, error: nil, owner: owner, claimedUntil: nil)
        }

        XCTAssertEqual(try sut.pending(owner: ada).map(\.text), ["ada"])
        XCTAssertEqual(try sut.pending(owner: nil).count, 3)
    }

    func test_claim_isExclusiveAcrossInstancesUntilReleasedOrExpired() throws {
        // Given one review and two processes' views of the outbox
        let url = try temporaryStoreURL()
        let first = SQLiteReviewOutbox(database: try UserDataDatabase.open(at: url))
        let second = SQLiteReviewOutbox(database: try UserDataDatabase.open(at: url))
        let review = try first.add(
            placeID: "p", text: "t", stars: 4, createdAt: created, error: nil, owner: ada, claimedUntil: nil)
        let now = created

        // When / Then
        XCTAssertTrue(try first.claim(id: review.id, until: now.addingTimeInterval(300), now: now))
        XCTAssertFalse(try second.claim(id: review.id, until: now.addingTimeInterval(300), now: now))
        XCTAssertTrue(
            try second.claim(id: review.id, until: now.addingTimeInterval(900), now: now.addingTimeInterval(301)),
            "a lease that ran out (its holder died) can be taken")
        try second.release(id: review.id, error: "busy")
        XCTAssertTrue(try first.claim(id: review.id, until: now.addingTimeInterval(300), now: now))
    }

    func test_open_movesADamagedFileAsideRecoversItsPendingReviewsAndSaysSo() throws {
        // Given a user-data file with a pending review whose favourites table is damaged
        let url = try temporaryStoreURL()
        let database = try UserDataDatabase.open(at: url)
        try SQLiteReviewOutbox(database: database).add(
            placeID: "p", text: "keep me", stars: 5, createdAt: created, error: nil, owner: ada, claimedUntil: nil)
        for index in 0..<300 { try SQLiteFavoritesStore(database: database).add(placeID: "place\(index)", at: created) }
        let rootPage = try DatabaseQueue(path: url.path).read { db in
            try Int.fetchOne(db, sql: "SELECT rootpage FROM sqlite_master WHERE name = 'favorite'")
        }
        try DatabaseQueue(path: url.path).writeWithoutTransaction { db in try db.execute(sql: "PRAGMA wal_checkpoint(TRUNCATE)") }
        let handle = try FileHandle(forWritingTo: url)
        try handle.seek(toOffset: UInt64((try XCTUnwrap(rootPage) - 1) * 4096))
        try handle.write(contentsOf: Data(repeating: 0xA5, count: 4096))
        try handle.close()

        // When
        let reopened = try UserDataDatabase.open(at: url)

        // Then
        let notice = try XCTUnwrap(reopened.notices.first)
        XCTAssertTrue(notice.contains("was corrupt: moved to \(url.path).corrupt-"), notice)
        XCTAssertTrue(notice.contains("recovered 1 pending review"), notice)
        XCTAssertEqual(try SQLiteReviewOutbox(database: reopened).pending(owner: ada).map(\.text), ["keep me"])
        let aside = try FileManager.default.contentsOfDirectory(atPath: url.deletingLastPathComponent().path)
        XCTAssertTrue(aside.contains { $0.contains(".corrupt-") }, "the damaged file is kept: \(aside)")
    }
}
