import Foundation
import XCTest

#if canImport(Glibc)
    import Glibc
#endif

/// The sandbox binds loopback only, prints its URL first, and stops cleanly, never outliving its parent.
final class SandboxLifecycleTests: XCTestCase {
    func test_sandbox_printsALoopbackURLAndStopsCleanlyOnSIGTERM() throws {
        // Given
        let sandbox = try SandboxProcess()

        // When
        let status = sandbox.stop()

        // Then
        XCTAssertTrue(sandbox.baseURL.hasPrefix("http://127.0.0.1:"))
        XCTAssertEqual(status, 0)
        XCTAssertFalse(sandbox.isRunning)
    }

    func test_sandbox_exitsWhenItsParentGoesAway() throws {
        // Given a sandbox started by a shell that exits at once, leaving it with a closed stdin
        let pidFile = FileManager.default.temporaryDirectory.appendingPathComponent("sandbox-\(UUID().uuidString).pid").path
        defer { try? FileManager.default.removeItem(atPath: pidFile) }
        let script =
            "(sleep 0.5 | FOODYBITE_SANDBOX_WATCH_STDIN=1 '\(Binaries.sandbox.path)' --port 0 >/dev/null & echo $! > '\(pidFile)'); sleep 0.1"
        _ = try ProcessRunner.run(URL(fileURLWithPath: "/bin/sh"), ["-c", script], environment: ["PATH": "/usr/bin:/bin"])
        let pid = try XCTUnwrap(
            Int32(String(contentsOfFile: pidFile, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)))

        // When the pipe's writer ends
        let deadline = Date().addingTimeInterval(5)
        while kill(pid, 0) == 0 && Date() < deadline { usleep(50_000) }

        // Then
        XCTAssertNotEqual(kill(pid, 0), 0, "the sandbox (pid \(pid)) is still running")
    }
}
