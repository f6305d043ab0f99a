import CLI
import Foundation
import Presentation
import XCTest

/// `make demo` (scripts/demo.sh) shows the table, writes nothing into the user's folders and leaves no process.
final class DemoScriptEndToEndTests: XCTestCase {
    func test_demo_printsTheTableAndLeavesNothingBehind() throws {
        // Given an empty home, and a mark in the environment that every process the demo starts inherits (other
        // tests run their own sandboxes meanwhile: only this demo's are counted)
        let home = try Foodybite.makeHome(for: self)
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("scripts/demo.sh")
        let mark = "FOODYBITE_TEST_MARK=\(UUID().uuidString)"

        // When
        let result = try ProcessRunner.run(
            URL(fileURLWithPath: "/bin/bash"), [script.path],
            environment: TestClock.environment.filter { $0.key != "COLUMNS" }.merging(TestClock.sandboxEnvironment) { $1 }
                .merging([
                    "HOME": home.path, "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin",
                    "FOODYBITE_TEST_MARK": String(mark.dropFirst("FOODYBITE_TEST_MARK=".count)),
                ]) { $1 })

        // Then
        let width = 80  // the demo's processes are off a terminal, without COLUMNS
        XCTAssertEqual(result.code, 0, result.stderr)
        XCTAssertTrue(result.stdout.hasPrefix("NAME"), result.stdout)
        let tables = result.stdout.components(separatedBy: "\nNAME")
        XCTAssertEqual(
            tables.count, 4, "Google's table, every provider merged, coffee, then OpenStreetMap's: \(result.stdout)")
        let merged = tables.dropFirst().first?.split(separator: "\n") ?? []
        XCTAssertTrue(tables.dropFirst(2).first?.contains("coffee") == true, "a coffee near me: \(result.stdout)")
        XCTAssertTrue(merged.first?.contains("FROM") == true, result.stdout)
        XCTAssertTrue(merged.contains { $0.hasSuffix(" google+foursquare+osm") }, result.stdout)
        XCTAssertTrue(result.stderr.contains("--provider osm --diet vegetarian"), result.stderr)
        XCTAssertTrue(result.stderr.contains("Map data © OpenStreetMap contributors"), result.stderr)
        XCTAssertTrue(
            result.stdout.split(separator: "\n").allSatisfy { DisplayWidth.of(String($0)) <= width },
            "\(width) wide off a terminal")
        XCTAssertTrue(result.stderr.contains("--provider all"), result.stderr)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: home.path), [], "nothing in the user's home")
        XCTAssertEqual(try processes(carrying: mark), [], "no process of the demo left running (its sandbox)")
    }

    /// The processes whose environment holds `variable` (NAME=VALUE).
    private func processes(carrying variable: String) throws -> [String] {
        let pids = try FileManager.default.contentsOfDirectory(atPath: "/proc").filter { $0.allSatisfy(\.isNumber) }
        return pids.filter { pid in
            let environment = FileManager.default.contents(atPath: "/proc/\(pid)/environ") ?? Data()
            return environment.split(separator: 0).contains { Data($0) == Data(variable.utf8) }
        }
    }
}
