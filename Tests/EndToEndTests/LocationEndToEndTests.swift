import Foundation
import XCTest

/// Where "near" is: every source of the chain, through the real binary.
final class LocationEndToEndTests: XCTestCase {
    func test_whereami_walksTheChainFromEnvironmentToHomeToIP() throws {
        // Given a sandbox whose IP geolocation answers Dijon
        let sandbox = try SandboxProcess(["--geoip-location", "47.3220,5.0415"])
        defer { sandbox.stop() }
        var foodybite = Foodybite(sandbox: sandbox)
        foodybite.home = try Foodybite.makeHome(for: self)

        // When / Then: IP geolocation, approximate
        let ip = try foodybite.run(["whereami", "--format", "json"])
        XCTAssertEqual(ip.code, 0, ip.stderr)
        XCTAssertTrue(
            ip.stdout.contains("\"source\" : \"IP geolocation\"") && ip.stdout.contains("\"approximate\" : true"), ip.stdout)

        // a saved home wins over IP
        XCTAssertEqual(try foodybite.run(["preferences", "set", "--home", "-33.8670,151.1957"]).code, 0)
        let home = try foodybite.run(["whereami"])
        XCTAssertTrue(home.stdout.contains("source    home (preferences)"), home.stdout)

        // FOODYBITE_LOCATION wins over home
        var withEnvironment = foodybite
        withEnvironment.extraEnvironment = ["FOODYBITE_LOCATION": "40.7306,-73.9866"]
        XCTAssertTrue(try withEnvironment.run(["whereami"]).stdout.contains("40.7306,-73.9866"))

        // --near resolves through the text search and is reported on stderr by nearby
        let near = try foodybite.run(["nearby", "--near", "Bouillon Notre Dame Dijon", "--radius", "300", "--format", "json"])
        XCTAssertEqual(near.code, 0, near.stderr)
        XCTAssertTrue(near.stderr.contains("foodybite: near Bouillon Notre Dame"), near.stderr)
        XCTAssertTrue(
            near.jsonRows.contains { $0["name"] as? String == "Bouillon Notre Dame" && $0["distanceMeters"] as? Int == 0 })
    }

    func test_nearby_exitsWithConfigurationListingTheWaysWhenNoSourceAnswers() throws {
        // Given no location anywhere and IP geolocation off
        let result = try Foodybite(sandbox: nil).run(["nearby"])

        // Then
        XCTAssertEqual(result.code, 78)
        XCTAssertTrue(result.stderr.contains("--near") && result.stderr.contains("--home"), result.stderr)
        XCTAssertEqual(result.lineCountOnStderr, 1)
    }

    func test_nearby_usesTheIPLocationAndSaysItIsApproximate() throws {
        let sandbox = try SandboxProcess(["--geoip-location", "47.3220,5.0415"])
        defer { sandbox.stop() }

        let result = try Foodybite(sandbox: sandbox).run(["nearby", "--radius", "300", "--format", "json"])

        XCTAssertEqual(result.code, 0, result.stderr)
        XCTAssertFalse(result.jsonRows.isEmpty)
        XCTAssertTrue(result.stderr.contains("approximate location from IP geolocation: 47.322,5.0415"), result.stderr)
    }
}
