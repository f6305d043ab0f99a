import CLI
import Foundation
import Presentation
import XCTest

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// `nearby --travel` (issue 24) with the real binary against the sandbox's routers: the times in the search itself
/// on Places API (New), one matrix request on the legacy API and Foursquare and none with a warm cache, OSRM without
/// a key, `--max-travel` and `--sort travel` as the durations imply, the unreachable place, a failed element, the
/// Routes API not enabled, offline, and `--changes`.
final class TravelEndToEndTests: XCTestCase {
    private let dijon = [
        "nearby", "--location", "47.3220,5.0415", "--radius", "1500", "--limit", "60", "--format", "json", "--travel", "walk",
    ]

    func test_nearby_travelWalk_onTheNewAPI_takesTheTimesFromTheSearchItself() throws {
        // Given
        let sandbox = try SandboxProcess()
        defer { sandbox.stop() }

        // When
        let run = try Foodybite(sandbox: sandbox).run(dijon)

        // Then every place has the minutes the sandbox's router gives for it, the unreachable one none
        XCTAssertEqual(run.code, 0, run.stderr)
        let paths = try requests(sandbox).compactMap { $0["path"] as? String }
        XCTAssertFalse(paths.contains { $0.contains("distanceMatrix") || $0.contains("routed-") }, "\(paths)")
        XCTAssertTrue(paths.allSatisfy { $0.hasPrefix("/v1/places:") }, "\(paths)")
        try assertTimesAreTheRouters(run.jsonRows, sandbox: sandbox)
        XCTAssertTrue(run.jsonRows.contains { $0["name"] as? String == "Restaurant Chez Léon" && $0["travel"] is NSNull })
    }

    func test_nearby_travelWalk_onTheLegacyAPIAndFoursquare_asksOneMatrixRequestThenNoneWithAWarmCache() throws {
        let sandbox = try SandboxProcess()
        defer { sandbox.stop() }
        for extra in [["--places-api", "legacy"], ["--provider", "foursquare"]] {
            // Given one home for both runs
            var foodybite = Foodybite.onBothProviders(sandbox)
            foodybite.home = try Foodybite.makeHome(for: self)

            // When
            let before = try matrixRequests(sandbox)
            let cold = try foodybite.run(dijon + extra)
            let afterCold = try matrixRequests(sandbox)
            let warm = try foodybite.run(dijon + extra)
            let afterWarm = try matrixRequests(sandbox)

            // Then
            XCTAssertEqual(cold.code, 0, "\(extra): \(cold.stderr)")
            XCTAssertEqual(afterCold - before, 1, "\(extra): one matrix request")
            XCTAssertEqual(afterWarm - afterCold, 0, "\(extra): none with a warm cache")
            XCTAssertEqual(travel(cold.jsonRows), travel(warm.jsonRows), "\(extra)")
            try assertTimesAreTheRouters(cold.jsonRows, sandbox: sandbox, failing: ["Au Bureau"])
        }
    }

    func test_nearby_maxTravelAndSortTravel_giveExactlyThePlacesAndOrderTheDurationsImply() throws {
        // Given every candidate's time
        let sandbox = try SandboxProcess()
        defer { sandbox.stop() }
        let foodybite = Foodybite(sandbox: sandbox)
        let all = try foodybite.run(dijon)
        let times = all.jsonRows.map { row in
            (id: row["placeID"] as? String ?? "", meters: row["distanceMeters"] as? Int ?? 0, seconds: seconds(row))
        }

        // When
        let within = try foodybite.run(dijon.dropLast(2) + ["--max-travel", "10m", "--limit", "5"])
        let quickest = try foodybite.run(dijon + ["--sort", "travel", "--limit", "60"])

        // Then
        XCTAssertEqual(all.code, 0, all.stderr)
        let expectedWithin = times.filter { ($0.seconds ?? .max) <= 600 }.sorted { $0.meters < $1.meters }.prefix(5).map(\.id)
        XCTAssertEqual(within.jsonRows.compactMap { $0["placeID"] as? String }, Array(expectedWithin))
        XCTAssertTrue(within.jsonRows.allSatisfy { (seconds($0) ?? .max) <= 600 })
        let expectedOrder = times.sorted { ($0.seconds ?? .max, $0.meters) < ($1.seconds ?? .max, $1.meters) }.map(\.id)
        XCTAssertEqual(quickest.jsonRows.compactMap { $0["placeID"] as? String }, expectedOrder)
        XCTAssertTrue(quickest.jsonRows.last?["travel"] is NSNull, "no route, last")
    }

    func test_nearby_withoutAGoogleKey_routesThroughOSRM_andTransitIsAUsageError() throws {
        // Given no key at all (OpenStreetMap's places, OSRM's times)
        let sandbox = try SandboxProcess()
        defer { sandbox.stop() }
        var foodybite = Foodybite(sandbox: sandbox)
        foodybite.key = nil

        // When
        let walk = try foodybite.run(dijon)
        let transit = try foodybite.run(dijon.dropLast() + ["transit"])

        // Then
        XCTAssertEqual(walk.code, 0, walk.stderr)
        let paths = try requests(sandbox).compactMap { $0["path"] as? String }
        XCTAssertEqual(paths.filter { $0.hasPrefix("/routed-foot/table/v1/") }.count, 1, "\(paths)")
        XCTAssertFalse(paths.contains { $0.contains("distanceMatrix") })
        XCTAssertTrue(
            try requests(sandbox).filter { ($0["path"] as? String)?.hasPrefix("/routed-") == true }
                .allSatisfy { ($0["userAgent"] as? String)?.hasPrefix("foodybite/") == true })
        try assertTimesAreTheRouters(walk.jsonRows, sandbox: sandbox)
        XCTAssertEqual(transit.code, 64, transit.stderr)
        XCTAssertTrue(transit.stderr.contains("--travel transit"), transit.stderr)
        // Google's places with OSRM's times: the routes' data is OpenStreetMap's, and credited
        var googleWithOSRM = Foodybite(sandbox: sandbox)
        googleWithOSRM.extraEnvironment = ["FOODYBITE_ROUTER": "osrm"]
        let table = try googleWithOSRM.run(dijon.filter { $0 != "--format" && $0 != "json" })
        let json = try googleWithOSRM.run(dijon)
        XCTAssertEqual(table.code, 0, table.stderr)
        XCTAssertTrue(json.jsonRows.allSatisfy { $0["provider"] as? String == "google" })
        XCTAssertTrue(table.stderr.contains("Map data © OpenStreetMap contributors"), "OSRM's routes: \(table.stderr)")
    }

    func test_nearby_aRouterOutage_leavesTimesBlankButNeverChangesWhichPlacesAreListedOrRecorded() throws {
        // Given no key, an answer recorded by --changes, then OSRM's walking server down (a port nothing listens on)
        let sandbox = try SandboxProcess()
        defer { sandbox.stop() }
        let healthy = try Foodybite.keyless(sandbox, keepingAHomeFor: self)
        var outage = healthy
        // (a cache of its own, so that the healthy run's travel times are not found there)
        outage.extraEnvironment = [
            "FOODYBITE_OSRM_FOOT_URL": "http://127.0.0.1:9", "FOODYBITE_RETRIES": "0",
            "XDG_CACHE_HOME": try Foodybite.makeHome(for: self).path,
        ]
        let recorded = try healthy.run(dijon + ["--max-travel", "10m", "--changes"])

        // When
        let travel = try outage.run(dijon)
        let most = try outage.run(dijon + ["--max-travel", "10m", "--changes"])
        let sorted = try outage.run(dijon + ["--sort", "travel"])
        let after = try healthy.run(dijon + ["--max-travel", "10m", "--changes"])

        // Then --travel alone lists the places with blank times and a warning
        XCTAssertEqual(recorded.code, 0, recorded.stderr)
        XCTAssertEqual(travel.code, 0, travel.stderr)
        XCTAssertFalse(travel.jsonRows.isEmpty)
        XCTAssertTrue(travel.jsonRows.allSatisfy { $0["travel"] is NSNull }, travel.stdout)
        XCTAssertTrue(travel.stderr.contains("travel times left blank"), travel.stderr)
        // and when the times decide the answer, the command fails (75) having listed and recorded nothing
        for run in [most, sorted] {
            XCTAssertEqual(run.code, 75, run.stderr)
            XCTAssertEqual(run.stdout, "")
            XCTAssertTrue(run.stderr.contains("nothing was listed or recorded"), run.stderr)
        }
        XCTAssertEqual(after.code, 0, after.stderr)
        XCTAssertEqual(after.jsonRows.compactMap { $0["change"] as? String }, [], after.stdout)
    }

    func test_nearby_overEightThousandOSMPlaces_sendsOneRoutingRequestAtMost_nearestFirst() throws {
        // Given no key, and Overpass answering with 8,000 restaurants on a spiral around Dijon
        let sandbox = try SandboxProcess()
        defer { sandbox.stop() }
        let folder = try Foodybite.makeHome(for: self)
        let body = folder.appendingPathComponent("overpass.json")
        try Self.overpassBody(count: 8_000, to: body)
        try sandbox.inject("/api/interpreter=body:\(body.path)")
        var foodybite = Foodybite(sandbox: sandbox)
        foodybite.key = nil
        foodybite.home = folder.appendingPathComponent("home")
        // The sandbox's debug build routes 300 places in one table: seconds on a busy machine, not a timeout to test.
        foodybite.extraEnvironment["FOODYBITE_HTTP_TIMEOUT"] = "20"
        let query = ["nearby", "--location", "47.3220,5.0415", "--radius", "1500", "--limit", "20", "--format", "json"]

        for extra in [["--travel", "walk"], ["--sort", "travel"], ["--max-travel", "10m"]] {
            // When
            let before = try sandbox.requests().count
            let run = try foodybite.run(query + extra + ["--no-cache"])
            let tables = try sandbox.requests().dropFirst(before).filter {
                ($0["path"] as? String)?.hasPrefix("/routed-foot/table/") == true
            }

            // Then one table request of the 300 nearest places (OSRM's real limit is 100² entries, sources ×
            // destinations; 300 keeps the request line within 8 KB), whatever the candidates
            XCTAssertEqual(run.code, 0, "\(extra): \(run.stderr)")
            XCTAssertEqual(tables.count, 1, "\(extra)")
            let coordinates = ((tables.first?["path"] as? String) ?? "").split(separator: "/").last?.split(separator: ";")
            XCTAssertEqual(coordinates?.count, extra.first == "--travel" ? 21 : 301, "\(extra)")
            XCTAssertFalse(run.jsonRows.isEmpty, "\(extra)")
            if extra.first != "--travel" {
                XCTAssertTrue(run.stderr.contains("were not judged"), "\(extra): \(run.stderr)")
            }
        }
    }

    func test_nearby_routerOSRMWithAGoogleKey_takesEveryTravelTimeFromOSRM_onBothAPIs() throws {
        // Given a Google key and the router set explicitly to OSRM
        let sandbox = try SandboxProcess()
        defer { sandbox.stop() }
        var foodybite = Foodybite(sandbox: sandbox)
        foodybite.extraEnvironment = ["FOODYBITE_ROUTER": "osrm"]
        for api in ["new", "legacy"] {
            // When
            let before = try requests(sandbox).count
            let run = try foodybite.run(dijon + ["--places-api", api, "--no-cache"])
            let sent = try requests(sandbox).dropFirst(before)

            // Then OSRM answered every time, in one table request; Google routed nothing
            XCTAssertEqual(run.code, 0, "\(api): \(run.stderr)")
            let paths = sent.compactMap { $0["path"] as? String }
            XCTAssertEqual(paths.filter { $0.hasPrefix("/routed-foot/table/v1/") }.count, 1, "\(api): \(paths)")
            XCTAssertFalse(paths.contains { $0.contains("distanceMatrix") }, "\(api): \(paths)")
            XCTAssertFalse(
                sent.contains { ($0["fieldMask"] as? String)?.contains("routingSummaries") == true },
                "\(api): no routing in the search")
            try assertTimesAreTheRouters(run.jsonRows, sandbox: sandbox)
        }
    }

    func test_nearby_routesAPINotEnabledIs77NamingTheAPI() throws {
        let sandbox = try SandboxProcess()
        defer { sandbox.stop() }
        var foodybite = Foodybite(sandbox: sandbox)
        foodybite.key = "routes-disabled-e2e-key"

        let run = try foodybite.run(dijon + ["--places-api", "legacy"])

        XCTAssertEqual(run.code, 77, run.stderr)
        XCTAssertTrue(run.stderr.contains("Routes API"), run.stderr)
        XCTAssertTrue(run.stderr.contains("routes.googleapis.com"), run.stderr)
        XCTAssertEqual(run.lineCountOnStderr, 1, run.stderr)
        XCTAssertFalse(run.stderr.contains("routes-disabled-e2e-key"), "never the key")
    }

    func test_nearby_offlineTravel_usesWhatIsCachedAndMarksTheRest_andTravelIsNeverAChange() throws {
        // Given one home, a first --changes run without travel times and an online walk
        let sandbox = try SandboxProcess()
        defer { sandbox.stop() }
        var foodybite = Foodybite(sandbox: sandbox)
        foodybite.home = try Foodybite.makeHome(for: self)
        let changes = ["nearby", "--location", "47.3220,5.0415", "--radius", "1500", "--changes", "--format", "json"]
        let first = try foodybite.run(changes)
        _ = try foodybite.run(dijon)
        let before = try requests(sandbox).count

        // When
        let walkOffline = try foodybite.run(dijon + ["--offline"])
        let driveOffline = try foodybite.run(dijon.dropLast() + ["drive", "--offline"])
        let withTravel = try foodybite.run(changes + ["--travel", "walk"])

        // Then
        XCTAssertEqual(first.code, 0, first.stderr)
        XCTAssertEqual(walkOffline.code, 0, walkOffline.stderr)
        XCTAssertEqual(try requests(sandbox).count - before, 1, "only the --changes run asked anything")
        XCTAssertTrue(walkOffline.jsonRows.contains { seconds($0) != nil }, walkOffline.stdout)
        XCTAssertEqual(driveOffline.code, 0, driveOffline.stderr)
        XCTAssertTrue(driveOffline.jsonRows.allSatisfy { $0["travel"] is NSNull })
        XCTAssertTrue(driveOffline.stderr.contains("have no travel time"), driveOffline.stderr)
        XCTAssertEqual(withTravel.code, 0, withTravel.stderr)
        XCTAssertEqual(withTravel.stdout, "", "travel times are never a change")
    }

    func test_route_onBothRouters_givesTheStepsAGeoJSONLineFromTheOriginToThePlaceAndAMap() throws {
        let sandbox = try SandboxProcess()
        defer { sandbox.stop() }
        let (google, keyless) = routers(sandbox)
        let bouillon = "ChIJhRozr5Cd8kcRzXWVpd5wDvU"
        for (foodybite, place, router) in [
            (google, bouillon, "/directions/"), (keyless, "osm:node/2013899576", "/routed-foot/route/"),
        ] {
            // When
            let route = ["route", place, "--location", "47.3220,5.0415"]
            let steps = try foodybite.run(route)
            let geojson = try foodybite.run(route + ["--format", "geojson"])
            let map = try foodybite.run(route + ["--format", "map", "--travel", "walk"])

            // Then
            XCTAssertEqual(steps.code, 0, "\(router): \(steps.stderr)")
            XCTAssertTrue(steps.stdout.contains("walking"), steps.stdout)
            XCTAssertTrue(steps.stdout.contains("  1. Head"), steps.stdout)
            let collection = try XCTUnwrap(geojson.jsonObject, geojson.stdout)
            XCTAssertEqual(collection["type"] as? String, "FeatureCollection")
            let line = try XCTUnwrap((collection["features"] as? [[String: Any]])?.first)
            let geometry = try XCTUnwrap(line["geometry"] as? [String: Any])
            XCTAssertEqual(geometry["type"] as? String, "LineString")
            let positions = try XCTUnwrap(geometry["coordinates"] as? [[Double]])
            XCTAssertGreaterThanOrEqual(positions.count, 2)
            XCTAssertEqual(positions.first, [5.0415, 47.322], "starts at the origin")
            let details = try foodybite.run(["details", place, "--format", "json"])
            XCTAssertEqual(
                positions.last,
                [details.jsonObject?["longitude"] as? Double ?? 0, details.jsonObject?["latitude"] as? Double ?? 0],
                "ends at the place")
            XCTAssertEqual(map.code, 0, map.stderr)
            XCTAssertTrue(map.stdout.contains("+") && map.stdout.contains("*"), map.stdout)
            XCTAssertTrue(map.stdout.split(separator: "\n").allSatisfy { DisplayWidth.of(String($0)) <= 80 })
            XCTAssertTrue(
                try requests(sandbox).contains { ($0["path"] as? String)?.hasPrefix(router) == true }, "\(router) asked")
        }
    }

    func test_route_toThePlaceNoRouteReachesIs69AndTransitWithoutGoogleIs64() throws {
        let sandbox = try SandboxProcess()
        defer { sandbox.stop() }
        let google = Foodybite(sandbox: sandbox)
        var keyless = Foodybite(sandbox: sandbox)
        keyless.key = nil
        let all = try google.run(dijon.dropLast(2))
        let chezLeon = try XCTUnwrap(
            all.jsonRows.first { $0["name"] as? String == "Restaurant Chez Léon" }?["placeID"] as? String)

        let unreachable = try google.run(["route", chezLeon, "--location", "47.3220,5.0415"])
        let transit = try keyless.run(["route", "osm:node/2013899576", "--location", "47.3220,5.0415", "--travel", "transit"])

        XCTAssertEqual(unreachable.code, 69, unreachable.stderr)
        XCTAssertTrue(unreachable.stderr.contains("no walk route"), unreachable.stderr)
        XCTAssertEqual(transit.code, 64, transit.stderr)
    }

    func test_nearby_everyMode_onBothRouters_givesTheTimesTheRouterGivesForThatMode() throws {
        let sandbox = try SandboxProcess()
        defer { sandbox.stop() }
        let (google, keyless) = routers(sandbox)
        let cases: [(Foodybite, String, [String])] = [
            (google, "walk", ["--places-api", "legacy"]), (google, "bike", ["--places-api", "legacy"]),
            (google, "drive", ["--places-api", "legacy"]), (google, "transit", []), (keyless, "walk", []),
            (keyless, "bike", []), (keyless, "drive", []),
        ]
        for (foodybite, mode, extra) in cases {
            // When
            let run = try foodybite.run(dijon.dropLast() + [mode] + extra)

            // Then
            XCTAssertEqual(run.code, 0, "\(mode): \(run.stderr)")
            XCTAssertTrue(
                run.jsonRows.allSatisfy { row in
                    (row["travel"] as? [String: Any]).map { $0["mode"] as? String == mode } ?? true
                })
            let expected =
                foodybite.key == nil
                ? try osrmSeconds(run.jsonRows, mode: mode, sandbox: sandbox)
                : try routerSeconds(run.jsonRows, mode: mode, sandbox: sandbox)
            let failing = foodybite.key != nil ? ["Au Bureau"] : []
            for (row, seconds) in zip(run.jsonRows, expected) {
                let name = row["name"] as? String ?? ""
                XCTAssertEqual(
                    self.seconds(row), failing.contains(where: { name.contains($0) }) ? nil : seconds, "\(mode): \(name)")
            }
        }
    }

    // MARK: - Helpers

    /// An Overpass answer of `count` named restaurants on a spiral around Dijon, 0.2 m apart along it.
    private static func overpassBody(count: Int, to url: URL) throws {
        let elements = (0..<count).map { index -> [String: Any] in
            let angle = Double(index) * 0.7
            let meters = 20 + Double(index) * 0.18
            return [
                "type": "node", "id": index + 1, "lat": 47.3220 + meters * cos(angle) / 111_195,
                "lon": 5.0415 + meters * sin(angle) / (111_195 * cos(47.322 * .pi / 180)),
                "tags": ["amenity": "restaurant", "name": "Chez Numero \(index)"],
            ]
        }
        try JSONSerialization.data(withJSONObject: ["elements": elements]).write(to: url)
    }

    /// A foodybite that routes with Google's Routes API, and one with no key at all (OSRM).
    private func routers(_ sandbox: SandboxProcess) -> (google: Foodybite, keyless: Foodybite) {
        var google = Foodybite(sandbox: sandbox)
        google.extraEnvironment = ["FOODYBITE_ROUTER": "google"]
        var keyless = Foodybite(sandbox: sandbox)
        keyless.key = nil
        return (google, keyless)
    }

    /// The times the sandbox's OSRM server of a mode gives from the centre to each row.
    private func osrmSeconds(_ rows: [[String: Any]], mode: String, sandbox: SandboxProcess) throws -> [Int?] {
        let server = ["walk": "routed-foot", "bike": "routed-bike", "drive": "routed-car"][mode] ?? "routed-foot"
        let points = rows.map { String(format: "%.6f,%.6f", $0["longitude"] as? Double ?? 0, $0["latitude"] as? Double ?? 0) }
        let path = "/\(server)/table/v1/driving/5.041500,47.322000;" + points.joined(separator: ";")
        let answer = try HTTP.blocking("GET", sandbox.baseURL + path + "?sources=0&annotations=duration,distance")
        let table = try XCTUnwrap(try JSONSerialization.jsonObject(with: answer.body) as? [String: Any])
        let durations = try XCTUnwrap((table["durations"] as? [[Any]])?.first)
        return rows.indices.map { (durations[$0 + 1] as? Double).map { Int($0.rounded()) } }
    }

    /// The times the sandbox's router gives from the centre to each row, for a mode: Google's matrix (transit too).
    private func routerSeconds(_ rows: [[String: Any]], mode: String, sandbox: SandboxProcess) throws -> [Int?] {
        let google = ["walk": "WALK", "bike": "BICYCLE", "drive": "DRIVE", "transit": "TRANSIT"][mode] ?? "WALK"
        let waypoint = { (latitude: Double, longitude: Double) -> [String: Any] in
            ["waypoint": ["location": ["latLng": ["latitude": latitude, "longitude": longitude]]]]
        }
        let body: [String: Any] = [
            "origins": [waypoint(47.322, 5.0415)],
            "destinations": rows.map { waypoint($0["latitude"] as? Double ?? 0, $0["longitude"] as? Double ?? 0) },
            "travelMode": google,
        ]
        var request = URLRequest(url: try XCTUnwrap(URL(string: sandbox.baseURL + "/distanceMatrix/v2:computeRouteMatrix")))
        request.httpMethod = "POST"
        request.httpBody = try JSONSerialization.data(withJSONObject: body)
        request.setValue("test-key", forHTTPHeaderField: "X-Goog-Api-Key")
        request.setValue("*", forHTTPHeaderField: "X-Goog-FieldMask")
        let answer = try HTTP.blocking(request)
        let elements = try XCTUnwrap(try JSONSerialization.jsonObject(with: answer) as? [[String: Any]])
        var seconds = [Int?](repeating: nil, count: rows.count)
        for element in elements {
            guard let index = element["destinationIndex"] as? Int, let duration = element["duration"] as? String else { continue }
            seconds[index] = Int(duration.dropLast())
        }
        return seconds
    }

    private func seconds(_ row: [String: Any]) -> Int? {
        (row["travel"] as? [String: Any])?["seconds"] as? Int
    }

    private func travel(_ rows: [[String: Any]]) -> [String: Int?] {
        Dictionary(rows.map { ($0["placeID"] as? String ?? "", seconds($0)) }, uniquingKeysWith: { first, _ in first })
    }

    private func requests(_ sandbox: SandboxProcess) throws -> [[String: Any]] {
        let answer = try HTTP.blocking("GET", sandbox.baseURL + "/sandbox/requests")
        return (try JSONSerialization.jsonObject(with: answer.body) as? [String: Any])?["requests"] as? [[String: Any]] ?? []
    }

    private func matrixRequests(_ sandbox: SandboxProcess) throws -> Int {
        try requests(sandbox).filter { ($0["path"] as? String)?.contains("distanceMatrix") == true }.count
    }

    /// Every row's time is the one the sandbox's OSRM walking server gives from the centre to the row's spot (the
    /// sandbox routes every service alike), the unreachable place's (and the failing element's) none.
    private func assertTimesAreTheRouters(
        _ rows: [[String: Any]], sandbox: SandboxProcess, failing: Set<String> = [], file: StaticString = #filePath,
        line: UInt = #line
    ) throws {
        XCTAssertFalse(rows.isEmpty, file: file, line: line)
        let points = rows.map { String(format: "%.6f,%.6f", $0["longitude"] as? Double ?? 0, $0["latitude"] as? Double ?? 0) }
        let path = "/routed-foot/table/v1/driving/5.041500,47.322000;" + points.joined(separator: ";")
        let answer = try HTTP.blocking("GET", sandbox.baseURL + path + "?sources=0&annotations=duration,distance")
        let table = try XCTUnwrap(try JSONSerialization.jsonObject(with: answer.body) as? [String: Any], file: file, line: line)
        let durations = try XCTUnwrap((table["durations"] as? [[Any]])?.first, file: file, line: line)
        for (index, row) in rows.enumerated() {
            let name = row["name"] as? String ?? ""
            let expected =
                failing.contains(where: { name.contains($0) }) ? nil : (durations[index + 1] as? Double).map { Int($0.rounded()) }
            XCTAssertEqual(seconds(row), expected, name, file: file, line: line)
        }
    }
}
