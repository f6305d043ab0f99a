import Foundation
import XCTest

/// `nearby --provider foursquare` with the real binary against the sandbox's Foursquare search.
final class FoursquareEndToEndTests: ClassSandboxTestCase {
    override class func setUp() { ClassSandbox.start(for: self) }
    override class func tearDown() { ClassSandbox.stop(for: self) }

    private let sydney = ["nearby", "--location", "-33.8670,151.1957", "--radius", "1500", "--format", "json"]

    func test_nearby_listsFoursquarePlacesWithTheirIdsOnGooglesScaleFilteredLikeGoogles() throws {
        // Given
        var foodybite = try makeFoodybite(key: "fsq-e2e-key")

        // When
        let all = try foodybite.run(sydney + ["--provider", "foursquare", "--limit", "60"])
        let rated = try foodybite.run(sydney + ["--provider", "foursquare", "--stars", "4.5"])
        foodybite.extraEnvironment["FOODYBITE_PROVIDER"] = "foursquare"
        let byEnvironment = try foodybite.run(sydney)

        // Then
        XCTAssertEqual(all.code, 0, all.stderr)
        XCTAssertFalse(all.jsonRows.isEmpty)
        let ids = all.jsonRows.compactMap { $0["placeID"] as? String }
        XCTAssertTrue(ids.allSatisfy { $0.count == 24 && $0.allSatisfy(\.isHexDigit) }, "\(ids)")
        XCTAssertTrue(all.jsonRows.allSatisfy { $0["provider"] as? String == "foursquare" })
        XCTAssertTrue(all.jsonRows.allSatisfy { ($0["rating"] as? Double).map { (1...5).contains($0) } ?? true })
        let distances = all.jsonRows.compactMap { $0["distanceMeters"] as? Int }
        XCTAssertEqual(distances, distances.sorted())
        XCTAssertTrue(distances.allSatisfy { $0 <= 1500 })
        XCTAssertFalse(rated.jsonRows.isEmpty)
        XCTAssertTrue(rated.jsonRows.allSatisfy { ($0["rating"] as? Double ?? 0) >= 4.5 })
        XCTAssertEqual(byEnvironment.stdout, try foodybite.run(sydney + ["--provider", "foursquare"]).stdout)
        XCTAssertFalse(all.stdout.contains("fsq-e2e-key") || all.stderr.contains("fsq-e2e-key"))
    }

    func test_nearby_foursquare_writesEveryFormatAndLeavesOutAPlaceClosedForBusiness() throws {
        // Given a sandbox of its own (a place is closed in it), and a place Foursquare lists near Sydney's centre
        let sandbox = try SandboxProcess()
        defer { sandbox.stop() }
        var foodybite = Foodybite(sandbox: sandbox)
        foodybite.extraEnvironment = ["FOODYBITE_FOURSQUARE_URL": sandbox.baseURL, "FOODYBITE_FOURSQUARE_API_KEY": "fsq-e2e-key"]
        let query = sydney + ["--provider", "foursquare", "--stars", "4", "--no-cache"]
        let before = try foodybite.run(query)
        let merged = try foodybite.run(sydney + ["--provider", "all", "--limit", "60", "--no-cache"])
        let both = merged.jsonRows.first { ($0["sources"] as? [String])?.count == 2 && ($0["rating"] as? Double ?? 0) >= 4 }
        let ids = try XCTUnwrap(both?["placeIDs"] as? [String: String], merged.stdout)
        let (googleID, foursquareID) = (try XCTUnwrap(ids["google"]), try XCTUnwrap(ids["foursquare"]))
        XCTAssertTrue(before.jsonRows.contains { $0["placeID"] as? String == foursquareID }, before.stdout)

        // When Google's place closes for good (Foursquare then gives it a date_closed)
        try sandbox.changePlace(["id": googleID, "businessStatus": "CLOSED_PERMANENTLY"])
        let after = try foodybite.run(query)
        let afterAll = try foodybite.run(sydney + ["--provider", "all", "--limit", "60", "--no-cache"])

        // Then
        XCTAssertEqual(after.code, 0, after.stderr)
        XCTAssertFalse(after.jsonRows.contains { $0["placeID"] as? String == foursquareID }, "closed for business")
        XCTAssertFalse(afterAll.jsonRows.contains { ($0["placeIDs"] as? [String: String])?.values.contains(googleID) == true })
        XCTAssertFalse(
            afterAll.jsonRows.contains { ($0["placeIDs"] as? [String: String])?.values.contains(foursquareID) == true })
        for format in ["table", "csv", "ndjson", "geojson", "map"] {
            let result = try foodybite.run(query.filter { $0 != "json" && $0 != "--format" } + ["--format", format])
            XCTAssertEqual(result.code, 0, "\(format): \(result.stderr)")
            XCTAssertFalse(result.stdout.isEmpty, format)
            XCTAssertFalse(result.stdout.contains("ChIJ"), "\(format): Foursquare's places only")
        }
    }

    func test_offline_answersOnlyTheChosenProvidersPlacesFromTheOneCache() throws {
        // Given one cache filled by a Google search and a Foursquare search of the same spot
        var foodybite = try makeFoodybite(key: "fsq-e2e-key")
        foodybite.home = try Foodybite.makeHome(for: self)
        XCTAssertEqual(try foodybite.run(sydney).code, 0)
        XCTAssertEqual(try foodybite.run(sydney + ["--provider", "foursquare"]).code, 0)

        // When
        let google = try foodybite.run(sydney + ["--offline"])
        let foursquare = try foodybite.run(sydney + ["--offline", "--provider", "foursquare"])

        // Then
        let isFoursquare = { (id: String) in id.count == 24 && id.allSatisfy(\.isHexDigit) }
        let googleIDs = google.jsonRows.compactMap { $0["placeID"] as? String }
        let foursquareIDs = foursquare.jsonRows.compactMap { $0["placeID"] as? String }
        XCTAssertFalse(googleIDs.isEmpty)
        XCTAssertFalse(foursquareIDs.isEmpty)
        XCTAssertTrue(googleIDs.allSatisfy { !isFoursquare($0) }, "\(googleIDs)")
        XCTAssertTrue(foursquareIDs.allSatisfy(isFoursquare), "\(foursquareIDs)")
    }

    func test_nearby_namesTheMissingKeyAndPassesOnFoursquaresRefusal() throws {
        let missing = try makeFoodybite(key: nil).run(sydney + ["--provider", "foursquare"])
        let rejected = try makeFoodybite(key: "invalid-fsq-key").run(sydney + ["--provider", "foursquare"])

        XCTAssertEqual(missing.code, 78, missing.stderr)
        XCTAssertTrue(missing.stderr.contains("FOODYBITE_FOURSQUARE_API_KEY"), missing.stderr)
        XCTAssertEqual(rejected.code, 77, rejected.stderr)
        XCTAssertTrue(rejected.stderr.contains("Invalid request token."), rejected.stderr)
        XCTAssertFalse(rejected.stderr.contains("invalid-fsq-key"), "the key is never printed")
    }

    private func makeFoodybite(key: String?) throws -> Foodybite {
        let sandbox = try ClassSandbox.sandbox(for: Self.self)
        var foodybite = Foodybite(sandbox: sandbox)
        foodybite.extraEnvironment = ["FOODYBITE_FOURSQUARE_URL": sandbox.baseURL]
        if let key { foodybite.extraEnvironment["FOODYBITE_FOURSQUARE_API_KEY"] = key }
        return foodybite
    }
}
