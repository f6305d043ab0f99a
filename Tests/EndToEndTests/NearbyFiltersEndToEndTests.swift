import Foundation
import XCTest

/// `--open-now`, `--price` and `--cuisine` on both APIs, then offline from what they cached.
final class NearbyFiltersEndToEndTests: XCTestCase {
    private let sydney = ["nearby", "--location", "-33.8670,151.1957", "--radius", "1500", "--limit", "60", "--format", "json"]

    func test_openNowAndPrice_keepOnlyPlacesKnownToMatch_onBothAPIsAndOffline() throws {
        let sandbox = try SandboxProcess()
        defer { sandbox.stop() }
        for api in ["new", "legacy"] {
            // Given
            var foodybite = Foodybite(sandbox: sandbox)
            foodybite.home = try Foodybite.makeHome(for: self)
            let all = try foodybite.run(sydney + ["--places-api", api]).jsonRows

            for (filter, admits) in [
                (["--open-now"], { (row: [String: Any]) in row["isOpen"] as? Bool == true }),
                (["--price", "2"], { (row: [String: Any]) in row["priceLevel"] as? Int == 2 }),
                (["--price", "1-2"], { (row: [String: Any]) in (1...2).contains(row["priceLevel"] as? Int ?? -1) }),
            ] {
                // When
                let online = try foodybite.run(sydney + ["--places-api", api] + filter)
                let offline = try foodybite.run(sydney + ["--offline"] + filter)

                // Then
                XCTAssertEqual(online.code, 0, online.stderr)
                let expected = all.filter(admits).compactMap { $0["placeID"] as? String }
                XCTAssertFalse(expected.isEmpty, "\(api) \(filter): the data set has such places")
                XCTAssertEqual(Set(online.jsonRows.compactMap { $0["placeID"] as? String }), Set(expected), "\(api) \(filter)")
                XCTAssertTrue(offline.jsonRows.allSatisfy(admits), "\(api) \(filter) offline")
                XCTAssertTrue(
                    Set(expected).isSubset(of: Set(offline.jsonRows.compactMap { $0["placeID"] as? String })),
                    "\(api) \(filter) offline")
            }
        }
    }

    func test_cuisine_asksGoogleForTheTypeOrKeywordAndKeepsItOffline_onBothAPIs() throws {
        // Given Bouillon Notre Dame turned into a pizzeria
        let sandbox = try SandboxProcess()
        defer { sandbox.stop() }
        let bouillon = "ChIJhRozr5Cd8kcRzXWVpd5wDvU"
        try sandbox.changePlace(["id": bouillon, "types": ["pizza_restaurant", "restaurant", "food"]])
        var foodybite = Foodybite(sandbox: sandbox)
        foodybite.home = try Foodybite.makeHome(for: self)
        let dijon = ["nearby", "--location", "47.3220,5.0415", "--radius", "1500", "--cuisine", "pizza", "--format", "json"]

        // When
        let new = try foodybite.run(dijon + ["--places-api", "new"])
        let legacy = try foodybite.run(dijon + ["--places-api", "legacy"])
        let offline = try foodybite.run(dijon + ["--offline"])

        // Then: the new API filters on the primary type; the legacy API matches the word, names included
        XCTAssertEqual(new.code, 0, new.stderr)
        XCTAssertEqual(new.jsonRows.compactMap { $0["placeID"] as? String }, [bouillon])
        XCTAssertTrue(legacy.jsonRows.contains { $0["placeID"] as? String == bouillon }, legacy.stdout)
        XCTAssertTrue(
            legacy.jsonRows.allSatisfy {
                ($0["name"] as? String)?.contains("Pizza") == true || $0["placeID"] as? String == bouillon
            })
        XCTAssertTrue(
            legacy.jsonRows.contains { ($0["name"] as? String)?.hasPrefix("Lucilla") == true },
            "a place whose name, not type, says pizza: the legacy API was asked by keyword")
        XCTAssertTrue(offline.jsonRows.contains { $0["placeID"] as? String == bouillon }, offline.stdout)
    }

    func test_filters_rejectBadValuesWithUsageAndOneLine() throws {
        let foodybite = Foodybite(sandbox: nil)
        for bad in [["--price", "5"], ["--price", "3-1"], ["--price", "1-"], ["--price", "x"], ["--cuisine", "martian"]] {
            let result = try foodybite.run(["nearby", "--location", "1,1"] + bad)

            XCTAssertEqual(result.code, 64, "\(bad): \(result.stderr)")
            XCTAssertEqual(result.lineCountOnStderr, 1, "\(bad): \(result.stderr)")
        }
    }
}
