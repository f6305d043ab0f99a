import Foundation
import XCTest

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// What the real engines showed (issue 42), with the real binary against the sandbox, which now behaves as they do:
/// Overpass's dispatcher refuses a fourth copy of a running query (an HTML page, HTTP 200), prints an area's hundreds of
/// tags sorted by key (France's `timezone` after 500 others), opens its answers with the real header and accepts
/// `(around:foo)`; OSRM's routes pass every maneuver its documentation lists.
final class OverpassAsTheRealOneEndToEndTests: XCTestCase {
    private let dijon = ["nearby", "--location", "47.3220,5.0415", "--radius", "300", "--format", "json", "--no-cache"]

    func test_nearby_aFourthCopyOfARunningQuery_isRefusedByTheDispatcher_andIsForNowInOverpassWords() throws {
        // Given three identical searches running on an Overpass that holds them (until the sandbox stops: however
        // slowly the machine starts the fourth process, the three still run when it asks)
        let sandbox = try SandboxProcess(["--fault", "POST /api/interpreter=hang*3"])
        defer { sandbox.stop() }
        var waiting = keyless(sandbox)
        waiting.extraEnvironment["FOODYBITE_HTTP_TIMEOUT"] = "60"
        let patient = waiting
        let group = DispatchGroup()
        let query = dijon
        for _ in 0..<3 {
            group.enter()
            DispatchQueue.global().async {
                _ = try? patient.run(query)
                group.leave()
            }
        }
        try waitForInterpreterRequests(3, on: sandbox)

        // When a fourth asks the same (the same text: the same timeout too)
        let fourth = try patient.run(dijon)
        sandbox.stop()
        group.wait()

        // Then it is refused for now (75) in Overpass's words, never as unreadable, and nothing is listed
        XCTAssertEqual(fourth.code, 75, fourth.stderr)
        XCTAssertTrue(fourth.stderr.contains("duplicate_query"), fourth.stderr)
        XCTAssertFalse(fourth.stderr.contains("cannot read"), fourth.stderr)
        XCTAssertEqual(fourth.stdout, "")
    }

    func test_nearby_judgesHoursInTheZoneOfAnAreaWithHundredsOfTags() throws {
        // Given France's area with more than 500 tags, printed sorted by key (`timezone` among the last), a machine
        // on UTC, and Thursday 26 November 2026 at 12:00 UTC (13:00 in Dijon)
        let sandbox = try SandboxProcess()
        defer { sandbox.stop() }
        let area = try overpass(
            "[out:json][timeout:5];\nis_in(47.322,5.0415)->.here;\n(area.here[\"timezone\"];);\nout tags;\n(nwr[\"amenity\"=\"none\"](around:1,47.322,5.0415););\nout center tags;",
            sandbox)
        let tags = try XCTUnwrap(((area["elements"] as? [[String: Any]])?.first?["tags"]) as? [String: String])
        XCTAssertGreaterThan(tags.count, 500, "the sandbox's France must be as large as the real one")
        var foodybite = keyless(sandbox)
        foodybite.extraEnvironment["TZ"] = "UTC"
        foodybite.extraEnvironment["FOODYBITE_NOW"] = "2026-11-26T12:00:00Z"

        // When
        let run = try foodybite.run([
            "nearby", "--location", "47.3220,5.0415", "--radius", "1500", "--limit", "60", "--format", "json", "--no-cache",
        ])

        // Then a place open 10:00-22:00 in Dijon closes at 21:00 UTC, not 22:00; one open 07:00-19:00 at 18:00 UTC
        XCTAssertEqual(run.code, 0, run.stderr)
        for (hours, closing) in [
            ("10:00-22:00", "2026-11-26T21:00:00Z"), ("Mo-Su 07:00-19:00; Dec 25 off", "2026-11-26T18:00:00Z"),
        ] {
            let rows = run.jsonRows.filter { $0["openingHours"] as? String == hours }
            XCTAssertFalse(rows.isEmpty, run.stdout)
            XCTAssertTrue(rows.allSatisfy { $0["closesAt"] as? String == closing }, "\(hours): \(rows)")
        }
    }

    func test_nearbyOpenNow_aFrenchPlaceClosedOnPublicHolidays_isJudgedByFrancesCalendar_notFranceMetropolitainesFX() throws {
        // Given a restaurant in Dijon closed on public holidays, inside France (FR) and France métropolitaine (FX, a
        // reserved code, admin_level 3: the smaller area), on a machine in Paris
        let place: [String: Any] = [
            "id": "ChIJfx1", "name": "Fermé les fériés", "lat": 47.3221, "lng": 5.0416, "types": ["restaurant", "food"],
            "neighbourhood": "Dijon", "osmTags": ["opening_hours": "Mo-Su 11:00-23:00; PH off"],
        ]
        let file = try Foodybite.makeHome(for: self).appendingPathComponent("dijon.json")
        try JSONSerialization.data(withJSONObject: ["about": "one place in Dijon", "places": [place]]).write(to: file)
        let sandbox = try SandboxProcess(["--dataset", file.path])
        defer { sandbox.stop() }
        var foodybite = keyless(sandbox)
        foodybite.extraEnvironment["TZ"] = "Europe/Paris"

        // When, on Bastille Day and on the day after, at noon
        var holiday = foodybite
        holiday.extraEnvironment["FOODYBITE_NOW"] = "2026-07-14T12:00:00+02:00"
        let onHoliday = try holiday.run(dijon + ["--open-now"])
        var workday = foodybite
        workday.extraEnvironment["FOODYBITE_NOW"] = "2026-07-15T12:00:00+02:00"
        let onWorkday = try workday.run(dijon + ["--open-now"])

        // Then France's holidays apply: closed on the 14th, open on the 15th (with FX as its country, PH was unknown
        // every day and the place never listed)
        XCTAssertEqual(onHoliday.code, 0, onHoliday.stderr)
        XCTAssertEqual(onHoliday.jsonRows.count, 0, onHoliday.stdout)
        XCTAssertEqual(onWorkday.code, 0, onWorkday.stderr)
        XCTAssertEqual(onWorkday.jsonRows.compactMap { $0["name"] as? String }, ["Fermé les fériés"], onWorkday.stderr)
    }

    func test_overpass_answersWithTheRealHeaderTagsSortedByKeyAndNothingForAnUnreadableAround() throws {
        let sandbox = try SandboxProcess()
        defer { sandbox.stop() }

        // When
        let answer = try HTTP.blocking(
            request(
                "[out:json][timeout:5];\n(nwr[\"amenity\"~\"^(restaurant)$\"][\"name\"](around:300,47.322,5.0415););\nout center tags;",
                sandbox))
        let around = try overpass("[out:json][timeout:5];\n(nwr[\"amenity\"](around:foo););\nout center tags;", sandbox)

        // Then
        let text = String(decoding: answer, as: UTF8.self)
        XCTAssertTrue(text.hasPrefix(#"{"version":0.6,"generator":"Overpass API"#), String(text.prefix(200)))
        XCTAssertTrue(text.contains(#""timestamp_osm_base":"""#), String(text.prefix(300)))
        XCTAssertEqual(
            text.components(separatedBy: #"{"type":""#).count, text.components(separatedBy: #""tags":{"#).count,
            "each element starts with its type (then its id)")
        let tagKeys = text.components(separatedBy: #""tags":{"#).dropFirst().map { element in
            element.components(separatedBy: "}").first?.components(separatedBy: #"",""#).compactMap {
                $0.components(separatedBy: #"":""#).first?.replacingOccurrences(of: "\"", with: "")
            } ?? []
        }
        XCTAssertFalse(tagKeys.isEmpty)
        XCTAssertTrue(
            tagKeys.allSatisfy { keys in keys == keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) } }, "\(tagKeys)")
        XCTAssertEqual((around["elements"] as? [Any])?.count, 0)
    }

    func test_route_wordsEveryManeuverOSRMDocuments() throws {
        // Given the sandbox's OSRM, whose routes pass every maneuver type and modifier
        let sandbox = try SandboxProcess()
        defer { sandbox.stop() }

        // When
        let route = try keyless(sandbox).at80Columns.run(["route", "osm:node/2013899576", "--location", "47.3220,5.0415"])

        // Then
        XCTAssertEqual(route.code, 0, route.stderr)
        for words in [
            "1. Head north on Rue du Sandbox", "Continue onto Avenue du Sandbox",
            "Enter the roundabout and take the 2nd exit onto Boulevard des Maquettes",
            "Enter Place de l'Étoile and take the 3rd exit", "Exit the roundabout onto Quai des Essais",
            "At the roundabout, turn left", "Keep left onto Voie Rapide", "Merge right onto", "Take the ramp on the right",
            "At the end of the road, turn left", "Make a U-turn", "Go straight onto", "Turn left onto Rue du Futur",
            "Arrive at the place, on the right",
        ] {
            XCTAssertTrue(route.stdout.contains(words), "\(words):\n\(route.stdout)")
        }
        for wrong in ["Turn straight", "Head left", "Head right", "uturn", "teleport", "Continue onto Rue des Tests"] {
            XCTAssertFalse(route.stdout.contains(wrong), "\(wrong):\n\(route.stdout)")
        }
    }

    // MARK: - Helpers

    private func keyless(_ sandbox: SandboxProcess) -> Foodybite {
        var foodybite = Foodybite(sandbox: sandbox)
        foodybite.key = nil
        foodybite.extraEnvironment["FOODYBITE_RETRIES"] = "0"
        return foodybite
    }

    private func request(_ query: String, _ sandbox: SandboxProcess) throws -> URLRequest {
        var request = URLRequest(url: try XCTUnwrap(URL(string: sandbox.baseURL + "/api/interpreter")))
        request.httpMethod = "POST"
        var allowed = CharacterSet.alphanumerics
        allowed.insert(charactersIn: "-._~")
        request.httpBody = Data(("data=" + (query.addingPercentEncoding(withAllowedCharacters: allowed) ?? "")).utf8)
        return request
    }

    private func overpass(_ query: String, _ sandbox: SandboxProcess) throws -> [String: Any] {
        let body = try HTTP.blocking(try request(query, sandbox))
        return try XCTUnwrap(
            try JSONSerialization.jsonObject(with: body) as? [String: Any], String(decoding: body, as: UTF8.self))
    }

    private func waitForInterpreterRequests(_ count: Int, on sandbox: SandboxProcess) throws {
        for _ in 0..<200 {
            let answer = try HTTP.blocking("GET", sandbox.baseURL + "/sandbox/requests")
            let requests =
                (try JSONSerialization.jsonObject(with: answer.body) as? [String: Any])?["requests"] as? [[String: Any]]
            if (requests ?? []).filter({ $0["path"] as? String == "/api/interpreter" }).count >= count { return }
            Thread.sleep(forTimeInterval: 0.05)
        }
        XCTFail("the sandbox never received \(count) Overpass requests")
    }
}
