import Foundation
import XCTest

/// The user's data outlives its files' damage and is backed up by copying one file: every writing command leaves
/// it in `foodybite.sqlite` with the `-wal` file empty (issue 32).
final class UserDataEndToEndTests: XCTestCase {
    func test_twoHundredWritingCommands_leaveEveryChangeInTheMainFileAlone() throws {
        // Given no key (nothing to fetch), one home
        var foodybite = Foodybite(sandbox: nil)
        foodybite.key = nil
        let home = try Foodybite.makeHome(for: self)
        foodybite.home = home
        let data = home.appendingPathComponent("data/foodybite")

        // When 200 commands write: 150 favourites, 50 preference changes
        for index in 0..<200 {
            let run =
                index % 4 == 3
                ? try foodybite.run(["preferences", "set", "--radius", "\(1000 + index)"])
                : try foodybite.run(["favorites", "add", String(format: "ChIJfavourite%05d", index)])
            XCTAssertEqual(run.code, 0, "\(index): \(run.stderr)")
        }

        // Then the WAL is empty, and a copy of the main file alone (in another home) holds everything
        let wal = (try? FileManager.default.attributesOfItem(atPath: data.appendingPathComponent("foodybite.sqlite-wal").path))
        XCTAssertEqual((wal?[.size] as? NSNumber)?.intValue ?? 0, 0)
        let other = try Foodybite.makeHome(for: self)
        try FileManager.default.createDirectory(
            at: other.appendingPathComponent("data/foodybite"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: data.appendingPathComponent("foodybite.sqlite"),
            to: other.appendingPathComponent("data/foodybite/foodybite.sqlite"))
        var restored = foodybite
        restored.home = other
        let favorites = try restored.run(["favorites", "list", "--format", "json"])
        let preferences = try restored.run(["preferences", "show"])
        XCTAssertEqual(favorites.code, 0, favorites.stderr)
        XCTAssertEqual(favorites.jsonRows.count, 150, favorites.stdout)
        XCTAssertTrue(preferences.stdout.contains("1199"), preferences.stdout)
        XCTAssertFalse(favorites.stderr.contains("foodybite.sqlite"), "a restored backup is read without a notice")
    }

    func test_aDamagedUserDataFile_isSaidInOneLineNamingIt_andNothingIsLostSilently() throws {
        // Given 20 favourites, then one of their rows damaged in the main file (its page still well formed)
        var foodybite = Foodybite(sandbox: nil)
        foodybite.key = nil
        let home = try Foodybite.makeHome(for: self)
        foodybite.home = home
        for index in 0..<20 { _ = try foodybite.run(["favorites", "add", String(format: "ChIJfavourite%05d", index)]) }
        let file = home.appendingPathComponent("data/foodybite/foodybite.sqlite")
        let bytes = try Data(contentsOf: file)
        let row = try XCTUnwrap(bytes.range(of: Data("ChIJfavourite00007".utf8)), "the row is in the main file")
        let handle = try FileHandle(forUpdating: file)
        try handle.seek(toOffset: UInt64(row.lowerBound + 4))
        try handle.write(contentsOf: Data("DAMAGED!".utf8))
        try handle.close()

        // When
        let list = try foodybite.run(["favorites", "list", "--format", "json"])

        // Then a warning names the file and where the damaged copy was kept
        XCTAssertEqual(list.code, 0, list.stderr)
        let warning = list.stderr.split(separator: "\n").first { $0.contains(file.path) }
        XCTAssertNotNil(warning, list.stderr)
        XCTAssertTrue(warning?.contains("moved to") == true, list.stderr)
    }
}
