import Domain
import Foundation
import XCTest

@testable import Persistence

/// The user's data is in the main file between commands (each write checkpointed), so a copy of it alone is a
/// backup; a damaged file (main, `-wal`, `-shm`) loses nothing silently: the data is whole, or a notice names the
/// file.
final class UserDataDurabilityTests: XCTestCase {
    func test_write_leavesTheWALEmptyAndTheMainFileAloneHoldingEveryChange() throws {
        // Given
        let url = try temporaryStoreURL()
        let favorites = SQLiteFavoritesStore(database: try UserDataDatabase.open(at: url))

        // When
        for index in 0..<50 {
            _ = try favorites.add(placeID: "place-\(index)", at: Date())
            XCTAssertEqual(WriteAheadLog.size(of: url), 0, "after write \(index)")
        }
        let backup = url.deletingLastPathComponent().appendingPathComponent("backup.sqlite")
        try FileManager.default.copyItem(at: url, to: backup)

        // Then the copy of the main file alone holds them all, and the files are private
        XCTAssertEqual(try SQLiteFavoritesStore(database: try UserDataDatabase.open(at: backup)).list().count, 50)
        for suffix in ["", "-wal", "-shm"] where FileManager.default.fileExists(atPath: url.path + suffix) {
            let mode = try FileManager.default.attributesOfItem(atPath: url.path + suffix)[.posixPermissions] as? NSNumber
            XCTAssertEqual(mode?.intValue, 0o600, suffix)
        }
    }

    func test_open_movesTheFramesAnInterruptedCommandLeftIntoTheMainFile_andSaysSo() throws {
        // Given a write committed but not checkpointed (the process died between the two)
        let url = try temporaryStoreURL()
        _ = try UserDataDatabase.open(at: url)
        try rawWrite(url, "INSERT INTO favorite (placeID, addedAt) VALUES ('interrupted', 1)")
        XCTAssertGreaterThan(WriteAheadLog.size(of: url), 0)

        // When
        let database = try UserDataDatabase.open(at: url)

        // Then
        XCTAssertTrue(database.notices.contains { $0.contains("-wal held") && $0.contains("interrupted") }, "\(database.notices)")
        XCTAssertEqual(WriteAheadLog.size(of: url), 0)
        XCTAssertEqual(try SQLiteFavoritesStore(database: database).list(), ["interrupted"])
    }

    func test_open_afterDamageToAnyFile_losesNothingSilently() throws {
        let damages: [(file: String, offset: Int)] =
            [("", 0), ("", 20), ("", 100), ("", 4096), ("", 4100), ("", 8192 + 8), ("", -200), ("", -16)]
            + [("-wal", 0), ("-wal", 8), ("-wal", 32), ("-wal", 4096)]
            + [("-shm", 0), ("-shm", 40), ("-shm", 120), ("-shm", 1000)]
        for (file, offset) in damages {
            // Given real use: preferences, favourites, an answer of nearby --changes, a queued review
            let url = try temporaryStoreURL()
            let expected = try use(url)
            // (an interrupted command's frames are in the WAL when it is the WAL that is damaged past its header)
            if file == "-wal" { try rawWrite(url, "INSERT INTO favorite (placeID, addedAt) VALUES ('late', 1)") }
            let name = "\(file.isEmpty ? "main" : file) at \(offset)"

            // When the file is damaged and the data opened again
            try damage(url.path + file, at: offset)
            let database: SQLiteDatabase
            do {
                database = try UserDataDatabase.open(at: url)
            } catch {
                // Then an error naming the file is not a silent loss
                XCTAssertTrue("\(error)".contains(url.lastPathComponent), "\(name): \(error)")
                continue
            }
            let found = try? read(database)

            // Then the data is whole, or a notice names the damaged file
            let whole = found.map { $0 == expected || (file == "-wal" && $0.favorites == expected.favorites + ["late"]) }
            let said = database.notices.contains { $0.contains(url.path) }
            XCTAssertTrue(whole == true || said, "\(name): silently \(String(describing: found)) for \(expected)")
        }
    }

    func test_open_twoDamagesWithinOneSecond_eachSetAsideUnderItsOwnName_andOnlyTheFileJustMovedSalvaged() throws {
        // Given favourites A and B, a changed record (the seal says so), then B removed and a record changed again at
        // once (two notices within one second once shared the name `.corrupt-<second>`)
        let url = try temporaryStoreURL()
        let favorites = SQLiteFavoritesStore(database: try UserDataDatabase.open(at: url))
        _ = try favorites.add(placeID: "ChIJaaaa", at: Date())
        _ = try favorites.add(placeID: "ChIJbbbb", at: Date())
        try alter(url, "ChIJaaaa", to: "ChIJzzzz")
        let first = try UserDataDatabase.open(at: url)
        _ = try SQLiteFavoritesStore(database: first).remove(placeID: "ChIJbbbb")
        try alter(url, "ChIJzzzz", to: "ChIJyyyy")

        // When
        let second = try UserDataDatabase.open(at: url)

        // Then two files set aside, each named once; B stays removed; nothing twice
        let asides = first.notices + second.notices
        XCTAssertEqual(asides.count, 2, "\(asides)")
        let names = Set(asides.compactMap { $0.components(separatedBy: "moved to ").last?.components(separatedBy: " ").first })
        XCTAssertEqual(names.count, 2, "\(asides)")
        let listed = try SQLiteFavoritesStore(database: second).list()
        XCTAssertFalse(listed.contains("ChIJbbbb"), "a removed favourite came back: \(listed)")
        XCTAssertEqual(listed.count, Set(listed).count, "\(listed)")
    }

    func test_open_leftoversOfAMoveKilledHalfWay_areSetAsideNeverReadIntoTheNewFile() throws {
        // Given frames committed in the -wal, and the main file gone (moved aside before the kill)
        let url = try temporaryStoreURL()
        _ = try UserDataDatabase.open(at: url)
        try rawWrite(url, "INSERT INTO favorite (placeID, addedAt) VALUES ('ChIJorphan', 1)")
        XCTAssertGreaterThan(WriteAheadLog.size(of: url), 0)
        try FileManager.default.moveItem(atPath: url.path, toPath: url.path + ".corrupt-killed")

        // When
        let database = try UserDataDatabase.open(at: url)

        // Then a new file, none of the orphaned frames in it, and a notice naming where they went
        XCTAssertEqual(try SQLiteFavoritesStore(database: database).list(), [])
        XCTAssertTrue(database.notices.contains { $0.contains("never read into the new file") }, "\(database.notices)")
    }

    func test_open_withoutItsSeal_saysItsRowsCouldNotBeChecked_andAnEmptyFileSaysNothing() throws {
        // Given a favourite, its seal removed, and its record changed
        let url = try temporaryStoreURL()
        _ = try SQLiteFavoritesStore(database: try UserDataDatabase.open(at: url)).add(placeID: "ChIJaaaa", at: Date())
        try FileManager.default.removeItem(atPath: url.path + ".seal")
        try alter(url, "ChIJaaaa", to: "ChIJzzzz")
        let empty = try temporaryStoreURL()
        _ = try UserDataDatabase.open(at: empty)
        try FileManager.default.removeItem(atPath: empty.path + ".seal")

        // When
        let database = try UserDataDatabase.open(at: url)

        // Then it is said, never accepted silently
        XCTAssertTrue(database.notices.contains { $0.contains("has no seal") }, "\(database.notices)")
        XCTAssertEqual(try UserDataDatabase.open(at: empty).notices, [])
    }

    // MARK: - Helpers

    /// Changes a record in place in the main file (bytes of the same length), as damage or another program would.
    private func alter(_ url: URL, _ text: String, to replacement: String) throws {
        var bytes = try Foundation.Data(contentsOf: url)
        let range = try XCTUnwrap(bytes.range(of: Foundation.Data(text.utf8)), "\(text) in \(url.lastPathComponent)")
        bytes.replaceSubrange(range, with: Foundation.Data(replacement.utf8))
        try bytes.write(to: url)
    }

    private struct Data: Equatable {
        let favorites: [String]
        let preferences: UserPreferences
        let baseline: [String]?
        let reviews: [String]
    }

    private func use(_ url: URL) throws -> Data {
        let database = try UserDataDatabase.open(at: url)
        let favorites = SQLiteFavoritesStore(database: database)
        for index in 0..<40 { _ = try favorites.add(placeID: "ChIJfavourite-\(index)", at: Date()) }
        try SQLiteUserPreferencesStore(database: database).save(UserPreferences(radius: 1200, minimumRating: 4))
        let dijon = try XCTUnwrap(Location(latitude: 47.3, longitude: 5.0))
        try SQLiteNearbyBaselineStore(database: database).record(
            [NearbyPlace(placeID: "osm:node/1", name: "Chez Léon", location: dijon)], for: "query", at: Date())
        _ = try SQLiteReviewOutbox(database: database).add(
            placeID: "ChIJreview", text: "Très bon", stars: 5, createdAt: Date(), error: nil, owner: nil, claimedUntil: nil)
        return try read(database)
    }

    private func read(_ database: SQLiteDatabase) throws -> Data {
        Data(
            favorites: try SQLiteFavoritesStore(database: database).list(),
            preferences: try SQLiteUserPreferencesStore(database: database).load(),
            baseline: try SQLiteNearbyBaselineStore(database: database).baseline(for: "query")?.map(\.placeID),
            reviews: try SQLiteReviewOutbox(database: database).pending(owner: nil).map(\.placeID))
    }

    /// Eight bytes of garbage at `offset` (from the end when negative), the file made when missing.
    private func damage(_ path: String, at offset: Int) throws {
        if !FileManager.default.fileExists(atPath: path) { _ = FileManager.default.createFile(atPath: path, contents: nil) }
        let handle = try XCTUnwrap(FileHandle(forUpdatingAtPath: path))
        defer { try? handle.close() }
        let size = Int(try handle.seekToEnd())
        try handle.seek(toOffset: UInt64(max(0, offset >= 0 ? offset : size + offset)))
        handle.write(Foundation.Data([0xDE, 0xAD, 0xBE, 0xEF, 0xFF, 0x00, 0x13, 0x37]))
    }
}
