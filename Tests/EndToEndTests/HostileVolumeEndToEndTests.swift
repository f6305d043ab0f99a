import Foundation
import XCTest

/// Servers that send thousands of places when 20 or 50 were asked for: `--provider all` reads no more than it
/// asked for, merges in bounded time and memory, and prints online exactly what it prints offline from the same
/// data (issue 21).
final class HostileVolumeEndToEndTests: XCTestCase {
    func test_nearby_allProviders_answersThreeThousandPlacesEachInBoundedMemoryAndAsOffline() throws {
        // Given Google and Foursquare each answering with 3,000 places around Dijon, pairwise alike
        let sandbox = try SandboxProcess()
        defer { sandbox.stop() }
        let folder = try Foodybite.makeHome(for: self)
        let google = folder.appendingPathComponent("google.json")
        let foursquare = folder.appendingPathComponent("foursquare.json")
        try Self.bodies(count: 3_000, google: google, foursquare: foursquare)
        try sandbox.inject("/v1/*=body:\(google.path)")
        try sandbox.inject("/places/search=body:\(foursquare.path)")
        var foodybite = Foodybite(sandbox: sandbox)
        foodybite.home = folder.appendingPathComponent("home")
        foodybite.extraEnvironment = ["FOODYBITE_FOURSQUARE_URL": sandbox.baseURL, "FOODYBITE_FOURSQUARE_API_KEY": "fsq-key"]
        let query = [
            "nearby", "--location", "47.3220,5.0415", "--radius", "1500", "--limit", "60", "--provider", "google,foursquare",
        ]

        // When (the merge's work is counted, not timed, in ProximityMatchingTests)
        let online = try foodybite.run(query + ["--format", "json"], wrapper: ["/usr/bin/time", "-f", "rss-kb %M"])
        let offline = try foodybite.run(query + ["--format", "json", "--offline"])

        // Then
        XCTAssertEqual(online.code, 0, online.stderr)
        let kilobytes =
            online.stderr.split(separator: "\n").compactMap { line in
                line.hasPrefix("rss-kb ") ? Int(line.dropFirst(7)) : nil
            }.last ?? .max
        XCTAssertLessThan(kilobytes, 100_000, "peak memory, KiB")
        // One page of each was read: Google's 20 (merged with their Foursquare twins) and Foursquare's other 30
        XCTAssertEqual(online.jsonRows.count, 50)
        XCTAssertEqual(offline.code, 0, offline.stderr)
        XCTAssertEqual(
            offline.jsonRows.map { $0["placeID"] as? String }, online.jsonRows.map { $0["placeID"] as? String },
            "offline merges the rows online merged")
    }

    func test_nearby_osm_readsACitysThreeHundredThousandPlacesInChunks_within150MB() throws {
        // Given Overpass answering 300,000 places in the circle (31 MiB, `scripts/overpass-city.py`, as `make bench`
        // measures it) in chunks of 700 bytes (issue 66: 161-180 MB at peak, the bound being 150 MB)
        let folder = try Foodybite.makeHome(for: self)
        let body = folder.appendingPathComponent("city.json")
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let generator = try ProcessRunner.run(
            URL(fileURLWithPath: "/usr/bin/python3"),
            [root.appendingPathComponent("scripts/overpass-city.py").path, "300000", "short", body.path], environment: [:])
        XCTAssertEqual(generator.code, 0, generator.stderr)
        let sandbox = try SandboxProcess(["--fault", "/api/interpreter=pieces:700:\(body.path)"])
        defer { sandbox.stop() }
        var foodybite = Foodybite(sandbox: sandbox)
        foodybite.key = nil
        foodybite.home = folder.appendingPathComponent("home")
        foodybite.extraEnvironment["FOODYBITE_HTTP_TIMEOUT"] = "60"

        // When
        let run = try foodybite.run(
            ["nearby", "--location", "47.3220,5.0415", "--radius", "1500", "--format", "json"],
            wrapper: ["/usr/bin/time", "-f", "rss-kb %M"])

        // Then every place was read (and cached), the nearest 20 shown, within the bound
        XCTAssertEqual(run.code, 0, run.stderr)
        XCTAssertEqual(run.jsonRows.count, 20)
        XCTAssertTrue(run.stderr.contains("of 300000 places found"), run.stderr)
        let kilobytes =
            run.stderr.split(separator: "\n").compactMap { line in
                line.hasPrefix("rss-kb ") ? Int(line.dropFirst(7)) : nil
            }.last ?? .max
        XCTAssertLessThan(kilobytes, 150_000, "peak memory, KiB")
    }

    /// `count` places on a spiral around Dijon on each side; Foursquare's are 5 m from Google's, with the same names.
    private static func bodies(count: Int, google: URL, foursquare: URL) throws {
        var places: [[String: Any]] = []
        var results: [[String: Any]] = []
        for index in 0..<count {
            let angle = Double(index) * 0.7
            let meters = 20 + Double(index) * 0.45
            let latitude = 47.3220 + meters * cos(angle) / 111_195
            let longitude = 5.0415 + meters * sin(angle) / (111_195 * cos(47.322 * .pi / 180))
            let name = "Chez Numero \(index)"
            places.append([
                "id": "ChIJhostile\(index)", "displayName": ["text": name], "primaryType": "restaurant",
                "location": ["latitude": latitude, "longitude": longitude], "rating": 4.0, "businessStatus": "OPERATIONAL",
            ])
            results.append([
                "fsq_place_id": String(format: "%024x", index + 1), "name": name, "latitude": latitude + 0.00004,
                "longitude": longitude, "rating": 8.0,
            ])
        }
        try JSONSerialization.data(withJSONObject: ["places": places]).write(to: google)
        try JSONSerialization.data(withJSONObject: ["results": results]).write(to: foursquare)
    }
}
