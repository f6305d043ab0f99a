import Foundation
import XCTest

/// A foodybite whose embedded table of zones is damaged (issue 66: every search that judged hours failed): the table
/// is checked once, refused with one warning, and the places whose zone only it gave are counted as not judged.
final class DamagedZoneTableEndToEndTests: XCTestCase {
    func test_nearby_openNow_refusesADamagedZoneTableWithOneWarning_andStillAnswers() throws {
        // Given a copy of the binary with one zone's name in its table spoiled, and a place near Dijon whose map data
        // names neither zone nor country (its zone comes from the table)
        let home = try Foodybite.makeHome(for: self)
        let damaged = try Self.copyWithDamagedTable(into: home)
        let body: [String: Any] = [
            "version": 0.6,
            "elements": [
                [
                    "type": "node", "id": 3, "lat": 47.3221, "lon": 5.0416,
                    "tags": ["amenity": "restaurant", "name": "Three", "opening_hours": "Mo-Su 11:00-23:00"],
                ]
            ],
        ]
        let file = home.appendingPathComponent("overpass.json")
        try JSONSerialization.data(withJSONObject: body).write(to: file)
        let sandbox = try SandboxProcess(["--fault", "POST /api/interpreter=body:\(file.path)"])
        defer { sandbox.stop() }
        var foodybite = Foodybite(sandbox: sandbox)
        foodybite.key = nil
        foodybite.extraEnvironment.merge(["TZ": "Europe/Paris", "FOODYBITE_NOW": "2026-07-15T12:00:00+02:00"]) { $1 }
        let search = ["nearby", "--location", "47.3220,5.0415", "--radius", "1500", "--no-cache", "--format", "json"]

        // When
        let sound = try foodybite.run(search + ["--open-now"])
        let judged = try foodybite.run(search + ["--open-now"], executable: damaged)
        let listed = try foodybite.run(search, executable: damaged)

        // Then the sound table puts it in Paris's zone (open at noon); the damaged one is refused in one line
        XCTAssertEqual(sound.jsonRows.compactMap { $0["placeID"] as? String }, ["osm:node/3"], sound.stderr)
        XCTAssertEqual(judged.code, 0, judged.stderr)
        XCTAssertEqual(judged.jsonRows.count, 0)
        let warnings = judged.stderr.split(separator: "\n").filter { $0.contains("time-zone table") }
        XCTAssertEqual(
            warnings,
            [
                "foodybite: warning: the time-zone table built into foodybite is damaged (its zone \"Europe/Pxris\" is no time zone): hours are judged only where the map data names the zone; reinstall foodybite"
            ], judged.stderr)
        XCTAssertTrue(judged.stderr.contains("1 place's hours were not judged: no time zone is known"), judged.stderr)
        XCTAssertEqual(listed.code, 0, listed.stderr)
        XCTAssertEqual(listed.jsonRows.compactMap { $0["placeID"] as? String }, ["osm:node/3"])
    }

    // MARK: - Helpers

    /// The binary with "Europe/Paris" in its table of zones made "Europe/Pxris"; skipped for a build without the
    /// table (`make test` makes it: FOODYBITE_REQUIRE_ZONES=1).
    private static func copyWithDamagedTable(into directory: URL) throws -> URL {
        let zones = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent(".build-zones/zones.bin")
        let table = FileManager.default.contents(atPath: zones.path)
        try XCTSkipIf(table == nil && ProcessInfo.processInfo.environment["FOODYBITE_REQUIRE_ZONES"] != "1", "no zone table")
        let start = try XCTUnwrap(table).prefix(4_096)
        var binary = try Data(contentsOf: Binaries.foodybite)
        let embedded = try XCTUnwrap(binary.range(of: start), "the binary embeds the table").lowerBound
        let name = try XCTUnwrap(binary.range(of: Data("Europe/Paris".utf8), in: embedded..<binary.endIndex)).lowerBound
        binary[name + 8] = UInt8(ascii: "x")
        let copy = directory.appendingPathComponent("foodybite")
        try binary.write(to: copy)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: copy.path)
        return copy
    }
}
