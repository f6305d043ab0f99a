import Foundation
import XCTest

/// How `foodybite nearby` fails: every status mapping and injected fault, with its exit code, one line on
/// stderr, and never the API key in any output.
final class FailureEndToEndTests: XCTestCase {
    private let arguments = ["nearby", "--location", "47.3220,5.0415", "--radius", "1000"]

    func test_nearby_exitsWithConfigurationWhenGoogleIsNamedAndNoKeyIsSet() throws {
        // When (unnamed, OpenStreetMap answers without a key: OSMEndToEndTests)
        var foodybite = Foodybite(sandbox: nil)
        foodybite.key = nil
        let result = try foodybite.run(arguments + ["--provider", "google"])

        // Then
        XCTAssertEqual(result.code, 78)
        XCTAssertTrue(result.stderr.contains("FOODYBITE_PLACES_API_KEY"))
        XCTAssertEqual(result.lineCountOnStderr, 1)
    }

    func test_nearby_exitsWithPermissionDeniedAndGooglesMessageForARejectedKey() throws {
        // Given
        let sandbox = try SandboxProcess()
        defer { sandbox.stop() }
        let cases = [
            ("new", "invalid-key-77", "API key not valid. Please pass a valid API key."),
            ("legacy", "invalid-key-77", "The provided API key is invalid."),
            ("legacy", "legacy-disabled-key-77", "--places-api new"),
        ]
        for (api, key, message) in cases {
            var foodybite = Foodybite(sandbox: sandbox)
            foodybite.key = key

            // When
            let result = try foodybite.run(arguments + ["--places-api", api])

            // Then
            XCTAssertEqual(result.code, 77, "\(api) \(key): \(result.stderr)")
            XCTAssertTrue(result.stderr.contains(message), result.stderr)
            XCTAssertEqual(result.lineCountOnStderr, 1)
            XCTAssertFalse((result.stdout + result.stderr).contains(key))
        }
    }

    func test_nearby_mapsInjectedFaultsToTemporaryOrPermanentExitCodes() throws {
        // Given one fault per run, on both APIs
        let cases: [(String, Int32)] = [
            ("503", 75), ("429:30", 75), ("500", 69), ("nonjson", 69), ("hang", 75), ("latency:4s", 75), ("truncate", 75),
        ]
        let sandbox = try SandboxProcess()
        defer { sandbox.stop() }
        for api in ["new", "legacy"] {
            for (fault, expected) in cases {
                try sandbox.inject("/*=\(fault)*1")

                // When
                let result = try Foodybite(sandbox: sandbox).run(arguments + ["--places-api", api])

                // Then
                XCTAssertEqual(result.code, expected, "\(api) \(fault): \(result.stderr)")
                XCTAssertEqual(result.stdout, "")
                XCTAssertEqual(result.lineCountOnStderr, 1, result.stderr)
                XCTAssertFalse(result.stderr.contains(Foodybite.key), result.stderr)
            }
        }
    }

    func test_nearby_exitsUnavailableWhenNothingListens() throws {
        // Given a sandbox that has stopped
        let sandbox = try SandboxProcess()
        sandbox.stop()

        for api in ["new", "legacy"] {
            // When
            let result = try Foodybite(sandbox: sandbox).run(arguments + ["--places-api", api])

            // Then
            XCTAssertEqual(result.code, 69, result.stderr)
            XCTAssertTrue(result.stderr.contains("cannot reach Google Places"), result.stderr)
            XCTAssertFalse(result.stderr.contains(Foodybite.key))
        }
    }

    func test_nearby_neverPrintsTheKeyEvenWithVerboseFailures() throws {
        // Given every failing path at once: rate limit, server error, malformed body
        let sandbox = try SandboxProcess(["--fault", "/maps/*=500*1", "--fault", "/v1/*=429*1"])
        defer { sandbox.stop() }
        let foodybite = Foodybite(sandbox: sandbox)

        // When
        let outputs = try ["legacy", "new", "legacy", "new"].map { try foodybite.run(arguments + ["--places-api", $0]) }

        // Then
        XCTAssertEqual(outputs.map(\.code), [69, 75, 0, 0])
        for output in outputs {
            XCTAssertFalse((output.stdout + output.stderr).contains(Foodybite.key))
        }
    }
}
