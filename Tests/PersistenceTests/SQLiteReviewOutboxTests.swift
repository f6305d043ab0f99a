import Domain
import Foundation
import GRDB
import XCTest

@testable import Persistence

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

    func test_claim_takesAClaimWhoseHolderIsGoneAtOnce_andKeepsALiveOnesOrAnotherMachinesUntilItsLeaseEnds() throws {
        // Given a review claimed for five minutes by each kind of holder, seen from this process
        let me = ClaimHolder.current
        let holders: [(String, ClaimHolder, Bool)] = [
            ("killed (its pid runs no process)", ClaimHolder(machine: me.machine, boot: me.boot, pid: 9, started: 1), true),
            ("its pid given to another process", ClaimHolder(machine: me.machine, boot: me.boot, pid: me.pid, started: 1), true),
            ("a boot since", ClaimHolder(machine: me.machine, boot: "an-earlier-boot", pid: me.pid, started: 1), true),
            ("alive", ClaimHolder(machine: me.machine, boot: me.boot, pid: 7, started: 70), false),
            ("on another machine", ClaimHolder(machine: "elsewhere", boot: "b", pid: 9, started: 1), false),
        ]
        for (what, holder, free) in holders {
            let url = try temporaryStoreURL()
            let other = SQLiteReviewOutbox(database: try UserDataDatabase.open(at: url), holder: holder)
            let review = try other.add(
                placeID: "p", text: "t", stars: 4, createdAt: created, error: nil, owner: ada,
                claimedUntil: created.addingTimeInterval(300))
            let sut = SQLiteReviewOutbox(
                database: try UserDataDatabase.open(at: url),
                isGone: { $0.isGone(seenFrom: me, startTime: { [7: 70, me.pid: me.started][$0] }) })

            // When a second later
            let claimed = try sut.claim(id: review.id, until: created.addingTimeInterval(301), now: created.addingTimeInterval(1))

            // Then
            XCTAssertEqual(claimed, free, what)
        }
    }

    func test_claimHolder_readsItsStoredTextBackAndRefusesAnythingElse() {
        let holder = ClaimHolder(machine: "m", boot: "b", pid: 42, started: 7)

        XCTAssertEqual(ClaimHolder(text: holder.text), holder)
        for text in ["", "m b 42", "m b -1 7", "m b 0 7", "m b x 7", "m b 42 7 8", String(repeating: "m", count: 600) + " b 1 2"]
        {
            XCTAssertNil(ClaimHolder(text: text), text)
        }
        XCTAssertEqual(ClaimHolder.startTime(of: getpid()), ClaimHolder.current.started, "read from /proc")
        XCTAssertFalse(ClaimHolder.current.isGone(), "this process is alive")
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
