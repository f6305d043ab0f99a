import Foundation
import XCTest

/// Standard output that cannot take the results (issue 9, item 4): a full disk is one line and exit 74; a reader
/// that went away (`| head -1`) ends quietly with 141, the status a shell reports for other tools. Never a trap.
final class OutputFailureEndToEndTests: ClassSandboxTestCase {
    override class func setUp() { ClassSandbox.start(for: self) }
    override class func tearDown() { ClassSandbox.stop(for: self) }
    private func sharedSandbox() throws -> SandboxProcess { try ClassSandbox.sandbox(for: Self.self) }

    func test_commands_exitWithIOErrorAndOneLineWhenStdoutIsFull() throws {
        // Given
        let sandbox = try sharedSandbox()
        let runs = [
            ["nearby", "--location", "47.3220,5.0415", "--radius", "1500"], ["config", "path"],
            ["photo", "ChIJc_wbNR6d8kcRT_uD0EgfFLg", "--output", "-"], ["--version"],
        ]
        for arguments in runs {
            let full = try XCTUnwrap(FileHandle(forWritingAtPath: "/dev/full"))
            defer { try? full.close() }

            // When
            let result = try Foodybite(sandbox: sandbox).run(arguments, stdout: full)

            // Then
            XCTAssertEqual(result.code, 74, "\(arguments): \(result.stderr)")
            XCTAssertEqual(result.stderr, "foodybite: cannot write the output: No space left on device\n", "\(arguments)")
        }
    }

    func test_nearby_endsQuietlyWhenTheReaderHasGone() throws {
        // Given a pipe whose reading end is closed before foodybite writes
        let sandbox = try sharedSandbox()
        let pipe = Pipe()
        try pipe.fileHandleForReading.close()

        // When
        let result = try Foodybite(sandbox: sandbox).run(
            ["nearby", "--location", "47.3220,5.0415", "--radius", "1500", "--format", "ndjson"],
            stdout: pipe.fileHandleForWriting)

        // Then
        XCTAssertEqual(result.code, 141, result.stderr)
        XCTAssertEqual(result.stderr, "")
    }
}
