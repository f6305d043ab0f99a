import Foundation
import XCTest

/// Without libcurl (here: FOODYBITE_LIBCURL naming a library that is not there), a network command ends through the
/// normal error path: one line, exit 69; the cache answers where it can, with a warning.
final class TransportEndToEndTests: XCTestCase {
    func test_nearby_withoutLibcurl_exits69WithOneLineOrAnswersFromTheCache() throws {
        // Given a cache filled by an earlier search
        let sandbox = try SandboxProcess()
        defer { sandbox.stop() }
        var foodybite = Foodybite(sandbox: sandbox)
        foodybite.home = try Foodybite.makeHome(for: self)
        let query = ["nearby", "--location", "47.3220,5.0415", "--radius", "1500", "--stars", "4", "--format", "json"]
        let fresh = try foodybite.run(query)
        foodybite.extraEnvironment["FOODYBITE_LIBCURL"] = "/nonexistent/libcurl.so.4"

        // When
        let uncached = try foodybite.run(query + ["--no-cache"])
        let cached = try foodybite.run(query)
        let offline = try foodybite.run(query + ["--offline"])

        // Then
        XCTAssertEqual(fresh.code, 0, fresh.stderr)
        XCTAssertEqual(uncached.code, 69, uncached.stderr)
        XCTAssertEqual(uncached.stdout, "")
        XCTAssertEqual(uncached.lineCountOnStderr, 1, uncached.stderr)
        XCTAssertTrue(uncached.stderr.contains("cannot load /nonexistent/libcurl.so.4"), uncached.stderr)
        XCTAssertFalse(uncached.stderr.contains("Fatal error"), uncached.stderr)
        XCTAssertEqual(cached.code, 0, cached.stderr)
        XCTAssertEqual(cached.jsonRows.count, fresh.jsonRows.count)
        XCTAssertTrue(cached.stderr.contains("answering from the cache"), cached.stderr)
        XCTAssertEqual(offline.code, 0, "an offline command never needs libcurl: \(offline.stderr)")
    }
}
