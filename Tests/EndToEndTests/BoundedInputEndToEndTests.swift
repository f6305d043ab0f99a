import Foundation
import XCTest

/// Inputs without end or out of proportion (issue 9, items 5 and 6): stdin from /dev/zero, a config file that is
/// a "billion laughs" or 200 KB, a lock another process never lets go. Each ends at once or within its
/// documented wait, with one line and a documented exit code.
final class BoundedInputEndToEndTests: XCTestCase {
    private let guardTimeout = ["/usr/bin/timeout", "-s", "KILL", "30"]

    func test_stdinInputs_stopReadingAtTheirLimit() throws {
        // Given stdin that never ends
        let runs: [([String], String)] = [
            (["review", "add", "ChIJx", "--stars", "4", "--text-file", "-"], "larger than 64 KiB"),
            (["account", "signup", "--name", "Ada", "--email", "a@b.cd", "--profile-image", "-"], "larger than"),
            (["account", "login", "--email", "a@b.cd", "--password-stdin"], "no password"),
        ]
        for (arguments, message) in runs {
            var foodybite = Foodybite(sandbox: nil)
            foodybite.extraEnvironment = ["FOODYBITE_SERVER_URL": "http://127.0.0.1:9"]

            // When
            let result = try foodybite.run(
                arguments, wrapper: guardTimeout + ["/bin/sh", "-c", "exec \"$0\" \"$@\" < /dev/zero"])

            // Then
            XCTAssertEqual(result.code, 64, "\(arguments): \(result.stderr)")
            XCTAssertTrue(result.stderr.contains(message), "\(arguments): \(result.stderr)")
        }
    }

    func test_configFile_thatIsABillionLaughsOrTooLarge_isIgnoredWithAWarning() throws {
        // Nine levels of nine aliases each: a billion "lol"s once expanded.
        let names = Array("abcdefghi").map(String.init)
        let laughs: String = names.enumerated().map { index, name -> String in
            let items = index == 0 ? Array(repeating: "lol", count: 9) : Array(repeating: "*" + names[index - 1], count: 9)
            return "\(name): &\(name) [\(items.joined(separator: ", "))]"
        }.joined(separator: "\n")
        let cases: [(String, String)] = [
            (laughs, "no lists, nested maps or aliases"),
            (String(repeating: "#", count: 200_000), "larger than 64 KiB"),
        ]
        for (text, message) in cases {
            // Given
            var foodybite = Foodybite(sandbox: nil)
            let home = try Foodybite.makeHome(for: self)
            foodybite.home = home
            let directory = home.appendingPathComponent("config/foodybite")
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: directory.appendingPathComponent("config.yaml"))

            // When (a reading that never ended would be killed by the guard: 137)
            let result = try foodybite.run(
                ["nearby", "--location", "47.3220,5.0415", "--offline"], wrapper: guardTimeout)

            // Then
            XCTAssertEqual(result.code, 0, result.stderr)
            XCTAssertTrue(result.stderr.contains(message), result.stderr)
        }
    }

    func test_offlineSearch_givesUpOnACacheLockHeldByAnotherProcessWithTemporaryFailure() throws {
        // Given another process that holds the cache's migration lock and never lets go
        var foodybite = Foodybite(sandbox: nil).inCLocale
        let home = try Foodybite.makeHome(for: self)
        foodybite.home = home
        let lock = home.appendingPathComponent("cache/foodybite/cache.sqlite.lock")
        try FileManager.default.createDirectory(at: lock.deletingLastPathComponent(), withIntermediateDirectories: true)
        let holder = Process()
        holder.executableURL = URL(fileURLWithPath: "/usr/bin/flock")
        holder.arguments = [lock.path, "sleep", "30"]
        try holder.run()
        defer { holder.terminate() }
        Thread.sleep(forTimeInterval: 0.3)

        // When (the holder keeps the lock 30 s; a wait that never gave up would be killed by the guard: 137)
        let result = try foodybite.run(
            ["nearby", "--location", "47.3220,5.0415", "--radius", "1500", "--offline"], wrapper: guardTimeout)

        // Then it gave up on its own, while the lock was still held
        XCTAssertEqual(result.code, 75, result.stderr)
        XCTAssertTrue(result.stderr.contains("cache.sqlite.lock is locked"), result.stderr)
        XCTAssertEqual(result.lineCountOnStderr, 1)
        XCTAssertTrue(holder.isRunning)
    }
}
