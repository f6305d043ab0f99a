import Foundation
import Networking
import XCTest

@testable import Main

/// The end-to-end tests' clock for the request spacing (`FOODYBITE_TEST_SPACING_CLOCK`): the spacing kept, its pauses
/// added to the clock's file at once instead of waited out.
final class TestSpacingClockTests: XCTestCase {
    func test_spacing_addsItsPausesToTheClockFile_insteadOfWaiting() async throws {
        // Given a spacing on the test clock
        let (spacing, clock) = try makeSUT(["FOODYBITE_TEST_SPACING_CLOCK": "CLOCK"])

        // When three requests go one after another
        let started = ContinuousClock.now
        for _ in 0..<3 {
            try await spacing.wait()
            await spacing.ended()
        }

        // Then they went a second apart on the clock (two pauses of almost a second each), at once on the machine's
        let ahead = try XCTUnwrap(Double(String(contentsOf: clock, encoding: .utf8).trimmingCharacters(in: .newlines)))
        XCTAssertGreaterThan(ahead, 1.9)
        XCTAssertLessThanOrEqual(ahead, 2.0)
        XCTAssertLessThan(ContinuousClock.now - started, .milliseconds(900))
    }

    func test_spacing_usesNoClockFile_whenThePathIsNotAbsolute() async throws {
        // Given a clock named by a relative path
        let (spacing, clock) = try makeSUT(["FOODYBITE_TEST_SPACING_CLOCK": "clock"])

        // When a request goes
        try await spacing.wait()
        await spacing.ended()

        // Then the machine's clock spaced it: no clock file was written (in the working directory or beside the spacing's)
        XCTAssertFalse(FileManager.default.fileExists(atPath: clock.path))
        XCTAssertFalse(FileManager.default.fileExists(atPath: "clock"))
    }

    // MARK: - Helpers

    /// The spacing of a scratch file; "CLOCK" in the environment stands for a scratch clock file.
    private func makeSUT(_ environment: [String: String]) throws -> (spacing: FileRequestSpacing, clock: URL) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        let clock = folder.appendingPathComponent("clock")
        let resolved = environment.mapValues { $0 == "CLOCK" ? clock.path : $0 }
        return (TestSpacingClock.spacing(folder.appendingPathComponent("osrm.last"), resolved), clock)
    }
}
