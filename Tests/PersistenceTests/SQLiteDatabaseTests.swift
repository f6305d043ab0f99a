import Foundation
import GRDB
import Persistence
import XCTest

final class SQLiteDatabaseTests: XCTestCase {
    func test_open_usesWALAndCreatesAPrivateDirectoryAndFile() throws {
        // Given
        let url = try temporaryStoreURL()

        // When
        let sut = try CacheDatabase.open(at: url)

        // Then
        XCTAssertEqual(try sut.read { try String.fetchOne($0, sql: "PRAGMA journal_mode") }, "wal")
        let directoryMode =
            try FileManager.default.attributesOfItem(atPath: url.deletingLastPathComponent().path)[.posixPermissions] as? Int
        let fileMode = try FileManager.default.attributesOfItem(atPath: url.path)[.posixPermissions] as? Int
        XCTAssertEqual(directoryMode, 0o700)
        XCTAssertEqual(fileMode, 0o600)
        XCTAssertEqual(sut.notices, [])
    }

    func test_open_knowsACurrentFileByItsUserVersion_withoutAskingTheMigrator() throws {
        // Given a file opened once (migrated), whose migrator's record is then lost
        // When it is opened again (the migrator would create the tables again, and fail)
        let (version, sut) = try reopened(after: "DELETE FROM grdb_migrations")

        // Then
        XCTAssertGreaterThan(version ?? 0, 0)
        XCTAssertEqual(sut.notices, [])
        XCTAssertEqual(try sut.read { try Int.fetchOne($0, sql: "SELECT COUNT(*) FROM place") }, 0)
    }

    func test_open_migratesAFileAnOlderFoodybiteLeftWithoutUserVersion_andRecordsIt() throws {
        // Given a migrated file without a user_version (as foodybite left them before it counted)
        // When it is opened again
        let (version, sut) = try reopened(after: "PRAGMA user_version = 0")

        // Then the migrator found nothing to do, and the count is recorded again
        XCTAssertEqual(try sut.read { try Int.fetchOne($0, sql: "PRAGMA user_version") }, version)
        XCTAssertEqual(sut.notices, [])
    }

    /// A cache file opened once (migrated, its `user_version` read), changed by `sql`, then opened again.
    private func reopened(after sql: String) throws -> (version: Int?, sut: SQLiteDatabase) {
        let url = try temporaryStoreURL()
        let first = try CacheDatabase.open(at: url)
        let version = try first.read { try Int.fetchOne($0, sql: "PRAGMA user_version") }
        try first.write { try $0.execute(sql: sql) }
        return (version, try CacheDatabase.open(at: url))
    }

    func test_open_movesACorruptFileAsideAndRebuilds() throws {
        // Given a file that is not a database
        let url = try temporaryStoreURL()
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(repeating: 0x42, count: 8192).write(to: url)

        // When
        let sut = try CacheDatabase.open(at: url)

        // Then
        XCTAssertEqual(sut.notices.count, 1)
        XCTAssertTrue(sut.notices.first?.contains("was corrupt: moved to") == true, sut.notices.first ?? "")
        let names = try FileManager.default.contentsOfDirectory(atPath: url.deletingLastPathComponent().path)
        XCTAssertTrue(names.contains { $0.hasPrefix("cache.sqlite.corrupt-") }, "\(names)")
        XCTAssertEqual(try sut.read { try Int.fetchOne($0, sql: "SELECT COUNT(*) FROM place") }, 0)
    }

    func test_open_leavesACachesWriteAheadLogToSQLite() throws {
        // Given a cache whose last write is still in its -wal file
        let url = try temporaryStoreURL()
        let first = try settledCache(at: url)
        try first.write { try $0.execute(sql: "INSERT INTO knownPlace (placeID) VALUES ('a')") }
        let walBefore = try FileManager.default.attributesOfItem(atPath: url.path + "-wal")[.size] as? Int

        // When it is opened again
        let sut = try CacheDatabase.open(at: url)

        // Then nothing was moved (no checkpoint and its syncs at every open), and the write is there
        XCTAssertGreaterThan(walBefore ?? 0, 0)
        XCTAssertEqual(try FileManager.default.attributesOfItem(atPath: url.path + "-wal")[.size] as? Int, walBefore)
        XCTAssertEqual(try sut.read { try String.fetchAll($0, sql: "SELECT placeID FROM knownPlace WHERE placeID = 'a'") }, ["a"])
    }

    func test_write_movesACachesWriteAheadLogIntoTheMainFileOnlyOnceItPasses256KB() throws {
        // Given a cache
        let url = try temporaryStoreURL()
        let sut = try settledCache(at: url)
        let walSize = { (try? FileManager.default.attributesOfItem(atPath: url.path + "-wal")[.size] as? Int) ?? 0 }

        // When small writes are made, then one that passes 256 KB
        try sut.write { try $0.execute(sql: "INSERT INTO knownPlace (placeID) VALUES ('a')") }
        let afterSmall = walSize()
        try sut.write { db in
            for index in 0..<6_000 {
                try db.execute(sql: "INSERT INTO knownPlace (placeID) VALUES (?)", arguments: ["place-\(index)-\(UUID())"])
            }
        }

        // Then the small write stays in the -wal file (no checkpoint, and its syncs, at every write); the large one is
        // moved, and every write is there
        XCTAssertGreaterThan(afterSmall, 0)
        XCTAssertEqual(walSize(), 0)
        XCTAssertEqual(try sut.read { try Int.fetchOne($0, sql: "SELECT count(*) FROM knownPlace") }, 6_001 + 6_000)
    }

    /// A new cache past its first large write: the log of its creation (every migration's pages, near 256 KB
    /// itself) moved into the main file, so that what a test writes next is all the log holds.
    private func settledCache(at url: URL) throws -> SQLiteDatabase {
        let database = try CacheDatabase.open(at: url)
        try database.write { db in
            for index in 0..<6_000 {
                try db.execute(sql: "INSERT INTO knownPlace (placeID) VALUES (?)", arguments: ["settle-\(index)-\(UUID())"])
            }
        }
        return database
    }

    func test_open_failsWithThePathWhenTheDirectoryCannotBeCreated() throws {
        // Given a regular file where the directory should be
        let url = try temporaryStoreURL()
        let blocker = url.deletingLastPathComponent()
        try FileManager.default.createDirectory(at: blocker.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("file".utf8).write(to: blocker)

        // When / Then
        XCTAssertThrowsError(try CacheDatabase.open(at: url)) { error in
            guard case .cannotCreateDirectory(let path, _) = error as? StoreError else {
                return XCTFail("unexpected \(error)")
            }
            XCTAssertEqual(path, blocker.path)
        }
    }

    func test_write_runsInAnImmediateTransactionThatRollsBackOnError() throws {
        // Given
        let sut = try CacheDatabase.open(at: try temporaryStoreURL())

        // When a write fails halfway
        XCTAssertThrowsError(
            try sut.write { db in
                try db.execute(sql: "INSERT INTO knownPlace (placeID) VALUES ('a')")
                try db.execute(sql: "INSERT INTO nowhere VALUES (1)")
            })

        // Then nothing of it stays
        XCTAssertEqual(try sut.read { try Int.fetchOne($0, sql: "SELECT COUNT(*) FROM knownPlace") }, 0)
    }
}
