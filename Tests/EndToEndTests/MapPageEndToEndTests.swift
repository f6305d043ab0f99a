import Foundation
import XCTest

/// `--format html` (issue 58) with the real binary: one self-contained page whatever the names, on stdout or in a file,
/// opened only where there is a desktop; the route's page; a tile URL that is not one refused. What the page does in
/// a browser is Tests/Browser's.
final class MapPageEndToEndTests: ClassSandboxTestCase {
    private let dijon = ["nearby", "--location", "47.3220,5.0415", "--radius", "1500", "--provider", "osm"]
    private static let hostileNames = [
        "&lt;script&gt;alert(1)&lt;/script&gt;",
        "&quot;Quotes&quot; &amp; &#39;apostrophes&#39; &lt;/li&gt;&lt;/ol&gt;&lt;img src=x onerror=alert(2)&gt;",
        "مطعم الشام \u{202E}gnp.exe", "🍕 Pizza 🇮🇹 👩‍🍳", "Chez Normal",
    ]

    override class func setUp() {
        ClassSandbox.start(for: self)
    }

    override class func tearDown() {
        ClassSandbox.stop(for: self)
    }

    func test_nearbyHTML_writesOnePageInWhichEveryHostileNameIsText() throws {
        // Given an Overpass of its own answering names that are markup, an override, emoji and 500 characters
        let sandbox = try SandboxProcess()
        defer { sandbox.stop() }
        try sandbox.inject("/api/interpreter=body:\(HostileServerEndToEndTests.fixture("hostile/hostile-names-overpass.json"))*1")

        // When
        let run = try keyless(sandbox).run(dijon + ["--format", "html"])

        // Then one page, a row per place, each name escaped in its row, no markup but the page's own
        XCTAssertEqual(run.code, 0, run.stderr)
        XCTAssertTrue(run.stdout.hasPrefix("<!DOCTYPE html>"), String(run.stdout.prefix(200)))
        XCTAssertTrue(run.stdout.hasSuffix("</html>\n"))
        XCTAssertEqual(run.stdout.components(separatedBy: "<li class=\"fb-place\" data-place-id=\"osm:node/88").count - 1, 6)
        for name in Self.hostileNames {
            XCTAssertTrue(run.stdout.contains("<bdi>\(name)</bdi>"), name)
        }
        // The 500-character name as foodybite keeps names (its first 256 characters)
        XCTAssertTrue(run.stdout.contains("<bdi>" + String(repeating: "Très long nom de restaurant ", count: 9)))
        XCTAssertEqual(run.stdout.components(separatedBy: "<script").count - 1, 3, "the data and the two scripts")
        XCTAssertFalse(run.stdout.contains("<img"))
        XCTAssertTrue(run.stdout.contains("Content-Security-Policy"))
        XCTAssertTrue(run.stdout.contains("OpenStreetMap contributors"), "the data's credit")
        XCTAssertLessThan(run.stdout.utf8.count, 300_000)
    }

    func test_nearbyHTML_toAFile_opensItOnlyWithADesktop() throws {
        // Given an opener on PATH that records what it is asked to open
        let sandbox = try ClassSandbox.sandbox(for: Self.self)
        let directory = try Foodybite.makeHome(for: self)
        let record = directory.appendingPathComponent("opened")
        let opener = directory.appendingPathComponent("xdg-open")
        try "#!/bin/sh\necho \"$1\" >> \(record.path)\n".write(to: opener, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: opener.path)
        let page = directory.appendingPathComponent("map.html")
        var foodybite = keyless(sandbox)
        foodybite.extraEnvironment["PATH"] = "\(directory.path):/usr/bin:/bin"

        // When without a display, then with one
        let headless = try foodybite.run(dijon + ["--format", "html", "--output", page.path, "--open"])
        foodybite.extraEnvironment["DISPLAY"] = ":0"
        let desktop = try foodybite.run(dijon + ["--format", "html", "--output", page.path, "--force", "--open"])
        Thread.sleep(forTimeInterval: 0.3)

        // Then the page is in the file, stdout empty, and opened once: the second time
        XCTAssertEqual(headless.code, 0, headless.stderr)
        XCTAssertEqual(desktop.code, 0, desktop.stderr)
        XCTAssertEqual(headless.stdout + desktop.stdout, "")
        XCTAssertTrue(try String(contentsOf: page, encoding: .utf8).hasPrefix("<!DOCTYPE html>"))
        XCTAssertEqual(try String(contentsOf: record, encoding: .utf8), page.path + "\n")
    }

    func test_nearby_refusesABadTileURLAndOpenWithoutAPage() throws {
        // Given
        var foodybite = keyless(try ClassSandbox.sandbox(for: Self.self))

        // When
        let open = try foodybite.run(dijon + ["--format", "json", "--open"])
        foodybite.extraEnvironment["FOODYBITE_TILE_URL"] = "ftp://tiles.example/{z}/{x}/{y}.png"
        let tiles = try foodybite.run(dijon + ["--format", "html"])
        let json = try foodybite.run(dijon + ["--format", "json"])
        let set = try foodybite.run(["config", "set", "tile_url", "https://tiles.example/{z}/{x}.png"])

        // Then each is one line and its exit code; the tile URL is read only for a page
        XCTAssertEqual(open.code, 64, open.stderr)
        XCTAssertTrue(open.stderr.contains("--open opens a page"), open.stderr)
        XCTAssertEqual(tiles.code, 78, tiles.stderr)
        XCTAssertEqual(tiles.lineCountOnStderr, 1, tiles.stderr)
        XCTAssertTrue(tiles.stderr.contains("FOODYBITE_TILE_URL must be an http(s) URL template"), tiles.stderr)
        XCTAssertEqual(json.code, 0, json.stderr)
        XCTAssertEqual(set.code, 64, set.stderr)
        XCTAssertTrue(set.stderr.contains("tile_url must be an http(s) URL template"), set.stderr)
    }

    func test_routeHTML_drawsOpenStreetMapsRouteAndListsTheSteps() throws {
        // Given the class's sandbox: OSRM's routes
        let foodybite = keyless(try ClassSandbox.sandbox(for: Self.self))

        // When
        let run = try foodybite.run(["route", "osm:node/3287208124", "--location", "47.3220,5.0415", "--format", "html"])

        // Then
        XCTAssertEqual(run.code, 0, run.stderr)
        XCTAssertTrue(run.stdout.contains("<ol class=\"fb-steps\""), run.stdout)
        XCTAssertTrue(run.stdout.contains("\"line\":[["), "the route's line is drawn")
        XCTAssertTrue(run.stdout.contains("data-place-id=\"osm:node/3287208124\""))
    }

    func test_nearbyAlongHTML_drawsOSRMsRouteAndCorridor_andSaysAGoogleRouteIsNotDrawn() throws {
        // Given OSRM's route (no key) and Google's (a key)
        let sandbox = try ClassSandbox.sandbox(for: Self.self)
        let along = ["nearby", "--along", "47.3190,5.0380", "--to", "47.3260,5.0460", "--format", "html"]

        // When
        let osrm = try keyless(sandbox).run(along)
        let google = try Foodybite(sandbox: sandbox).run(along)

        // Then (issue 66: the page's settings never got them)
        XCTAssertEqual(osrm.code, 0, osrm.stderr)
        XCTAssertTrue(osrm.stdout.contains("\"line\":[["), "the route is drawn")
        XCTAssertTrue(osrm.stdout.contains("\"corridor\":"), "and its corridor")
        XCTAssertFalse(osrm.stdout.contains("\"corridor\":null"), "and its corridor")
        XCTAssertEqual(google.code, 0, google.stderr)
        XCTAssertFalse(google.stdout.contains("\"line\":[["), "Google's route is not drawn")
        XCTAssertTrue(google.stdout.contains("The route is not drawn: Google"), "and the page says so")
    }

    private func keyless(_ sandbox: SandboxProcess) -> Foodybite {
        var foodybite = Foodybite(sandbox: sandbox)
        foodybite.key = nil
        foodybite.extraEnvironment.merge(["FOODYBITE_NOW": "2026-11-23T12:30:00+01:00", "TZ": "Europe/Paris"]) { $1 }
        return foodybite
    }
}
