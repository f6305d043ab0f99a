import Foundation
import XCTest

/// The reader's language, region, units and clock (issue 46), from the POSIX locale as the C library reads it, against
/// the sandbox: what each service is sent, OpenStreetMap's `name:fr` shown beside `name`, miles and a 12-hour clock in
/// the United States, and nothing changed in a C locale.
final class LanguageEndToEndTests: XCTestCase {
    private let centre = "47.3220000,5.0415000"

    func test_everyCommandThatReadsAGoogleInstant_withALocaleNameICUCannotRead_answersAsInTheCLocale() throws {
        // Given a locale whose language part has 12 letters (issue 55: ICU, reading it for Foundation's default
        // locale, wrote past a buffer: `details`, `search`, `route` and `nearby --near` exited 70)
        let sandbox = try SandboxProcess()
        defer { sandbox.stop() }
        var foodybite = Foodybite(sandbox: sandbox)
        let place = "ChIJhRozr5Cd8kcRzXWVpd5wDvU"
        let commands = [
            ["details", place], ["search", "bouillon", "--location", centre], ["route", place, "--location", centre],
            ["nearby", "--near", "Bouillon Notre Dame, Dijon", "--radius", "800"],
        ]
        for language in ["xxxxxxxxxxxx", "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx_XX.UTF-8", "en_US.UTF-8/../x"] {
            foodybite.extraEnvironment = ["LANG": language, "LC_ALL": language]

            // When / Then as in the C locale
            for command in commands {
                let run = try foodybite.run(command)
                XCTAssertEqual(run.code, 0, "\(language) \(command): \(run.stderr)")
            }
        }
    }

    func test_nearby_inFrench_sendsEachServiceTheLanguageAndRegionWhereItTakesThem() throws {
        // Given a user in France
        let (sandbox, foodybite) = try makeSUT(["LANG": "fr_FR.UTF-8"])
        defer { sandbox.stop() }
        var foursquare = foodybite
        foursquare.extraEnvironment.merge(["FOODYBITE_FOURSQUARE_URL": sandbox.baseURL, "FOODYBITE_FOURSQUARE_API_KEY": "k"]) {
            $1
        }

        // When
        let runs = try [
            foodybite.run(nearby(["--provider", "google"])),
            foodybite.run(nearby(["--provider", "google", "--places-api", "legacy"])),
            foodybite.run(["nearby", "--near", "Chez Nous", "--provider", "google", "--places-api", "legacy", "--radius", "500"]),
            foursquare.run(nearby(["--provider", "foursquare"])),
            foodybite.run(["nearby", "--near", "Dragon", "--provider", "osm", "--radius", "500"]),
        ]

        // Then
        for run in runs { XCTAssertEqual(run.code, 0, run.stderr) }
        let requests = try log(sandbox)
        let google = requests.filter { $0.path == "/v1/places:searchNearby" }
        XCTAssertEqual(google.first?.body, ["languageCode": "fr", "regionCode": "FR"])
        let legacyNearby = requests.filter { $0.path == "/maps/api/place/nearbysearch/json" }
        XCTAssertEqual(legacyNearby.first?.query["language"], "fr")
        XCTAssertNil(legacyNearby.first?.query["region"], "Nearby Search has no region")
        let legacyText = requests.filter { $0.path == "/maps/api/place/textsearch/json" }
        XCTAssertEqual(legacyText.first?.query["language"], "fr")
        XCTAssertEqual(legacyText.first?.query["region"], "fr")
        XCTAssertEqual(requests.first { $0.path == "/places/search" }?.acceptLanguage, "fr")
        XCTAssertEqual(requests.first { $0.path == "/search" }?.query["accept-language"], "fr")
    }

    func test_nearby_showsOpenStreetMapsNameInTheReadersLanguage_besideItsName_andJSONKeepsBoth() throws {
        // Given a restaurant whose OpenStreetMap name is English, with a French one, in a table wide enough for both
        // names whatever the OPEN column says at the suite's instant (issue 55: at 80 columns the name was cut in the
        // evening, when OPEN read 'open until 22:00', on the machine's clock)
        let (sandbox, foodybite) = try makeSUT(["LANG": "fr_FR.UTF-8", "COLUMNS": "120"])
        defer { sandbox.stop() }

        // When
        let table = try foodybite.run(nearby(["--provider", "osm"]))
        let json = try foodybite.run(nearby(["--provider", "osm", "--format", "json"]))
        let english = try foodybite.run(nearby(["--provider", "osm", "--format", "json", "--language", "en"]))

        // Then
        XCTAssertTrue(table.stdout.contains("Le Dragon d'Or (Golden Dragon)"), table.stdout)
        let row = json.jsonRows.first { $0["name"] as? String == "Golden Dragon" }
        XCTAssertEqual(row?["localName"] as? String, "Le Dragon d'Or")
        XCTAssertTrue(english.jsonRows.allSatisfy { $0["localName"] is NSNull }, english.stdout)
    }

    func test_nearby_inTheUnitedStates_showsMilesFeetAndA12HourClock_andJSONStaysTheSame() throws {
        // Given a user in New York's locale, Monday 23 November 2026 at 18:00 in Dijon
        let (sandbox, american) = try makeSUT(["LANG": "en_US.UTF-8", "FOODYBITE_NOW": "2026-11-23T18:00:00+01:00"])
        defer { sandbox.stop() }
        var plain = american
        plain.extraEnvironment["LANG"] = "C.UTF-8"

        // When
        let table = try american.run(nearby(["--provider", "osm"]))
        let metric = try plain.run(nearby(["--provider", "osm"]))
        let jsonImperial = try american.run(nearby(["--provider", "osm", "--format", "json", "--no-cache"]))
        let jsonMetric = try american.run(nearby(["--provider", "osm", "--format", "json", "--no-cache", "--units", "metric"]))
        let route = try american.run(["route", "ChIJlanguage1", "--location", centre])
        let osmID = try XCTUnwrap(jsonMetric.jsonRows.first?["placeID"] as? String)
        let details = try american.run(["details", osmID, "--open-at", "sun 12:30"])

        // Then
        XCTAssertTrue(table.stdout.contains(" ft "), table.stdout)
        XCTAssertTrue(table.stdout.contains("open until 10 PM"), table.stdout)
        XCTAssertTrue(metric.stdout.contains(" m ") && metric.stdout.contains("open until 22:00"), metric.stdout)
        XCTAssertEqual(jsonImperial.stdout, jsonMetric.stdout, "JSON keeps metres whatever the units")
        XCTAssertTrue(route.stdout.contains(" ft") || route.stdout.contains(" mi"), route.stdout)
        XCTAssertTrue(route.stdout.contains(" PM"), route.stdout)
        XCTAssertTrue(details.stdout.contains("11 AM-10 PM"), details.stdout)
        XCTAssertTrue(details.stdout.contains("Sun 12:30 PM: yes, until 10 PM"), details.stdout)
    }

    func test_nearby_radiusWithAUnit_isSentInMetres_andOutOfRangeSaysTheLimitInTheReadersUnits() throws {
        // Given
        let (sandbox, foodybite) = try makeSUT(["LANG": "C.UTF-8"])
        defer { sandbox.stop() }

        // When
        let half = try foodybite.run([
            "nearby", "--location", centre, "--radius", "0.5mi", "--format", "geojson", "--provider", "osm",
        ])
        let far = try foodybite.run(["nearby", "--location", centre, "--radius", "51km"])
        var american = foodybite
        american.extraEnvironment["LANG"] = "en_US.UTF-8"
        let farAmerican = try american.run(["nearby", "--location", centre, "--radius", "51km"])

        // Then
        XCTAssertEqual(half.code, 0, half.stderr)
        XCTAssertTrue(half.stdout.contains("\"radiusMeters\" : 805") || half.stdout.contains("\"radius\" : 805"), half.stdout)
        XCTAssertEqual(far.code, 64)
        XCTAssertTrue(far.stderr.contains("between 1 m and 50 km"), far.stderr)
        XCTAssertEqual(farAmerican.code, 64)
        XCTAssertTrue(farAmerican.stderr.contains("between 4 ft and 31.06 mi (got '51km')"), farAmerican.stderr)
    }

    func test_cache_writtenInFrench_isNotServedInGerman_andChangesStayQuietWhenOnlyTheLanguageChanged() throws {
        // Given a search run online in French, into one home
        var (sandbox, foodybite) = try makeSUT(["LANG": "fr_FR.UTF-8"])
        defer { sandbox.stop() }
        foodybite.home = try Foodybite.makeHome(for: self)
        _ = try foodybite.run(nearby(["--provider", "osm"]))
        let first = try foodybite.run(nearby(["--provider", "osm", "--changes"]))
        var german = foodybite
        german.extraEnvironment["LANG"] = "de_DE.UTF-8"

        // When
        let offlineGerman = try german.run(nearby(["--provider", "osm", "--offline", "--format", "json"]))
        let offlineFrench = try foodybite.run(nearby(["--provider", "osm", "--offline", "--format", "json"]))
        let changes = try german.run(nearby(["--provider", "osm", "--changes"]))

        // Then
        XCTAssertEqual(first.code, 0, first.stderr)
        XCTAssertTrue(offlineGerman.jsonRows.isEmpty, offlineGerman.stdout)
        XCTAssertFalse(offlineFrench.jsonRows.isEmpty, offlineFrench.stderr)
        XCTAssertEqual(changes.code, 0, changes.stderr)
        XCTAssertEqual(changes.stdout, "", "only the language changed")
    }

    // MARK: - Helpers

    private func nearby(_ extra: [String]) -> [String] {
        ["nearby", "--location", centre, "--radius", "500"] + extra
    }

    /// A sandbox whose data set is three restaurants in Dijon (one named in French on OpenStreetMap, open 11:00-22:00),
    /// and foodybite with a Google key in this environment.
    private func makeSUT(_ environment: [String: String]) throws -> (SandboxProcess, Foodybite) {
        let place = { (id: String, name: String, north: Double, tags: [String: String]) -> [String: Any] in
            [
                "id": "ChIJlanguage\(id)", "name": name, "lat": 47.322 + north, "lng": 5.0415,
                "types": ["restaurant", "food"], "neighbourhood": "Dijon", "osmTags": tags,
            ]
        }
        let places = [
            place("1", "Golden Dragon", 0.0005, ["name:fr": "Le Dragon d'Or", "opening_hours": "Mo-Su 11:00-22:00"]),
            place("2", "Chez Nous", -0.0008, ["opening_hours": "Mo-Su 11:00-22:00"]),
            place("3", "Le Bistrot", 0.0012, ["opening_hours": "Mo-Su 11:00-22:00"]),
        ]
        let file = try Foodybite.makeHome(for: self).appendingPathComponent("language.json")
        try JSONSerialization.data(withJSONObject: ["about": "language", "places": places]).write(to: file)
        let sandbox = try SandboxProcess(["--dataset", file.path])
        var foodybite = Foodybite(sandbox: sandbox)
        foodybite.extraEnvironment.merge(environment.merging(["TZ": "Europe/Paris"]) { first, _ in first }) { $1 }
        return (sandbox, foodybite)
    }

    private struct Logged {
        let path: String
        let query: [String: String]
        let acceptLanguage: String
        let body: [String: String]
    }

    private func log(_ sandbox: SandboxProcess) throws -> [Logged] {
        let answer = try HTTP.blocking("GET", sandbox.baseURL + "/sandbox/requests")
        let requests = (try JSONSerialization.jsonObject(with: answer.body) as? [String: Any])?["requests"] as? [[String: Any]]
        return (requests ?? []).map {
            Logged(
                path: $0["path"] as? String ?? "", query: $0["query"] as? [String: String] ?? [:],
                acceptLanguage: $0["acceptLanguage"] as? String ?? "", body: $0["bodyLanguage"] as? [String: String] ?? [:])
        }
    }
}
