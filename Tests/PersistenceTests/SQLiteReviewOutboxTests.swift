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
        XCTAssertNotNil(try sut.claim(id: added.id, until: created.addingTimeInterval(300), now: created))
        XCTAssertTrue(try sut.release(id: added.id, error: "HTTP 503", sendEnded: true))

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
        XCTAssertNotNil(try first.claim(id: review.id, until: now.addingTimeInterval(300), now: now))
        XCTAssertNil(try second.claim(id: review.id, until: now.addingTimeInterval(300), now: now))
        XCTAssertNotNil(
            try second.claim(id: review.id, until: now.addingTimeInterval(900), now: now.addingTimeInterval(301)),
            "a lease that ran out (its holder died) can be taken")
        XCTAssertTrue(try second.release(id: review.id, error: "busy", sendEnded: true))
        XCTAssertNotNil(try first.claim(id: review.id, until: now.addingTimeInterval(300), now: now))
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
            XCTAssertEqual(claimed != nil, free, what)
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

    func test_beginSend_holdsOnlyForTheClaimsHolder_soAStoppedSenderWhoseReviewWasTakenOverSendsNothing() throws {
        // Given a review queued claimed by a sender that was then stopped past its lease, and a sync that took it over
        let url = try temporaryStoreURL()
        let (stopped, review) = try queuedAndClaimed(at: url)
        let sync = SQLiteReviewOutbox(
            database: try UserDataDatabase.open(at: url), holder: ClaimHolder(machine: "m", boot: "b", pid: 8, started: 1))
        let later = created.addingTimeInterval(301)
        XCTAssertEqual(
            try sync.claim(id: review.id, until: later.addingTimeInterval(300), now: later),
            ReviewClaim(sendStartedAt: nil, sendEnded: false), "never sent")

        // When the stopped sender goes on
        let began = try stopped.beginSend(id: review.id, at: later, until: later.addingTimeInterval(300))

        // Then it may not send, and cannot give back a claim that is not its own; the sync may
        XCTAssertFalse(began)
        XCTAssertFalse(try stopped.release(id: review.id, error: "timeout", sendEnded: false))
        XCTAssertTrue(try sync.beginSend(id: review.id, at: later, until: later.addingTimeInterval(300)))
    }

    func test_claim_saysWhenAnEarlierSendBeganAndWhetherItWasSeenToEnd() throws {
        // Given a review whose send began, by a sender killed before it ended
        let url = try temporaryStoreURL()
        let (killed, review) = try queuedAndClaimed(at: url)
        XCTAssertTrue(try killed.beginSend(id: review.id, at: created, until: created.addingTimeInterval(300)))
        let sut = SQLiteReviewOutbox(database: try UserDataDatabase.open(at: url), isGone: { _ in true })

        // When / Then: the send may still land until its deadline
        let claim = try XCTUnwrap(try sut.claim(id: review.id, until: created.addingTimeInterval(10), now: created))
        XCTAssertEqual(claim, ReviewClaim(sendStartedAt: created, sendEnded: false))
        XCTAssertEqual(claim.mayLand(within: 30), created.addingTimeInterval(30))
        // and a send its sender saw end (no connection made) lands no more
        XCTAssertTrue(try sut.beginSend(id: review.id, at: created, until: created.addingTimeInterval(300)))
        XCTAssertTrue(try sut.release(id: review.id, error: "cannot reach", sendEnded: true))
        XCTAssertNil(try XCTUnwrap(try sut.claim(id: review.id, until: created, now: created)).mayLand(within: 30))
    }

    func test_setAside_keepsARefusedReviewWithTheServersWords_unsentUntilRetried() throws {
        // Given
        let sut = SQLiteReviewOutbox(database: try UserDataDatabase.open(at: try temporaryStoreURL()))
        let review = try sut.add(
            placeID: "p", text: "t", stars: 4, createdAt: created, error: nil, owner: ada, claimedUntil: nil)
        XCTAssertNotNil(try sut.claim(id: review.id, until: created.addingTimeInterval(300), now: created))

        // When
        try sut.setAside(id: review.id, refusal: "text is too long", at: created)

        // Then it is listed with the refusal, and cannot be sent until retried
        let listed = try XCTUnwrap(try sut.pending(owner: ada).first)
        XCTAssertEqual(listed.refusedAt, created)
        XCTAssertEqual(listed.lastError, "text is too long")
        XCTAssertNotNil(try sut.claim(id: review.id, until: created.addingTimeInterval(300), now: created))
        XCTAssertFalse(try sut.beginSend(id: review.id, at: created, until: created.addingTimeInterval(300)))
        XCTAssertTrue(try sut.retry(id: review.id))
        XCTAssertFalse(try sut.retry(id: review.id), "no longer set aside")
        XCTAssertNil(try sut.pending(owner: ada).first?.refusedAt)
        XCTAssertTrue(try sut.remove(id: review.id))
        XCTAssertFalse(try sut.remove(id: review.id))
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

    /// A review queued by a sender (pid 7 on machine `m`) that holds its claim for five minutes.
    private func queuedAndClaimed(at url: URL) throws -> (SQLiteReviewOutbox, PendingReview) {
        let sender = SQLiteReviewOutbox(
            database: try UserDataDatabase.open(at: url), holder: ClaimHolder(machine: "m", boot: "b", pid: 7, started: 1))
        let review = try sender.add(
            placeID: "p", text: "t", stars: 4, createdAt: created, error: nil, owner: ada,
            claimedUntil: created.addingTimeInterval(300))
        return (sender, review)
    }
}
