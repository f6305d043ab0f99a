import Foundation
import XCTest

/// A saved preference a provider cannot apply is set aside with one note (issue 66: a saved `--stars 4` made every
/// `--provider osm` search exit 64 naming a flag the user never typed); the same flag typed is still refused.
final class SavedPreferencesEndToEndTests: XCTestCase {
    private let dijon = ["nearby", "--location", "47.3220,5.0415", "--radius", "1500"]

    func test_nearby_setsASavedMinimumRatingAsideForAProviderWithoutRatings_withOneNote() throws {
        // Given a saved minimum rating
        let sandbox = try SandboxProcess()
        defer { sandbox.stop() }
        let foodybite = try Foodybite.keyless(sandbox, keepingAHomeFor: self)
        XCTAssertEqual(try foodybite.run(["preferences", "set", "--stars", "4"]).code, 0)

        // When OpenStreetMap is asked, by name and as the keyless default, and with the flag typed
        let named = try foodybite.run(dijon + ["--provider", "osm", "--format", "json"])
        let keyless = try foodybite.run(dijon + ["--format", "json"])
        let typed = try foodybite.run(dijon + ["--provider", "osm", "--stars", "4"])

        // Then the preference is set aside, said once; the typed flag is refused as before
        for result in [named, keyless] {
            XCTAssertEqual(result.code, 0, result.stderr)
            XCTAssertFalse(result.jsonRows.isEmpty, result.stdout)
            XCTAssertEqual(
                result.stderr.components(separatedBy: "the saved preference --stars 4 is set aside").count - 1, 1,
                result.stderr)
        }
        XCTAssertEqual(typed.code, 64, typed.stderr)
        XCTAssertTrue(typed.stderr.contains("--stars 4: OpenStreetMap has no ratings"), typed.stderr)
    }
}
