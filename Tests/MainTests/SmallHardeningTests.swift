import CLI
import CLITestSupport
import Foundation
import XCTest

@testable import Main

/// The small holes of the second hostile audit, each closed with its own check (issue 21).
final class SmallHardeningTests: XCTestCase {
    func test_configShow_neverPrintsThePasswordOfAURL() async {
        // When
        let (code, stdout, stderr) = await run(
            ["config", "show", "--format", "json"], environment: ["FOODYBITE_SERVER_URL": "http://ada:s3cret@127.0.0.1:9"])

        // Then
        XCTAssertEqual(code, 0, stderr)
        XCTAssertFalse((stdout + stderr).contains("s3cret"), stdout)
        XCTAssertTrue(stdout.contains("127.0.0.1:9"), stdout)
    }

    func test_nearby_refusesAKeyWithALineBreakBeforeSendingIt() async {
        for key in ["abc\r\nX-Injected: 1", "abc def", "abc\u{7}"] {
            // When
            let (code, stdout, stderr) = await run(
                ["nearby", "--location", "48.8566,2.3522", "--no-cache"], environment: ["FOODYBITE_PLACES_API_KEY": key])

            // Then
            XCTAssertEqual(code, 78, stderr)
            XCTAssertEqual(stdout, "")
            XCTAssertTrue(stderr.contains("FOODYBITE_PLACES_API_KEY holds a character no Google Places API key has"), stderr)
            XCTAssertFalse(stderr.contains("abc"), "the key is never printed")
        }
    }

    func test_starsOption_takesPlainDecimalsOnly() async {
        for stars in ["0x1", "1e0", "nan", "inf", "4,5"] {
            // When
            let (code, _, stderr) = await run(["nearby", "--location", "48.8566,2.3522", "--stars", stars])

            // Then
            XCTAssertEqual(code, 64, "\(stars): \(stderr)")
            XCTAssertTrue(stderr.contains("--stars must be a decimal number between 0 and 5"), stderr)
        }
        let (code, _, stderr) = await run(["preferences", "set", "--stars", "1e0"])
        XCTAssertEqual(code, 64, stderr)
    }

    func test_photo_anEmptyOutputIsAUsageErrorBeforeAnythingIsSent() async {
        // When
        let (code, _, stderr) = await run(["photo", "--ref", "AUc7legacyRef", "--output", ""])

        // Then
        XCTAssertEqual(code, 64, stderr)
        XCTAssertTrue(stderr.contains("--output needs a file name"), stderr)
    }

    // MARK: - Helpers

    private func run(_ arguments: [String], environment: [String: String] = [:]) async -> (Int32, String, String) {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("foodybite-small-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: home) }
        let console = ConsoleSpy()
        let composition = LiveComposition(
            environment: environment.merging([
                "HOME": home.path, "FOODYBITE_PLACES_URL": "http://127.0.0.1:9",
                "FOODYBITE_OVERPASS_URL": "http://127.0.0.1:9", "FOODYBITE_NOMINATIM_URL": "http://127.0.0.1:9",
            ]) { $1 },
            console: console)
        let code = await FoodybiteRunner.run(arguments: arguments, dependencies: composition.commandLine())
        await composition.writes.finish()
        return (code, console.output, console.errorOutput)
    }
}
