import Foundation
import XCTest

/// A server that drips its answer one byte at a time is never idle, so `FOODYBITE_HTTP_TIMEOUT` alone never fires:
/// the whole answer's deadline (twice the timeout) ends it, with 75 for one provider and a warning under
/// `--provider all`.
final class DeadlineEndToEndTests: XCTestCase {
    private let dijon = ["nearby", "--location", "47.3220,5.0415", "--radius", "1500", "--no-cache"]

    func test_nearby_endsADrippingAnswerAtItsDeadline_onEachProvider() throws {
        // Given Google's and Foursquare's routes dripping, a 1 s timeout (2 s for a whole answer), no retries
        let sandbox = try SandboxProcess()
        defer { sandbox.stop() }
        try sandbox.inject("/v1/*=drip:200ms")
        try sandbox.inject("/places/search=drip:200ms")
        let foodybite = makeFoodybite(sandbox)

        for provider in ["google", "foursquare"] {
            // When
            let result = try foodybite.run(dijon + ["--provider", provider])

            // Then it ended at the deadline, not held by the server: the drip (100,000 bytes, one every 200 ms) lasts
            // hours, so an answer that ended at all was ended by foodybite, whatever the machine's speed
            XCTAssertEqual(result.code, 75, "\(provider): \(result.stderr)")
            XCTAssertTrue(result.stderr.contains("did not answer in time"), result.stderr)
        }
    }

    func test_nearby_withAllProviders_showsTheOneThatAnsweredAndWarnsAboutTheDrippingOne() throws {
        // Given only Google's route dripping
        let sandbox = try SandboxProcess()
        defer { sandbox.stop() }
        try sandbox.inject("/v1/*=drip:200ms")
        let foodybite = makeFoodybite(sandbox)

        // When
        let result = try foodybite.run(dijon + ["--provider", "google,foursquare", "--format", "json"])

        // Then (the drip lasts hours: an answer at all is the deadline's)
        XCTAssertEqual(result.code, 0, result.stderr)
        XCTAssertTrue(result.stderr.contains("did not answer in time; showing Foursquare's places only"), result.stderr)
        XCTAssertFalse(result.jsonRows.isEmpty)
    }

    func test_nearby_endsAServerDrippingItsHeaders_retriesIncluded() throws {
        // Given Foursquare on a server that sends its headers one byte every 100 ms, never ending them, a 1 s timeout
        // (2 s for a whole answer) and the default retries
        let sandbox = try SandboxProcess()
        defer { sandbox.stop() }
        let dripping = try RawSocketServer.headerDrip(every: 0.1)
        defer { dripping.stop() }
        var foodybite = Foodybite(sandbox: sandbox)
        foodybite.extraEnvironment = [
            "FOODYBITE_FOURSQUARE_URL": dripping.baseURL, "FOODYBITE_FOURSQUARE_API_KEY": "fsq-e2e-key",
            "FOODYBITE_HTTP_TIMEOUT": "1",
        ]

        // When
        let started = Date()
        let result = try foodybite.run(dijon + ["--provider", "foursquare"])

        // Then three tries of 2 s and their waits, far below the 30 s bound: never the server's pace
        XCTAssertEqual(result.code, 75, result.stderr)
        XCTAssertTrue(result.stderr.contains("did not answer in time"), result.stderr)
        XCTAssertLessThan(Date().timeIntervalSince(started), 20)
    }

    // MARK: - Helpers

    private func makeFoodybite(_ sandbox: SandboxProcess) -> Foodybite {
        var foodybite = Foodybite(sandbox: sandbox)
        foodybite.extraEnvironment = [
            "FOODYBITE_FOURSQUARE_URL": sandbox.baseURL, "FOODYBITE_FOURSQUARE_API_KEY": "fsq-e2e-key",
            "FOODYBITE_HTTP_TIMEOUT": "1", "FOODYBITE_RETRIES": "0",
        ]
        return foodybite
    }
}

/// A server that sends a status line and closes is an ordinary error, never a trap, in the build the tests run
/// and in the release build (`scripts/test-release.sh` runs this class against it).
final class StatusThenCloseEndToEndTests: XCTestCase {
    func test_nearby_aStatusLineThenCloseIsAnErrorOrAWarning_neverATrap() throws {
        // Given Foursquare answering with a status line and nothing else
        let sandbox = try SandboxProcess()
        defer { sandbox.stop() }
        let broken = try RawSocketServer.statusThenClose()
        defer { broken.stop() }
        var foodybite = Foodybite(sandbox: sandbox)
        foodybite.extraEnvironment = ["FOODYBITE_FOURSQUARE_URL": broken.baseURL, "FOODYBITE_FOURSQUARE_API_KEY": "fsq-key"]
        let dijon = ["nearby", "--location", "47.3220,5.0415", "--radius", "1500", "--no-cache", "--format", "json"]

        // When
        let alone = try foodybite.run(dijon + ["--provider", "foursquare"])
        let all = try foodybite.run(dijon + ["--provider", "google,foursquare"])

        // Then
        XCTAssertEqual(alone.code, 75, alone.stderr)
        XCTAssertEqual(all.code, 0, all.stderr)
        XCTAssertTrue(all.stderr.contains("showing Google's places only"), all.stderr)
        XCTAssertFalse(all.jsonRows.isEmpty)
        XCTAssertFalse((alone.stderr + all.stderr).contains("Fatal error"), alone.stderr + all.stderr)
    }
}
