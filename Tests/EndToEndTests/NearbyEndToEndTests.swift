import Foundation
import XCTest

/// `foodybite nearby`, the real binary against the sandbox.
final class NearbyEndToEndTests: ClassSandboxTestCase {
    override class func setUp() { ClassSandbox.start(for: self) }
    override class func tearDown() { ClassSandbox.stop(for: self) }
    private func sharedSandbox() throws -> SandboxProcess { try ClassSandbox.sandbox(for: Self.self) }

    static let dijon = "47.3220,5.0415"

    func test_nearby_newAPI_listsOnlyOpenRestaurantsWithinTheRadiusRatedAtLeastStars() throws {
        // Given
        let sandbox = try sharedSandbox()

        // When
        let result = try Foodybite(sandbox: sandbox).run(
            ["nearby", "--location", Self.dijon, "--radius", "1000", "--stars", "4", "--format", "json"])

        // Then
        XCTAssertEqual(result.code, 0, result.stderr)
        XCTAssertEqual(result.stderr, "")
        let names = result.jsonRows.compactMap { $0["name"] as? String }
        XCTAssertFalse(names.isEmpty)
        XCTAssertTrue(names.contains("Bouillon Notre Dame"))
        for excluded in [
            "Carrefour City", "Pathé Dijon", "Franprix", "Restaurant Gril'Laure", "McDonald's", "WOLF coffee and toast",
        ] {
            XCTAssertFalse(names.contains(excluded), excluded)
        }
        let distances = result.jsonRows.compactMap { $0["distanceMeters"] as? Int }
        XCTAssertEqual(distances, distances.sorted())
        XCTAssertTrue(distances.allSatisfy { $0 <= 1000 }, "\(distances)")
        XCTAssertTrue(result.jsonRows.allSatisfy { ($0["rating"] as? Double ?? 0) >= 4 })
        XCTAssertTrue(result.jsonRows.allSatisfy { $0["provider"] as? String == "google" })
    }

    func test_nearby_geojsonHoldsTheSamePlacesAsJSONAsPointsAndTheSearchCircle_onBothAPIs() throws {
        let foodybite = Foodybite(sandbox: try sharedSandbox())
        for api in ["new", "legacy"] {
            // Given
            let arguments = ["nearby", "--location", Self.dijon, "--radius", "800", "--stars", "4", "--places-api", api]

            // When
            let json = try foodybite.run(arguments + ["--format", "json"])
            let geojson = try foodybite.run(arguments + ["--format", "geojson"])

            // Then
            XCTAssertEqual(geojson.code, 0, geojson.stderr)
            let collection = try XCTUnwrap(
                JSONSerialization.jsonObject(with: Data(geojson.stdout.utf8)) as? [String: Any], geojson.stdout)
            XCTAssertEqual(collection["type"] as? String, "FeatureCollection")
            let features = try XCTUnwrap(collection["features"] as? [[String: Any]])
            XCTAssertFalse(features.isEmpty)
            let points = features.compactMap { ($0["geometry"] as? [String: Any])?["coordinates"] as? [Double] }
            let rows = json.jsonRows.compactMap { row -> [Double]? in
                guard let latitude = row["latitude"] as? Double, let longitude = row["longitude"] as? Double else { return nil }
                return [longitude, latitude]
            }
            XCTAssertEqual(points, rows, "\(api): the same places, in the same order, longitude first")
            let area = try XCTUnwrap(collection["properties"] as? [String: Any])
            XCTAssertEqual(area["center"] as? [Double], [5.0415, 47.322])
            XCTAssertEqual(area["radiusMeters"] as? Int, 800)
        }
    }

    func test_nearby_mapDrawsEveryPlaceListedWithALegend_ASCIIOrUnicodeByLocale_onBothAPIs() throws {
        var foodybite = Foodybite(sandbox: try sharedSandbox())
        for api in ["new", "legacy"] {
            // Given
            let arguments = ["nearby", "--location", Self.dijon, "--radius", "800", "--stars", "4", "--places-api", api]
            foodybite.extraEnvironment = ["LANG": "C"]
            let json = try foodybite.run(arguments + ["--format", "json"])

            // When
            let ascii = try foodybite.run(arguments + ["--format", "map"])
            foodybite.extraEnvironment = ["LANG": "C.UTF-8"]
            let unicode = try foodybite.run(arguments + ["--format", "map"])
            let forced = try foodybite.run(arguments + ["--format", "map", "--ascii"])

            // Then
            XCTAssertEqual(ascii.code, 0, ascii.stderr)
            XCTAssertTrue(ascii.stdout.hasPrefix("+---"), ascii.stdout)
            XCTAssertTrue(unicode.stdout.hasPrefix("┌───"), unicode.stdout)
            XCTAssertTrue(forced.stdout.hasPrefix("+---"), forced.stdout)
            let legend = ascii.stdout.components(separatedBy: "\n\n").last?.split(separator: "\n").dropFirst() ?? []
            XCTAssertEqual(legend.count, json.jsonRows.count, "\(api): one legend line a place")
            let firstName = try XCTUnwrap(json.jsonRows.first?["name"] as? String)
            XCTAssertTrue(legend.first?.hasPrefix("1  \(firstName)") == true, "\(legend.first ?? "")")
            XCTAssertTrue(ascii.stdout.split(separator: "\n").allSatisfy { $0.count <= 80 }, "fits 80 columns")
        }
    }

    func test_nearby_newAPIListsMoreThan20PlacesThroughTextSearchPages() throws {
        // Given
        let sandbox = try sharedSandbox()
        let arguments = ["nearby", "--location", "-33.8670,151.1957", "--radius", "5000", "--format", "json", "--no-cache"]

        // When
        let twenty = try Foodybite(sandbox: sandbox).run(arguments + ["--places-api", "new", "--limit", "20"])
        let sixty = try Foodybite(sandbox: sandbox).run(arguments + ["--places-api", "new", "--limit", "60"])

        // Then
        XCTAssertEqual(sixty.code, 0, sixty.stderr)
        XCTAssertGreaterThan(sixty.jsonRows.count, 20)
        XCTAssertGreaterThan(sixty.jsonRows.count, twenty.jsonRows.count)
        let distances = sixty.jsonRows.compactMap { $0["distanceMeters"] as? Int }
        XCTAssertEqual(distances, distances.sorted())
        XCTAssertTrue(distances.allSatisfy { $0 <= 5000 })
        let searches = try sandbox.requests().filter { $0["path"] as? String == "/v1/places:searchText" }
        XCTAssertGreaterThanOrEqual(searches.count, 2, "followed nextPageToken")
    }

    func test_nearby_bothAPIsListTheSamePlaces_legacyAcrossSeveralPages() throws {
        // Given pages of 6 places (3 pages hold every place in range: Google never gives more), each token refused
        // for half a second
        let sandbox = try SandboxProcess(["--page-size", "6", "--page-token-delay", "500ms"])
        defer { sandbox.stop() }
        let foodybite = Foodybite(sandbox: sandbox)
        let arguments = ["nearby", "--location", Self.dijon, "--radius", "900", "--format", "csv"]

        // When
        let new = try foodybite.run(arguments + ["--places-api", "new"])
        let legacy = try foodybite.run(arguments + ["--places-api", "legacy"])

        // Then
        XCTAssertEqual(new.code, 0, new.stderr)
        XCTAssertEqual(legacy.code, 0, legacy.stderr)
        XCTAssertGreaterThan(legacy.stdout.split(separator: "\n").count, 7, "more than one page of 6")
        let pages = try sandbox.requests().filter { $0["path"] as? String == "/maps/api/place/nearbysearch/json" }
        XCTAssertEqual(pages.count, 3)
        XCTAssertEqual(
            legacy.stdout.split(separator: "\n").map { $0.split(separator: ",").prefix(2) },
            new.stdout.split(separator: "\n").map { $0.split(separator: ",").prefix(2) })
    }

    func test_nearby_printsAnAlignedTableWithoutColourWhenNotOnATerminal() throws {
        // Given
        let sandbox = try sharedSandbox()

        // When
        let result = try Foodybite(sandbox: sandbox).run(["nearby", "--location", Self.dijon, "--radius", "600", "--stars", "4"])

        // Then
        XCTAssertEqual(result.code, 0, result.stderr)
        let lines = result.stdout.split(separator: "\n")
        XCTAssertTrue(lines.first?.hasPrefix("NAME") == true)
        XCTAssertFalse(result.stdout.contains("\u{1B}["))
        let ratingColumn = lines.first.flatMap { $0.range(of: "RATING") }.map {
            lines[0].distance(from: lines[0].startIndex, to: $0.lowerBound)
        }
        XCTAssertNotNil(ratingColumn)
    }

    func test_nearby_succeedsWithAnEmptyResult() throws {
        // Given the middle of the Pacific
        let sandbox = try sharedSandbox()
        let foodybite = Foodybite(sandbox: sandbox)

        for api in ["new", "legacy"] {
            // When
            let json = try foodybite.run(["nearby", "--location", "-30,-140", "--format", "json", "--places-api", api])
            let table = try foodybite.run(["nearby", "--location", "-30,-140", "--places-api", api])

            // Then
            XCTAssertEqual(json.code, 0, json.stderr)
            XCTAssertEqual(json.stdout, "[]\n")
            XCTAssertEqual(table.code, 0)
            XCTAssertEqual(table.stdout, "")
            XCTAssertTrue(table.stderr.hasPrefix("No restaurants found"), table.stderr)
        }
    }

    func test_nearby_rejectsBadInputWithUsageExitCodeAndOneLine() throws {
        // Given no sandbox at all: nothing may be sent
        let foodybite = Foodybite(sandbox: nil)

        for arguments in [
            ["--location", "91,0"], ["--location", "x"], ["--location", "1,2", "--radius", "0"],
            ["--location", "1,2", "--stars", "6"], ["--location", "1,2", "--limit", "61"],
        ] {
            // When
            let result = try foodybite.run(["nearby"] + arguments)

            // Then
            XCTAssertEqual(result.code, 64, "\(arguments)")
            XCTAssertEqual(result.lineCountOnStderr, 1, result.stderr)
            XCTAssertEqual(result.stdout, "")
        }
    }
}

/// Progress on a terminal and `--quiet` (a class of their own: the paging waits run beside the other classes).
final class ProgressEndToEndTests: ClassSandboxTestCase {
    override class func setUp() { ClassSandbox.start(for: self) }
    override class func tearDown() { ClassSandbox.stop(for: self) }
    private func sharedSandbox() throws -> SandboxProcess { try ClassSandbox.sandbox(for: Self.self) }

    func test_nearby_showsPagingProgressOnlyOnATerminalAndNotWithQuiet() throws {
        // Given legacy pages of 6 (three pages), and foodybite's output on a pseudo-terminal (driven by Python)
        let sandbox = try SandboxProcess(["--page-size", "6", "--page-token-delay", "0s"])
        defer { sandbox.stop() }
        let script = """
            import os, pty, sys
            pid, fd = pty.fork()
            if pid == 0:
                os.execve(sys.argv[1], [sys.argv[1]] + sys.argv[3:], dict(os.environ))  # argv[2]: the harness's /usr/bin/env
            seen = b''
            while True:
                try: chunk = os.read(fd, 4096)
                except OSError: break
                if not chunk: break
                seen += chunk
            os.waitpid(pid, 0)
            sys.stdout.write(seen.decode('utf-8', 'replace'))
            """
        let arguments = [
            "nearby", "--location", NearbyEndToEndTests.dijon, "--radius", "900", "--places-api", "legacy", "--limit", "60",
        ]
        let wrapper = ["/usr/bin/timeout", "-s", "KILL", "60", "/usr/bin/env", "python3", "-c", script, Binaries.foodybite.path]
        let foodybite = Foodybite(sandbox: sandbox)

        // When
        let shown = try foodybite.run(arguments, executable: URL(fileURLWithPath: "/usr/bin/env"), wrapper: wrapper)
        let quiet = try foodybite.run(arguments + ["--quiet"], executable: URL(fileURLWithPath: "/usr/bin/env"), wrapper: wrapper)
        let piped = try foodybite.run(arguments)

        // Then
        XCTAssertTrue(shown.stdout.contains("Fetching page 2 of up to 3"), shown.stdout)
        XCTAssertTrue(shown.stdout.contains("\r\u{1B}[K"), "the line is erased")
        XCTAssertFalse(quiet.stdout.contains("Fetching page"), quiet.stdout)
        XCTAssertTrue(quiet.stdout.contains("Bouillon Notre Dame"), "results are not quieted")
        XCTAssertEqual(piped.stderr, "", "no progress and no escape sequence when stderr is not a terminal")

        // When the new API takes a second to answer
        try sandbox.inject("POST /v1/places:searchNearby=latency:1s*1")
        let waiting = try foodybite.run(
            ["nearby", "--location", NearbyEndToEndTests.dijon, "--radius", "900", "--places-api", "new"],
            executable: URL(fileURLWithPath: "/usr/bin/env"), wrapper: wrapper)

        // Then
        XCTAssertTrue(waiting.stdout.contains("Waiting for 127.0.0.1..."), waiting.stdout)
        XCTAssertTrue(waiting.stdout.contains("Bouillon Notre Dame"), waiting.stdout)
    }

    func test_quiet_dropsInformationalLinesButNotWarningsOrErrors() throws {
        // Given a cache to answer offline from
        var foodybite = Foodybite(sandbox: try sharedSandbox())
        foodybite.home = try Foodybite.makeHome(for: self)
        XCTAssertEqual(try foodybite.run(["nearby", "--location", NearbyEndToEndTests.dijon, "--radius", "800"]).code, 0)

        // When
        let informed = try foodybite.run(["nearby", "--offline", "--location", NearbyEndToEndTests.dijon, "--radius", "800"])
        let quiet = try foodybite.run([
            "--quiet", "nearby", "--offline", "--location", NearbyEndToEndTests.dijon, "--radius", "800",
        ])
        let failing = try foodybite.run(["nearby", "-q", "--location", "91,0"])

        // Then
        XCTAssertTrue(informed.stderr.contains("showing cached results"), informed.stderr)
        XCTAssertEqual(quiet.code, 0, quiet.stderr)
        XCTAssertEqual(quiet.stderr, "")
        XCTAssertEqual(quiet.stdout, informed.stdout)
        XCTAssertEqual(failing.code, 64)
        XCTAssertEqual(failing.lineCountOnStderr, 1, "errors stay")
    }
}
