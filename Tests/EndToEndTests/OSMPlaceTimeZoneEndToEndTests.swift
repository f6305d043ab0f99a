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

    func test_nearbyOpenNow_acrossABorder_judgesEachPlaceOnItsOwnSidesClockAndHolidays() throws {
        // Given a restaurant in Badajoz (Spain, Madrid's time) and one in Elvas (Portugal, an hour behind), both open
        // 12:00-15:00 but on public holidays, searched from Badajoz
        let (sandbox, foodybite) = try border()
        defer { sandbox.stop() }
        var wednesday = foodybite
        wednesday.extraEnvironment["FOODYBITE_NOW"] = "2026-11-25T14:30:00Z"  // 14:30 in Elvas, 15:30 in Badajoz
        var restoration = foodybite
        restoration.extraEnvironment["FOODYBITE_NOW"] = "2026-12-01T13:30:00Z"  // Portugal's Restoration Day

        // When
        let open = try wednesday.run(Self.border + ["--open-now"])
        let openAt = try foodybite.run(Self.border + ["--open-at", "2026-11-25T14:30:00Z"])
        let holiday = try restoration.run(Self.border + ["--open-now"])
        let details = try wednesday.run(["details", Self.elvas(open), "--format", "json"])

        // Then Elvas is judged at 14:30 Lisbon time (open) and Badajoz at 15:30 Madrid time (closed), as details of
        // the Elvas place says; on 1 December Elvas is closed (a holiday in Portugal, not in Spain)
        XCTAssertEqual(open.code, 0, open.stderr)
        XCTAssertEqual(open.jsonRows.compactMap { $0["name"] as? String }, ["Tasca de Elvas"])
        XCTAssertEqual(openAt.jsonRows.compactMap { $0["name"] as? String }, ["Tasca de Elvas"], openAt.stderr)
        XCTAssertEqual(holiday.jsonRows.compactMap { $0["name"] as? String }, ["Mesón de Badajoz"], holiday.stderr)
        let object = try JSONSerialization.jsonObject(with: Data(details.stdout.utf8)) as? [String: Any]
        XCTAssertEqual(object?["isOpen"] as? Bool, true, details.stdout)
        let log = try HTTP.blocking("GET", sandbox.baseURL + "/sandbox/requests")
        let requests = (try JSONSerialization.jsonObject(with: log.body) as? [String: Any])?["requests"] as? [[String: Any]]
        XCTAssertEqual(
            (requests ?? []).filter { $0["path"] as? String == "/api/interpreter" }.count, 4,
            "one Overpass request a search (three) and one for details: each place's areas come with the places")
    }

    func test_nearbyAndDetails_whereNoZoneIsKnown_judgeNoHours_andSaySo_neverOnTheUsersClock() throws {
        // Given a restaurant open all day at sea, where no area and no zone of the table is (issue 56), asked by a
        // user in Paris at noon
        let place: [String: Any] = [
            "id": "ChIJatsea", "name": "Galley", "lat": 0.5, "lng": -30.0, "types": ["restaurant", "food"],
            "neighbourhood": "Atlantic", "osmTags": ["opening_hours": "Mo-Su 00:00-24:00"],
        ]
        let (sandbox, foodybite) = try keyless([place], named: "sea")
        defer { sandbox.stop() }
        let search = [
            "nearby", "--location", "0.5,-30", "--radius", "1000", "--format", "json", "--no-cache", "--provider", "osm",
        ]

        // When
        let open = try foodybite.run(search + ["--open-now"])
        let all = try foodybite.run(search)
        let details = try foodybite.run(["details", all.jsonRows.first?["placeID"] as? String ?? "osm:node/1"])

        // Then: listed, neither open nor closed; left out by the hours filter; said on stderr and in details
        let note = "1 place's hours were not judged: no time zone is known where it is (never read on your clock)"
        XCTAssertEqual(open.code, 0, open.stderr)
        XCTAssertEqual(open.jsonRows.count, 0, open.stdout)
        XCTAssertTrue(open.stderr.contains(note), open.stderr)
        XCTAssertEqual(all.jsonRows.compactMap { $0["name"] as? String }, ["Galley"], all.stderr)
        XCTAssertTrue(all.jsonRows.first?["isOpen"] is NSNull || all.jsonRows.first?["isOpen"] == nil, all.stdout)
        XCTAssertTrue(all.stderr.contains(note), all.stderr)
        XCTAssertEqual(details.code, 0, details.stderr)
        XCTAssertTrue(details.stdout.contains("(not judged: no time zone is known where it is)"), details.stdout)
    }

    // MARK: - Helpers

    private static let border = [
        "nearby", "--location", "38.8794,-6.9707", "--radius", "20000", "--format", "json", "--no-cache", "--provider", "osm",
    ]

    /// The Elvas place's id, from a run that lists it.
    private static func elvas(_ run: ProcessRunner.Result) -> String {
        run.jsonRows.first { $0["name"] as? String == "Tasca de Elvas" }?["placeID"] as? String ?? "osm:node/1"
    }

    /// A sandbox whose data set is a restaurant on each side of the Spanish-Portuguese border, and a keyless foodybite
    /// in Paris's time zone.
    private func border() throws -> (SandboxProcess, Foodybite) {
        let place = { (id: String, name: String, lat: Double, lng: Double) -> [String: Any] in
            [
                "id": "ChIJborder\(id)", "name": name, "lat": lat, "lng": lng, "types": ["restaurant", "food"],
                "neighbourhood": name, "osmTags": ["opening_hours": "Mo-Su 12:00-15:00; PH off"],
            ]
        }
        return try keyless(
            [place("es", "Mesón de Badajoz", 38.8794, -6.9707), place("pt", "Tasca de Elvas", 38.8810, -7.1630)],
            named: "border")
    }

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
        return try keyless(places, named: "shibuya")
    }

    /// A sandbox whose data set is these places, and a keyless foodybite in Paris's time zone.
    private func keyless(_ places: [[String: Any]], named name: String) throws -> (SandboxProcess, Foodybite) {
        let file = try Foodybite.makeHome(for: self).appendingPathComponent(name + ".json")
        try JSONSerialization.data(withJSONObject: ["about": name, "places": places]).write(to: file)
        let sandbox = try SandboxProcess(["--dataset", file.path])
        var foodybite = Foodybite(sandbox: sandbox)
        foodybite.key = nil
        foodybite.extraEnvironment["TZ"] = "Europe/Paris"
        return (sandbox, foodybite)
    }
}
