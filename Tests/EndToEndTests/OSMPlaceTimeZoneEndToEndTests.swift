import Foundation
import XCTest

/// OpenStreetMap's hours judged where the place is (issue 31): the sandbox's Overpass answers `is_in` with the areas
/// around the search's centre (Japan: `timezone=Asia/Tokyo`, `ISO3166-1=JP`), so a user in Paris asking about Tokyo
/// gets Tokyo's clock and Japan's holidays.
final class OSMPlaceTimeZoneEndToEndTests: XCTestCase {
    func test_nearbyOpenNow_nearTokyoFromParis_judgesTheHoursAtTokyoTime() throws {
        // Given three restaurants in Shibuya (lunch only, dinner only, all day but closed on public holidays), asked
        // from Paris at 04:30 on Wednesday 25 November 2026: 12:30 in Tokyo
        let (sandbox, foodybite) = try shibuya()
        defer { sandbox.stop() }
        var wednesday = foodybite
        wednesday.extraEnvironment["FOODYBITE_NOW"] = "2026-11-25T04:30:00+01:00"

        // When
        let run = try wednesday.run(Self.nearby + ["--open-now"])
        let everything = try wednesday.run(Self.nearby)

        // Then the lunch place and the all-day place are open (at Paris time, 04:30, none would be)
        XCTAssertEqual(run.code, 0, run.stderr)
        XCTAssertEqual(Set(run.jsonRows.compactMap { $0["name"] as? String }), ["Ramen Hiru", "Izakaya Zutto"])
        XCTAssertEqual(everything.jsonRows.count, 3, everything.stderr)
        let log = try HTTP.blocking("GET", sandbox.baseURL + "/sandbox/requests")
        let requests = (try JSONSerialization.jsonObject(with: log.body) as? [String: Any])?["requests"] as? [[String: Any]]
        let overpass = (requests ?? []).filter { $0["path"] as? String == "/api/interpreter" }
        XCTAssertEqual(overpass.count, 2, "one Overpass request a run: the places and their areas together")
    }

    func test_nearbyOpenNow_nearTokyoOnAJapanesePublicHoliday_leavesOutThePlaceClosedOnPH() throws {
        // Given the same places on Monday 23 November 2026 (Labour Thanksgiving Day) at 12:30 in Tokyo
        let (sandbox, foodybite) = try shibuya()
        defer { sandbox.stop() }
        var holiday = foodybite
        holiday.extraEnvironment["FOODYBITE_NOW"] = "2026-11-23T04:30:00+01:00"

        // When
        let run = try holiday.run(Self.nearby + ["--open-now"])

        // Then (opening-hours-py agrees: `PH off` is closed on that day)
        XCTAssertEqual(run.code, 0, run.stderr)
        XCTAssertEqual(run.jsonRows.compactMap { $0["name"] as? String }, ["Ramen Hiru"])
    }

    // MARK: - Helpers

    private static let nearby = ["nearby", "--near", "Shibuya, Tokyo", "--radius", "1000", "--format", "json", "--no-cache"]

    /// A sandbox whose data set is three places in Shibuya, and a keyless foodybite in Paris's time zone.
    private func shibuya() throws -> (SandboxProcess, Foodybite) {
        let place = { (id: Int, name: String, hours: String) -> [String: Any] in
            [
                "id": "ChIJshibuya\(id)", "name": name, "lat": 35.6595 + Double(id) * 0.0002, "lng": 139.7005,
                "types": ["ramen_restaurant", "restaurant", "food"], "neighbourhood": "Shibuya, Tokyo",
                "osmTags": ["opening_hours": hours],
            ]
        }
        let places = [
            place(1, "Ramen Hiru", "Mo-Su 11:00-15:00"), place(2, "Yakitori Yoru", "Mo-Su 18:00-23:00"),
            place(3, "Izakaya Zutto", "Mo-Su 11:00-23:00; PH off"),
        ]
        let file = try Foodybite.makeHome(for: self).appendingPathComponent("shibuya.json")
        try JSONSerialization.data(withJSONObject: ["about": "three places in Shibuya", "places": places]).write(to: file)
        let sandbox = try SandboxProcess(["--dataset", file.path])
        var foodybite = Foodybite(sandbox: sandbox)
        foodybite.key = nil
        foodybite.extraEnvironment["TZ"] = "Europe/Paris"
        return (sandbox, foodybite)
    }
}
