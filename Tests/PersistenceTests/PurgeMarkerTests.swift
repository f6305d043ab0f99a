import Domain
import DomainTestSupport
import Foundation
import GRDB
import XCTest

@testable import Persistence

final class PurgeMarkerTests: XCTestCase {
    func test_isDue_untilMarked_thenAgainAnHourLaterOrWhenTheClockGoesBack() throws {
        // Given
        let sut = PurgeMarker(path: try temporaryStoreURL().deletingLastPathComponent().path + ".purged")
        let marked = Date(timeIntervalSince1970: 1_800_000_000.25)
        XCTAssertTrue(sut.isDue(at: marked), "never purged")
        try FileManager.default.createDirectory(
            atPath: (sut.path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)

        // When
        sut.mark(at: marked)

        // Then
        XCTAssertFalse(sut.isDue(at: marked))
        XCTAssertFalse(sut.isDue(at: marked.addingTimeInterval(3599)))
        XCTAssertTrue(sut.isDue(at: marked.addingTimeInterval(3600)))
        XCTAssertTrue(sut.isDue(at: marked.addingTimeInterval(-1)), "a clock set back")
    }

    func test_mark_neverBlocksOnAFIFOInThePlaceOfItsFile() throws {
        // Given a FIFO where the marker goes (opened write-only, it would wait for a reader for ever)
        let sut = PurgeMarker(path: try temporaryStoreURL().deletingLastPathComponent().path + ".purged")
        try FileManager.default.createDirectory(
            atPath: (sut.path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        XCTAssertEqual(mkfifo(sut.path, 0o600), 0)
        defer { unlink(sut.path) }

        // When
        let done = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            sut.mark(at: Date(timeIntervalSince1970: 1_800_000_000))
            done.signal()
        }

        // Then
        XCTAssertEqual(done.wait(timeout: .now() + 5), .success, "mark waited on the FIFO")
    }

    func test_save_purgesExpiredContentAtMostOnceAnHour() async throws {
        // Given a place saved (and the cache purged) at t0
        let url = try temporaryStoreURL()
        let t0 = Date(timeIntervalSince1970: 1_800_000_000)
        let database = try CacheDatabase.open(at: url)
        func store(at now: Date) -> SQLiteNearbyStore {
            SQLiteNearbyStore(database: database, policy: CachePolicy(maxAge: 600, now: { now }))
        }
        try await store(at: t0).save([makeNearbyPlace(id: "old", location: makeLocation(1, 1))], at: t0)

        // When it has expired, a save within the hour of that purge leaves it in the file, one an hour later does not
        try await store(at: t0.addingTimeInterval(1_800)).save([], at: t0.addingTimeInterval(1_800))
        let within = try database.read { try Int.fetchOne($0, sql: "SELECT COUNT(*) FROM place") }
        try await store(at: t0.addingTimeInterval(3_600)).save([], at: t0.addingTimeInterval(3_600))
        let after = try database.read { try Int.fetchOne($0, sql: "SELECT COUNT(*) FROM place") }

        // Then
        XCTAssertEqual(within, 1)
        XCTAssertEqual(after, 0)
        let served = try await store(at: t0.addingTimeInterval(1_800)).searchNearby(makeQuery(location: makeLocation(1, 1)))
        XCTAssertEqual(served.places, [], "expired content is never served, purged or not")
    }
}
