import Foundation
import XCTest

/// Retries of reads that failed for now (issue 9, item 10): a single 500, 503 or 429, a legacy
/// OVER_QUERY_LIMIT or a timeout no longer fails a cron job; a review post is never retried blindly.
final class RetryEndToEndTests: XCTestCase {
    private let nearby = ["nearby", "--location", "47.3220,5.0415", "--radius", "1500"]

    func test_nearby_succeedsAfterOneTransientFailureOnBothAPIs() throws {
        // Given
        let sandbox = try SandboxProcess()
        defer { sandbox.stop() }
        var foodybite = Foodybite(sandbox: sandbox)
        foodybite.extraEnvironment = ["FOODYBITE_RETRIES": "2"]
        for api in ["new", "legacy"] {
            for fault in ["500", "503", "429:1", "lost"] {
                try sandbox.inject("/*=\(fault)*1")

                // When
                let result = try foodybite.run(nearby + ["--places-api", api, "--no-cache"])

                // Then
                XCTAssertEqual(result.code, 0, "\(api) \(fault): \(result.stderr)")
                XCTAssertFalse(result.stdout.isEmpty)
            }
        }
    }

    func test_nearby_reportsTheFailureOnceRetriesAreSpentOrTurnedOff() throws {
        let sandbox = try SandboxProcess()
        defer { sandbox.stop() }
        var foodybite = Foodybite(sandbox: sandbox)
        foodybite.extraEnvironment = ["FOODYBITE_RETRIES": "1"]
        try sandbox.inject("/v1/*=503*2")

        let spent = try foodybite.run(nearby + ["--no-cache"])

        XCTAssertEqual(spent.code, 75, spent.stderr)
        let searches = try sandbox.requests().filter { $0["path"] as? String == "/v1/places:searchNearby" }
        XCTAssertEqual(searches.count, 2, "one attempt and one retry")

        foodybite.extraEnvironment = ["FOODYBITE_RETRIES": "9"]
        let invalid = try foodybite.run(nearby)
        XCTAssertEqual(invalid.code, 78, invalid.stderr)
        XCTAssertTrue(invalid.stderr.contains("FOODYBITE_RETRIES"), invalid.stderr)
    }

    func test_reviewPost_isNeverRetried() throws {
        // Given a logged-in user and a server whose next post fails
        let sandbox = try SandboxProcess()
        defer { sandbox.stop() }
        let foodybite = try Foodybite.loggedIn(sandbox, as: "ada@example.com", for: self, environment: ["FOODYBITE_RETRIES": "2"])
        try sandbox.inject("POST /review=503*1")

        // When
        let result = try foodybite.run(["review", "add", "ChIJhRozr5Cd8kcRzXWVpd5wDvU", "--stars", "4", "--text", "Once"])

        // Then it is queued, not retried
        XCTAssertEqual(result.code, 75, result.stderr)
        let posts = try sandbox.requests().filter { $0["method"] as? String == "POST" && $0["path"] as? String == "/review" }
        XCTAssertEqual(posts.count, 1)
    }
}
