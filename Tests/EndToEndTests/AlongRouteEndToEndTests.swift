import Foundation
import XCTest

/// `nearby --along A --to B` (issue 24) against the sandbox: one route request, at most 3 searches a provider, the
/// places within `--radius` of the route once each, in route order.
final class AlongRouteEndToEndTests: XCTestCase {
    func test_nearbyAlong_listsThePlacesNearTheRouteOnceEachInRouteOrder() throws {
        // Given every provider (Google, Foursquare, OpenStreetMap) and a walk across Dijon's centre
        let sandbox = try SandboxProcess()
        defer { sandbox.stop() }
        let foodybite = Foodybite.onBothProviders(sandbox)
        let (from, to) = ((47.3190, 5.0380), (47.3260, 5.0460))

        // When
        let run = try foodybite.run([
            "nearby", "--along", "47.3190,5.0380", "--to", "47.3260,5.0460", "--radius", "200", "--provider", "all",
            "--limit", "60", "--format", "json",
        ])

        // Then
        XCTAssertEqual(run.code, 0, run.stderr)
        let rows = run.jsonRows
        XCTAssertGreaterThanOrEqual(rows.count, 3, run.stdout)
        let ids = rows.flatMap { ($0["placeIDs"] as? [String: String])?.values.map { $0 } ?? [] }
        XCTAssertEqual(ids.count, Set(ids).count, "each place once")
        let along = rows.compactMap { $0["distanceMeters"] as? Int }
        XCTAssertEqual(along, along.sorted(), "in route order")
        // The sandbox's route: north along the start's meridian, then east along the end's parallel.
        let corner = (to.0, from.1)
        for row in rows {
            let point = (row["latitude"] as? Double ?? 0, row["longitude"] as? Double ?? 0)
            let off = min(Self.distance(point, toSegment: from, corner), Self.distance(point, toSegment: corner, to))
            // 200 m and the two methods' difference (a degree of latitude is 110.6 km on the ellipsoid, 111.2 on the sphere)
            XCTAssertLessThanOrEqual(off, 202, "\(row["name"] ?? "?") is near the route")
        }
        XCTAssertTrue(rows.contains { $0["name"] as? String == "Bouillon Notre Dame" })
        let googles = rows.filter { ($0["sources"] as? [String])?.contains("google") == true }
        XCTAssertFalse(googles.isEmpty)
        XCTAssertTrue(googles.allSatisfy { $0["detourSeconds"] as? Int == nil }, "Google tells detours of a drive only")
        let paths = try requests(sandbox)
        XCTAssertEqual(paths.filter { $0.hasPrefix("/directions/") }.count, 1, "one route: \(paths)")
        XCTAssertEqual(paths.filter { $0.hasPrefix("/v1/places:searchText") }.count, 1, "Google searches along the line")
        XCTAssertEqual(paths.filter { $0.hasPrefix("/api/interpreter") }.count, 1, "Overpass around the line")
        for prefix in ["/v1/places:", "/places/search", "/api/interpreter"] {
            XCTAssertLessThanOrEqual(paths.filter { $0.hasPrefix(prefix) }.count, 3, "\(prefix): \(paths)")
            XCTAssertGreaterThan(paths.filter { $0.hasPrefix(prefix) }.count, 0, "\(prefix) asked")
        }
    }

    func test_nearbyAlong_everyTravelMode_sendsWhatGoogleAccepts_andDetoursOnlyInTheRoutesOwnMode() throws {
        // Given Google's places along a route in each mode (the sandbox refuses routing legs other than DRIVE)
        let sandbox = try SandboxProcess()
        defer { sandbox.stop() }
        let foodybite = Foodybite(sandbox: sandbox)
        for mode in ["walk", "bike", "drive", "transit"] {
            // When
            let run = try foodybite.run([
                "nearby", "--along", "47.3190,5.0380", "--to", "47.3260,5.0460", "--radius", "200", "--travel", mode,
                "--limit", "60", "--format", "json",
            ])

            // Then the answer stands, and a detour is given only for a drive: the two driving legs less the drive
            XCTAssertEqual(run.code, 0, "\(mode): \(run.stderr)")
            XCTAssertFalse(run.jsonRows.isEmpty, mode)
            XCTAssertTrue(run.stderr.contains(" \(mode) route"), "\(mode): the route's mode is stated: \(run.stderr)")
            let detours = run.jsonRows.compactMap { $0["detourSeconds"] as? Int }
            if mode == "drive" {
                XCTAssertEqual(detours.count, run.jsonRows.count, "every place's detour by car")
                XCTAssertTrue(detours.allSatisfy { $0 >= 0 })
            } else {
                XCTAssertEqual(detours, [], "\(mode): no detour in another mode's time")
            }
        }
    }

    func test_nearbyAlong_withoutAGoogleKey_routesThroughOSRMAndNeedsBothEnds() throws {
        let sandbox = try SandboxProcess()
        defer { sandbox.stop() }
        var foodybite = Foodybite(sandbox: sandbox)
        foodybite.key = nil

        let run = try foodybite.run(["nearby", "--along", "47.3190,5.0380", "--to", "47.3260,5.0460", "--format", "json"])
        let alone = try foodybite.run(["nearby", "--along", "47.3190,5.0380"])
        let mixed = try foodybite.run(["nearby", "--along", "47.3190,5.0380", "--to", "47.3260,5.0460", "--location", "1,2"])
        let offline = try foodybite.run(["nearby", "--along", "47.3190,5.0380", "--to", "47.3260,5.0460", "--offline"])

        XCTAssertEqual(run.code, 0, run.stderr)
        XCTAssertEqual(try requests(sandbox).filter { $0.hasPrefix("/routed-foot/route/") }.count, 1)
        XCTAssertFalse(run.jsonRows.isEmpty)
        XCTAssertEqual(alone.code, 64, alone.stderr)
        XCTAssertEqual(mixed.code, 64, mixed.stderr)
        XCTAssertEqual(offline.code, 64, offline.stderr)
    }

    func test_nearbyAlong_takesNegativeCoordinatesAsLocationDoes() throws {
        // Given no key, a route in Cairns (south of the equator) and one west of Greenwich
        let sandbox = try SandboxProcess()
        defer { sandbox.stop() }
        var foodybite = Foodybite(sandbox: sandbox)
        foodybite.key = nil

        for (from, to) in [("-16.9200,145.7700", "-16.9250,145.7750"), ("51.5000,-0.1200", "51.5050,-0.1250")] {
            // When
            let run = try foodybite.run(["nearby", "--along", from, "--to", to, "--format", "json"])

            // Then the values are read as coordinates (never "Missing value"): the route is asked for
            XCTAssertFalse(run.stderr.contains("Missing value"), run.stderr)
            XCTAssertNotEqual(run.code, 64, run.stderr)
        }
        let routes = try requests(sandbox).filter { $0.hasPrefix("/routed-foot/route/") }
        XCTAssertEqual(routes.count, 2, "\(routes)")
        XCTAssertTrue(routes.first.map { $0.contains("145.77") && $0.contains("-16.92") } == true, "\(routes)")
    }

    // MARK: - Helpers

    private func requests(_ sandbox: SandboxProcess) throws -> [String] {
        let answer = try HTTP.blocking("GET", sandbox.baseURL + "/sandbox/requests")
        let log = (try JSONSerialization.jsonObject(with: answer.body) as? [String: Any])?["requests"] as? [[String: Any]]
        return (log ?? []).compactMap { $0["path"] as? String }
    }

    /// Metres from a point to a segment along a meridian or a parallel (the sandbox's two legs), by the test's own
    /// method, not the app's nor the sandbox's: the great-circle (haversine) distance to the segment's nearest point,
    /// the point's latitude or longitude clamped to the segment's.
    private static func distance(_ p: (Double, Double), toSegment a: (Double, Double), _ b: (Double, Double)) -> Double {
        func clamp(_ value: Double, _ x: Double, _ y: Double) -> Double { min(max(value, min(x, y)), max(x, y)) }
        let nearest = (clamp(p.0, a.0, b.0), clamp(p.1, a.1, b.1))
        let radians = Double.pi / 180
        let (dLatitude, dLongitude) = ((nearest.0 - p.0) * radians, (nearest.1 - p.1) * radians)
        let h = pow(sin(dLatitude / 2), 2) + cos(p.0 * radians) * cos(nearest.0 * radians) * pow(sin(dLongitude / 2), 2)
        return 2 * 6_371_008.8 * asin(min(1, h.squareRoot()))
    }
}
