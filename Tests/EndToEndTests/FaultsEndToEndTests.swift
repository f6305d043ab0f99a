import Foundation
import XCTest

/// What a server or a file does wrong is a clear error from the real binary: never a crash (exit >= 70), never an
/// empty success, never a false change recorded by `--changes` (issue 32).
final class FaultsEndToEndTests: XCTestCase {
    func test_nearby_aSpacingFileThatIsADirectoryOrALoop_is69NamingIt() throws {
        // Given no key (Nominatim finds --near, spaced), and nominatim.last a directory, then a link to itself
        let sandbox = try SandboxProcess()
        defer { sandbox.stop() }
        var foodybite = Foodybite(sandbox: sandbox)
        foodybite.key = nil
        foodybite.extraEnvironment["FOODYBITE_REQUEST_SPACING"] = "every-server"
        let home = try Foodybite.makeHome(for: self)
        foodybite.home = home
        let spacing = home.appendingPathComponent("cache/foodybite/nominatim.last")
        try FileManager.default.createDirectory(at: spacing, withIntermediateDirectories: true)
        let query = ["nearby", "--near", "Burger King, Dijon", "--radius", "300", "--no-cache"]

        // When
        let directory = try foodybite.run(query)
        try FileManager.default.removeItem(at: spacing)
        try FileManager.default.createSymbolicLink(atPath: spacing.path, withDestinationPath: "nominatim.last")
        let loop = try foodybite.run(query)

        // Then
        for run in [directory, loop] {
            XCTAssertEqual(run.code, 69, run.stderr)
            XCTAssertTrue(run.stderr.contains(spacing.path), run.stderr)
            XCTAssertFalse(run.stderr.contains("internal error"), run.stderr)
        }
    }

    func test_nearby_anOverpassBodyWithoutElements_isAFailureNeverAnEmptyAnswerNorRecordedByChanges() throws {
        // Given no key, an answer recorded by --changes, then Overpass answering 200 with bodies that are no answer
        let sandbox = try SandboxProcess()
        defer { sandbox.stop() }
        let foodybite = try Foodybite.keyless(sandbox, keepingAHomeFor: self)
        let query = ["nearby", "--location", "47.3220,5.0415", "--radius", "1500", "--changes", "--format", "json"]
        let recorded = try foodybite.run(query)
        let folder = try Foodybite.makeHome(for: self)
        var runs: [ProcessRunner.Result] = []

        // When
        for (index, body) in ["{}", #"{"error":"rate_limited"}"#, "null"].enumerated() {
            let file = folder.appendingPathComponent("body-\(index).json")
            try Data(body.utf8).write(to: file)
            try sandbox.inject("/api/interpreter=body:\(file.path)*1")
            runs.append(try foodybite.run(query))
        }
        let file = folder.appendingPathComponent("empty.json")
        try Data("{}".utf8).write(to: file)
        try sandbox.inject("/api/interpreter=body:\(file.path)*1")
        let uncached = try foodybite.run(["nearby", "--location", "47.3220,5.0415", "--radius", "1500", "--no-cache"])
        let after = try foodybite.run(query)

        // Then with --changes the cache's answer is not compared (75, nothing printed or recorded), without a cache
        // the failure is 69 saying Overpass sent no answer; the next healthy run finds no change
        XCTAssertEqual(recorded.code, 0, recorded.stderr)
        for run in runs {
            XCTAssertEqual(run.code, 75, run.stderr)
            XCTAssertEqual(run.stdout, "")
            XCTAssertTrue(run.stderr.contains("warning: Overpass"), run.stderr)
            XCTAssertTrue(run.stderr.contains("nothing recorded"), run.stderr)
        }
        XCTAssertEqual(uncached.code, 69, uncached.stderr)
        XCTAssertTrue(uncached.stderr.contains("Overpass sent no list of elements"), uncached.stderr)
        XCTAssertEqual(after.code, 0, after.stderr)
        XCTAssertEqual(after.jsonRows.compactMap { $0["change"] as? String }, [], after.stdout)
    }

    func test_nearby_anOverpassAnswerCutMidBody_isAskedAgainAndReadAnewWholeAndOnce() throws {
        // Given no key, one retry, and the same search answered whole
        let sandbox = try SandboxProcess()
        defer { sandbox.stop() }
        var foodybite = Foodybite(sandbox: sandbox)
        foodybite.key = nil
        foodybite.extraEnvironment["FOODYBITE_RETRIES"] = "1"
        foodybite.home = try Foodybite.makeHome(for: self)
        let query = ["nearby", "--location", "47.3220,5.0415", "--radius", "1500", "--no-cache", "--format", "json"]
        let whole = try foodybite.run(query)
        let before = try sandbox.requestCount(path: "/api/interpreter")

        // When the next answer breaks off halfway (the first half already read as it arrived), then comes whole
        try sandbox.inject("/api/interpreter=truncate*1")
        let retried = try foodybite.run(query)

        // Then the places read from the half are forgotten: the same places, each once
        XCTAssertEqual(whole.code, 0, whole.stderr)
        XCTAssertEqual(retried.code, 0, retried.stderr)
        XCTAssertEqual(try sandbox.requestCount(path: "/api/interpreter") - before, 2)
        let ids = retried.jsonRows.compactMap { $0["placeID"] as? String }
        XCTAssertEqual(ids, whole.jsonRows.compactMap { $0["placeID"] as? String })
        XCTAssertEqual(Set(ids).count, ids.count)
        XCTAssertFalse(ids.isEmpty)
    }
}
