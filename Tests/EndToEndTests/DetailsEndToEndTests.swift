import Foundation
import XCTest

/// `foodybite details`, on both APIs and offline.
final class DetailsEndToEndTests: XCTestCase {
    private let googleSydney = "ChIJN1t_tDeuEmsRUsoyG83frY4"

    func test_details_onBothAPIsThenFromTheCacheOnceGoogleIsGone() throws {
        // Given
        let sandbox = try SandboxProcess()
        var foodybite = Foodybite(sandbox: sandbox)
        foodybite.home = try Foodybite.makeHome(for: self)

        // When
        let new = try foodybite.run(["details", googleSydney, "--format", "json"])
        let legacy = try foodybite.run(["details", googleSydney, "--format", "json", "--places-api", "legacy"])
        sandbox.stop()
        let offline = try foodybite.run(["details", googleSydney, "--format", "json"])

        // Then
        for result in [new, legacy, offline] {
            XCTAssertEqual(result.code, 0, result.stderr)
            let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
            XCTAssertEqual(object["placeID"] as? String, googleSydney)
            XCTAssertEqual((object["reviews"] as? [Any])?.count, 5)
            XCTAssertEqual((object["weekdayHours"] as? [Any])?.count, 7)
            XCTAssertNotNil(object["phone"] as? String)
        }
        XCTAssertTrue(offline.stderr.contains("showing cached details"), offline.stderr)
    }

    func test_details_unknownPlaceAndBadIDs() throws {
        let sandbox = try SandboxProcess()
        defer { sandbox.stop() }
        let foodybite = Foodybite(sandbox: sandbox)

        let unknown = try foodybite.run(["details", "ChIJ-nowhere"])
        let bad = try foodybite.run(["details", "not an id"])

        XCTAssertEqual(unknown.code, 69, unknown.stderr)
        XCTAssertTrue(unknown.stderr.contains("no place ChIJ-nowhere"))
        XCTAssertEqual(bad.code, 64)
    }
}
