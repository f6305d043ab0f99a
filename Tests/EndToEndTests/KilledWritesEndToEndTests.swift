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
