import Foundation
import XCTest

/// A writing command killed after each step of its write (issue 43, finding 3: a kill between the checkpoint and the
/// seal made the next command say the data "differs from what foodybite last wrote" and move the file aside). The
/// binary kills itself there (`FOODYBITE_TEST_KILL_AFTER`), as a SIGKILL would at that instant.
final class KilledWritesEndToEndTests: XCTestCase {
    func test_favoritesAdd_killedAfterEveryStepOfItsWrite_isNoFalseAlarm_losesNothing_andLeavesNoStrayFile() throws {
        for step in ["committed", "expected", "checkpointed", "sealed"] {
            // Given a home with a favourite, and a second one added by a command killed after `step`
            var foodybite = Foodybite(sandbox: nil)
            foodybite.home = try Foodybite.makeHome(for: self)
            XCTAssertEqual(try foodybite.run(["favorites", "add", "ChIJfirst"]).code, 0)
            var killed = foodybite
            killed.extraEnvironment["FOODYBITE_TEST_KILL_AFTER"] = step
            let add = try killed.run(["favorites", "add", "ChIJsecond"])

            // When the next command reads the data
            let list = try foodybite.run(["favorites", "list", "--format", "json"])

            // Then it was killed there; the write committed is kept; nothing is said to be damaged or moved
            XCTAssertEqual(add.code, SIGKILL, "\(step): killed by the signal: \(add.stderr)")
            XCTAssertEqual(list.code, 0, "\(step): \(list.stderr)")
            XCTAssertEqual(
                Set(list.jsonRows.compactMap { $0["placeID"] as? String }), ["ChIJfirst", "ChIJsecond"], step)
            // (a write killed before its checkpoint is moved in from the -wal by the next command, and said so)
            XCTAssertFalse(
                list.stderr.contains("differs") || list.stderr.contains("moved to") || list.stderr.contains("no seal"),
                "\(step): \(list.stderr)")
            let data = try XCTUnwrap(foodybite.home).appendingPathComponent("data/foodybite")
            let names = try FileManager.default.contentsOfDirectory(atPath: data.path)
            XCTAssertFalse(names.contains { $0.contains("corrupt") || $0.contains("nosync") }, "\(step): \(names)")
            for name in names {
                let mode =
                    try FileManager.default.attributesOfItem(atPath: data.appendingPathComponent(name).path)[
                        .posixPermissions] as? NSNumber
                XCTAssertEqual(mode?.intValue, 0o600, "\(step): \(name)")
            }
        }
    }
}

/// Opening the user's data killed at each of its steps (issue 66): settling what an interrupted command left in the
/// `-wal` file, and rebuilding a damaged file (marked, set aside, salvaged, sealed). No step may leave a sound file the
/// next command calls damaged, nor a new file without what the damaged one held.
final class KilledOpenEndToEndTests: XCTestCase {
    func test_open_killedAfterSettlingAnInterruptedWrite_isNoFalseAlarm_andKeepsTheWrite() throws {
        // Given a favourite whose write was killed after its commit (its frames left in the -wal file)
        var foodybite = Foodybite(sandbox: nil)
        foodybite.home = try Foodybite.makeHome(for: self)
        XCTAssertEqual(try foodybite.run(["favorites", "add", "ChIJfirst"]).code, 0)
        XCTAssertEqual(try foodybite.killed(after: "committed").run(["favorites", "add", "ChIJsecond"]).code, SIGKILL)

        // When the next command is killed after moving those frames into the main file, before its seal is rewritten
        let settling = try foodybite.killed(after: "settled").run(["favorites", "list"])
        let list = try foodybite.run(["favorites", "list", "--format", "json"])

        // Then the command after it finds a sound file holding both
        XCTAssertEqual(settling.code, SIGKILL, settling.stderr)
        XCTAssertEqual(list.code, 0, list.stderr)
        XCTAssertEqual(Set(list.jsonRows.compactMap { $0["placeID"] as? String }), ["ChIJfirst", "ChIJsecond"])
        XCTAssertFalse(list.stderr.contains("differs") || list.stderr.contains("moved to"), list.stderr)
    }

    func test_open_ofADamagedFileKilledAtEveryStepOfItsRebuild_losesNothingOfWhatCouldBeRead() throws {
        for step in ["markedForSalvage", "setAside", "salvaged"] {
            // Given ten favourites and a preference in a file whose seal no longer matches it (damaged, as foodybite sees it)
            var foodybite = Foodybite(sandbox: nil)
            foodybite.home = try Foodybite.makeHome(for: self)
            let favourites = (0..<10).map { "ChIJplace\($0)" }
            for place in favourites { XCTAssertEqual(try foodybite.run(["favorites", "add", place]).code, 0) }
            XCTAssertEqual(try foodybite.run(["preferences", "set", "--stars", "4"]).code, 0)
            let data = try XCTUnwrap(foodybite.home).appendingPathComponent("data/foodybite")
            try Data("1 1 deadbeef\n".utf8).write(to: data.appendingPathComponent("foodybite.sqlite.seal"))

            // When the command that finds it is killed after `step`, and another runs
            let rebuilding = try foodybite.killed(after: step).run(["favorites", "list"])
            let list = try foodybite.run(["favorites", "list", "--format", "json"])
            let again = try foodybite.run(["favorites", "list", "--format", "json"])
            let preferences = try foodybite.run(["preferences", "show", "--format", "json"])

            // Then the next command finishes the rebuild and says so; every favourite and the preference are there
            XCTAssertEqual(rebuilding.code, SIGKILL, "\(step): \(rebuilding.stderr)")
            XCTAssertEqual(list.code, 0, "\(step): \(list.stderr)")
            XCTAssertEqual(
                Set(list.jsonRows.compactMap { $0["placeID"] as? String }), Set(favourites), "\(step): \(list.stderr)")
            XCTAssertTrue(list.stderr.contains(".corrupt-"), "\(step): the moved file is named: \(list.stderr)")
            XCTAssertEqual(again.stderr, "", "\(step): rebuilt once, and sealed")
            XCTAssertTrue(preferences.stdout.contains("4"), "\(step): \(preferences.stdout) \(preferences.stderr)")
            let names = try FileManager.default.contentsOfDirectory(atPath: data.path)
            XCTAssertFalse(names.contains { $0.hasSuffix(".salvage") }, "\(step): \(names)")
        }
    }
}

extension Foodybite {
    /// The same command line, killed by itself (SIGKILL) after `step` of a write or an open of the user's data.
    fileprivate func killed(after step: String) -> Foodybite {
        var killed = self
        killed.extraEnvironment["FOODYBITE_TEST_KILL_AFTER"] = step
        return killed
    }
}
