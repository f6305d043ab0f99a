import Foundation
import XCTest

/// `nearby --provider foursquare` with the real binary against the sandbox's Foursquare search.
final class FoursquareEndToEndTests: XCTestCase {
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
