import Foundation
import XCTest

/// `make demo` (scripts/demo.sh) shows the table, writes nothing into the user's folders and leaves no process.
final class DemoScriptEndToEndTests: XCTestCase {
    func test_demo_printsTheTableAndLeavesNothingBehind() throws {
        // Given an empty home, and the sandboxes running before
        let home = try Foodybite.makeHome(for: self)
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("scripts/demo.sh")
        let before = try sandboxProcesses()

        // When
        let result = try ProcessRunner.run(
            URL(fileURLWithPath: "/bin/bash"), [script.path],
            environment: ["HOME": home.path, "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"])

        // Then
        XCTAssertEqual(result.code, 0, result.stderr)
        XCTAssertTrue(result.stdout.hasPrefix("NAME"), result.stdout)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: home.path), [], "nothing in the user's home")
        XCTAssertEqual(try sandboxProcesses(), before, "no sandbox left running")
    }

    private func sandboxProcesses() throws -> Set<String> {
        let pids = try FileManager.default.contentsOfDirectory(atPath: "/proc").filter { $0.allSatisfy(\.isNumber) }
        return Set(
            pids.filter { pid in
                let name = (try? String(contentsOfFile: "/proc/\(pid)/comm", encoding: .utf8)) ?? ""
                return name.hasPrefix("foodybite-sandb")
            })
    }
}
