import Foundation
import XCTest

/// Messages and lists name places the cache knows, ids beside; the server's days are shown as days.
final class PlaceNamesEndToEndTests: XCTestCase {
    func test_reviewAddAndReviews_nameThePlaceTheCacheKnowsAndShowTodayNotHours() throws {
        // Given a search that cached Dijon's places, then a review of one of them and of a place never seen
        let sandbox = try SandboxProcess()
        defer { sandbox.stop() }
        let foodybite = try Foodybite.loggedIn(sandbox, as: "names@example.com", for: self).at80Columns
        let bouillon = "ChIJhRozr5Cd8kcRzXWVpd5wDvU"
        XCTAssertEqual(try foodybite.run(["nearby", "--location", "47.3220,5.0415", "--radius", "1500"]).code, 0)

        // When
        let named = try foodybite.run(["review", "add", bouillon, "--stars", "4", "--text", "Good"])
        let unnamed = try foodybite.run(["review", "add", "ChIJunknownPlace0000000", "--stars", "3", "--text", "Fine"])
        let table = try foodybite.run(["reviews"])
        let json = try foodybite.run(["reviews", "--format", "json"])

        // Then
        XCTAssertEqual(named.code, 0, named.stderr)
        XCTAssertEqual(named.stderr, "Review of Bouillon Notre Dame (\(bouillon)) posted.\n")
        XCTAssertEqual(unnamed.stderr, "Review of ChIJunknownPlace0000000 posted.\n")
        XCTAssertTrue(table.stdout.contains("Bouillon Notre Dame"), table.stdout)
        XCTAssertTrue(table.stdout.contains("today"), table.stdout)
        XCTAssertFalse(table.stdout.contains("hours ago"), table.stdout)
        let rows = json.jsonRows
        XCTAssertEqual(rows.first { $0["placeID"] as? String == bouillon }?["placeName"] as? String, "Bouillon Notre Dame")
        XCTAssertTrue(rows.contains { $0["placeID"] as? String == "ChIJunknownPlace0000000" && $0["placeName"] is NSNull })
    }
}
