import Foundation
import Networking
import XCTest

/// `nearby --changes` across runs of the real binary, with the sandbox's data changed between them.
final class NearbyChangesEndToEndTests: XCTestCase {
    private let bouillon = "ChIJhRozr5Cd8kcRzXWVpd5wDvU"  // 4.1
    private let burgerKing = "ChIJc_wbNR6d8kcRT_uD0EgfFLg"
    private let alsacien = "ChIJN02HOb-d8kcR6tGlcFJ8_SM"

    func test_changes_recordsABaselineThenListsWhatChangedThenNothing_onBothAPIs() throws {
        for api in ["new", "legacy"] {
            // Given a sandbox and a home of their own
            let sandbox = try SandboxProcess()
            defer { sandbox.stop() }
            var foodybite = Foodybite(sandbox: sandbox)
            foodybite.home = try Foodybite.makeHome(for: self)
            let query = ["nearby", "--location", "47.3220,5.0415", "--radius", "800", "--stars", "4", "--places-api", api]
            let everything = try foodybite.run(
                ["nearby", "--location", "47.3220,5.0415", "--radius", "800", "--places-api", api, "--format", "json"])
            let risingStar = try XCTUnwrap(
                everything.jsonRows.first { ($0["rating"] as? Double).map { $0 < 4 } ?? false }?["placeID"] as? String,
                "a place in range rated under 4")

            // When / Then: the first run records
            let first = try foodybite.run(query + ["--changes", "--format", "json"])
            XCTAssertEqual(first.code, 0, first.stderr)
            XCTAssertEqual(first.stdout, "")
            XCTAssertTrue(first.stderr.hasPrefix("foodybite: first run of this query: recorded its "), first.stderr)

            // When the data changes: a rating, a closure, a place gone, a place now rated enough
            try sandbox.changePlace(["id": bouillon, "rating": 4.5])
            try sandbox.changePlace(["id": burgerKing, "businessStatus": "CLOSED_PERMANENTLY"])
            try sandbox.changePlace(["id": alsacien, "removed": true])
            try sandbox.changePlace(["id": risingStar, "rating": 4.7])
            let second = try foodybite.run(query + ["--changes", "--format", "json"])

            // Then exactly those four
            XCTAssertEqual(second.code, 0, second.stderr)
            XCTAssertEqual(second.stderr, "")
            let changes = Dictionary(
                uniqueKeysWithValues: second.jsonRows.compactMap { row -> (String, String)? in
                    guard let id = row["placeID"] as? String, let change = row["change"] as? String else { return nil }
                    return (id, change)
                })
            XCTAssertEqual(
                changes, [bouillon: "rating", burgerKing: "closed", alsacien: "gone", risingStar: "new"], "\(api)")
            let rated = second.jsonRows.first { $0["placeID"] as? String == bouillon }
            XCTAssertEqual(rated?["previousRating"] as? Double, 4.1)
            XCTAssertEqual(rated?["rating"] as? Double, 4.5)

            // When nothing changed since: nothing on either stream, for cron
            let third = try foodybite.run(query + ["--changes"])
            XCTAssertEqual(third.code, 0, third.stderr)
            XCTAssertEqual(third.stdout, "")
            XCTAssertEqual(third.stderr, "")
        }
    }

    func test_changesOpenNow_judgesItsRowsHoursOnTheClockTheFilterUsed() throws {
        // Given OpenStreetMap's Dijon recorded at 08:00, when most places are closed, then asked again on Tuesday 1
        // December 2026 at 20:00 (issue 55: the changed rows' OPEN was judged on the machine's clock, not this one)
        let sandbox = try SandboxProcess()
        defer { sandbox.stop() }
        var foodybite = try Foodybite.keyless(sandbox, keepingAHomeFor: self)
        foodybite.extraEnvironment["TZ"] = "Europe/Paris"
        let query = ["nearby", "--location", "47.3220,5.0415", "--radius", "1500", "--provider", "osm", "--open-now"]
        foodybite.extraEnvironment["FOODYBITE_NOW"] = "2026-12-01T08:00:00+01:00"
        XCTAssertEqual(try foodybite.run(query + ["--changes"]).code, 0)
        foodybite.extraEnvironment["FOODYBITE_NOW"] = "2026-12-01T20:00:00+01:00"

        // When
        let plain = try foodybite.run(query + ["--format", "json"])
        let changes = try foodybite.run(query + ["--changes", "--format", "json"])

        // Then each new row says what the plain answer at the same instant says
        XCTAssertEqual(changes.code, 0, changes.stderr)
        let closing = Dictionary(
            plain.jsonRows.compactMap { row in (row["placeID"] as? String).map { ($0, "\(row["closesAt"] ?? "none")") } }
        ) { first, _ in first }
        let new = changes.jsonRows.filter { $0["change"] as? String == "new" }
        XCTAssertFalse(new.isEmpty, changes.stdout)
        for row in new {
            let id = try XCTUnwrap(row["placeID"] as? String)
            XCTAssertEqual("\(row["closesAt"] ?? "none")", closing[id], "\(id): \(row)")
        }
    }

    func test_changes_reportsEachChangeExactlyOnceWhenTwoRunsOverlap() throws {
        // Given a recorded answer
        let sandbox = try SandboxProcess()
        defer { sandbox.stop() }
        var foodybite = Foodybite(sandbox: sandbox)
        foodybite.home = try Foodybite.makeHome(for: self)
        let query = ["nearby", "--location", "47.3220,5.0415", "--radius", "800", "--changes", "--format", "json"]
        XCTAssertEqual(try foodybite.run(query).code, 0)
        let shared = foodybite

        for round in 0..<20 {
            // When one rating changes and two runs of the same query start at once
            try sandbox.changePlace(["id": bouillon, "rating": round % 2 == 0 ? 4.5 : 4.1])
            let results = Locked<[ProcessRunner.Result]>([])
            DispatchQueue.concurrentPerform(iterations: 2) { _ in
                if let result = try? shared.run(query) { results.withLock { $0.append(result) } }
            }

            // Then both succeed, and the change is listed by exactly one of them
            let runs = results.withLock { $0 }
            XCTAssertEqual(runs.map(\.code), [0, 0], "round \(round): \(runs.map(\.stderr))")
            let listed = runs.flatMap(\.jsonRows).filter { $0["placeID"] as? String == bouillon }
            XCTAssertEqual(listed.count, 1, "round \(round): \(runs.map(\.stdout))")
        }
    }

    func test_changes_exitsTemporaryWithoutComparingWhenGoogleCannotBeReachedAndRefusesOffline() throws {
        // Given a baseline, then a cache that could answer, then no Google
        let sandbox = try SandboxProcess()
        var foodybite = Foodybite(sandbox: sandbox)
        foodybite.home = try Foodybite.makeHome(for: self)
        let query = ["nearby", "--location", "47.3220,5.0415", "--radius", "800", "--stars", "4", "--changes"]
        XCTAssertEqual(try foodybite.run(query).code, 0)
        try sandbox.changePlace(["id": bouillon, "rating": 4.9])
        XCTAssertEqual(try foodybite.run(Array(query.dropLast())).code, 0, "the cache now holds the changed rating")
        sandbox.stop()

        // When
        let unreachable = try foodybite.run(query)
        let offline = try foodybite.run(query + ["--offline"])

        // Then
        XCTAssertEqual(unreachable.code, 75, unreachable.stderr)
        XCTAssertEqual(unreachable.stdout, "")
        XCTAssertTrue(unreachable.stderr.contains("--changes compares only fresh answers"), unreachable.stderr)
        XCTAssertEqual(offline.code, 64, offline.stderr)
        XCTAssertEqual(offline.lineCountOnStderr, 1, offline.stderr)

        // And the failed run recorded nothing (not the cached 4.9): against the first data, nothing changed
        let again = try SandboxProcess()
        defer { again.stop() }
        var next = Foodybite(sandbox: again)
        next.home = foodybite.home
        let afterwards = try next.run(query)
        XCTAssertEqual(afterwards.code, 0, afterwards.stderr)
        XCTAssertEqual(afterwards.stdout, "")
        XCTAssertEqual(afterwards.stderr, "", "not a first run: the baseline of the first run is still there")
    }
}
