import Foundation
import XCTest

/// OpenStreetMap (issue 23) with the real binary against the sandbox's Overpass and Nominatim: no key at all, the
/// filters only map data answers, opening hours at fixed instants, the three providers merged, retries, a failed
/// query's `remark`, and Nominatim's User-Agent and spacing. Expected answers are worked out here from the sandbox's
/// raw Overpass elements and their tags, independently of foodybite's own reading of them.
final class OSMEndToEndTests: ClassSandboxTestCase {
    private let dijon = ["nearby", "--location", "47.3220,5.0415", "--radius", "1500", "--limit", "60", "--format", "json"]

    override class func setUp() {
        ClassSandbox.start(for: self)
    }

    override class func tearDown() {
        ClassSandbox.stop(for: self)
    }

    func test_nearby_withNoKeyAtAll_listsTheNamedRestaurantsInTheCircleFromOpenStreetMap() throws {
        // Given no Google or Foursquare key
        let (foodybite, elements) = try keyless()

        // When
        let json = try foodybite.run(dijon)
        let table = try foodybite.run(Array(dijon.dropLast(2)))

        // Then every named restaurant and fast food in the circle (ways at their centre), nearest first
        XCTAssertEqual(json.code, 0, json.stderr)
        let expected = elements.filter { $0.isNamed && ["restaurant", "fast_food"].contains($0.tags["amenity"] ?? "") }
        XCTAssertGreaterThan(expected.count, 5)
        XCTAssertTrue(expected.contains { $0.id.hasPrefix("osm:way/") }, "ways too")
        XCTAssertEqual(Set(json.jsonRows.compactMap { $0["placeID"] as? String }), Set(expected.map(\.id)))
        let distances = json.jsonRows.compactMap { $0["distanceMeters"] as? Int }
        XCTAssertEqual(distances, distances.sorted())
        XCTAssertFalse(json.stdout.contains("osm:node/9000000001"), "an unnamed restaurant is left out")
        XCTAssertFalse(json.stdout.contains("Chez Fermé"), "a disused one too")
        XCTAssertTrue(json.jsonRows.allSatisfy { $0["rating"] is NSNull && $0["provider"] as? String == "osm" })
        XCTAssertTrue(json.jsonRows.allSatisfy { ($0["attribution"] as? String)?.contains("OpenStreetMap contributors") == true })
        XCTAssertTrue(json.stderr.contains("no Google or Foursquare key is configured: asking OpenStreetMap"), json.stderr)
        XCTAssertEqual(table.code, 0, table.stderr)
        XCTAssertTrue(table.stderr.contains("Map data © OpenStreetMap contributors"), table.stderr)
    }

    func test_nearby_mapDataFilters_returnExactlyTheTaggedPlaces() throws {
        let (foodybite, elements) = try keyless()
        let restaurants = elements.filter { $0.isNamed && ["restaurant", "fast_food"].contains($0.tags["amenity"] ?? "") }
        let cases: [([String], (SandboxElement) -> Bool)] = [
            (["--diet", "vegan"], { ["yes", "only"].contains($0.tags["diet:vegan"] ?? "") }),
            (["--wheelchair"], { $0.tags["wheelchair"] == "yes" }),
            (["--outdoor-seating"], { $0.tags["outdoor_seating"] == "yes" }),
            (
                ["--diet", "vegetarian", "--wheelchair"],
                { $0.tags["diet:vegetarian"] == "yes" && $0.tags["wheelchair"] == "yes" }
            ),
        ]
        for (flags, tagged) in cases {
            // When
            let run = try foodybite.run(dijon + flags)

            // Then
            XCTAssertEqual(run.code, 0, "\(flags): \(run.stderr)")
            let expected = Set(restaurants.filter(tagged).map(\.id))
            XCTAssertFalse(expected.isEmpty, "\(flags): the data set has such places")
            XCTAssertEqual(Set(run.jsonRows.compactMap { $0["placeID"] as? String }), expected, "\(flags)")
        }
    }

    func test_nearby_kinds_askOverpassForTheirTagsAndListExactlyThosePlaces() throws {
        let (foodybite, elements) = try keyless()
        let cases: [(kinds: String, tagged: (SandboxElement) -> Bool)] = [
            ("cafe", { $0.tags["amenity"] == "cafe" }), ("bar", { ["bar", "pub"].contains($0.tags["amenity"] ?? "") }),
            ("bakery", { $0.tags["shop"] == "bakery" }), ("fast-food", { $0.tags["amenity"] == "fast_food" }),
            ("cafe,bakery", { $0.tags["amenity"] == "cafe" || $0.tags["shop"] == "bakery" }),
        ]
        for (kinds, tagged) in cases {
            // When
            let run = try foodybite.run(dijon + ["--kind", kinds, "--provider", "osm"])

            // Then
            XCTAssertEqual(run.code, 0, "\(kinds): \(run.stderr)")
            let expected = Set(elements.filter { $0.isNamed && tagged($0) }.map(\.id))
            XCTAssertFalse(expected.isEmpty, kinds)
            XCTAssertEqual(Set(run.jsonRows.compactMap { $0["placeID"] as? String }), expected, kinds)
        }
    }

    func test_nearby_cuisinePizza_listsExactlyThePizzerias() throws {
        // Given the synthetic Milan (Dijon's data set has no pizzeria near its centre)
        let sandbox = try SandboxProcess(["--synthetic", "400"])
        defer { sandbox.stop() }
        let (foodybite, elements) = try keyless(sandbox, around: "45.4642000,9.1900000", radius: 250)

        // When
        let run = try foodybite.run([
            "nearby", "--location", "45.4642,9.1900", "--radius", "250", "--limit", "60", "--format", "json", "--cuisine",
            "pizza",
        ])

        // Then
        XCTAssertEqual(run.code, 0, run.stderr)
        let pizzerias = elements.filter {
            $0.isNamed && ($0.tags["cuisine"] ?? "").split(separator: ";").contains("pizza")
                && ["restaurant", "fast_food"].contains($0.tags["amenity"] ?? "")
        }
        XCTAssertGreaterThan(pizzerias.count, 2)
        XCTAssertLessThan(pizzerias.count, elements.filter(\.isNamed).count, "not every place is a pizzeria")
        XCTAssertEqual(Set(run.jsonRows.compactMap { $0["placeID"] as? String }), Set(pizzerias.map(\.id)))
    }

    func test_nearby_openNow_onAFrenchPublicHoliday_leavesOutThePlacesClosedOnPH() throws {
        // Given Overpass's answer of three French places near Dijon, one closed on public holidays, one whose hours
        // name no holiday, one with no country (its PH unknown), asked on 14 July at noon
        let place = { (id: Int, hours: String, country: String?) -> [String: Any] in
            var tags = ["amenity": "restaurant", "name": "Place \(id)", "opening_hours": hours]
            tags["addr:country"] = country
            return ["type": "node", "id": id, "lat": 47.322 + Double(id) * 0.0001, "lon": 5.0415, "tags": tags]
        }
        let body: [String: Any] = [
            "version": 0.6,
            "elements": [
                place(1, "Mo-Su 11:00-23:00; PH off", "FR"), place(2, "Mo-Sa 11:30-14:30,18:30-22:30; Su off", "FR"),
                place(3, "Mo-Su 11:00-23:00; PH off", nil),
            ],
        ]
        let file = try Foodybite.makeHome(for: self).appendingPathComponent("overpass.json")
        try JSONSerialization.data(withJSONObject: body).write(to: file)
        let sandbox = try SandboxProcess(["--fault", "POST /api/interpreter=body:\(file.path)"])
        defer { sandbox.stop() }
        var foodybite = Foodybite(sandbox: sandbox)
        foodybite.key = nil
        foodybite.extraEnvironment.merge(["TZ": "Europe/Paris"]) { $1 }

        // When
        var holiday = foodybite
        holiday.extraEnvironment["FOODYBITE_NOW"] = "2026-07-14T12:00:00+02:00"
        let onHoliday = try holiday.run(dijon + ["--open-now", "--no-cache"])
        var workday = foodybite
        workday.extraEnvironment["FOODYBITE_NOW"] = "2026-07-15T12:00:00+02:00"
        let onWorkday = try workday.run(dijon + ["--open-now", "--no-cache"])

        // Then (opening-hours-py agrees: closed on 14 July, open on the 15th; hours that name no holiday apply on one;
        // the place whose map data names no country is in France by its point, the table of zones says: issue 56)
        XCTAssertEqual(onHoliday.code, 0, onHoliday.stderr)
        XCTAssertEqual(onHoliday.jsonRows.compactMap { $0["placeID"] as? String }, ["osm:node/2"])
        XCTAssertEqual(
            Set(onWorkday.jsonRows.compactMap { $0["placeID"] as? String }), ["osm:node/1", "osm:node/2", "osm:node/3"])
    }

    func test_nearby_openNow_judgesTheHoursAsWrittenAtFixedInstantsPastMidnightToo() throws {
        // Given the hours the data set uses, and what each says at three instants in Dijon (worked out by hand;
        // nil: a value a parser must call unknown, never open)
        let (foodybite, elements) = try keyless()
        // Open at [Tuesday 23:30, Saturday 01:30, Monday 12:00]
        let table: [String: [Bool]?] = [
            "Mo-Sa 11:30-14:30,18:30-22:30; Su off": [false, false, true],
            "Tu-Su 12:00-14:00, 19:00-23:00": [false, false, false], "24/7": [true, true, true],
            "Mo-Fr 08:00-18:00; Sa 09:00-13:00": [false, false, true],
            "Fr-Sa 18:00-02:00; Su-Th 18:00-23:30": [false, true, false],
            // PH by France's holidays: the sandbox's places carry addr:country=FR (none of the three is a holiday).
            "Mo-Su 11:00-23:00; PH off": [false, false, true],
            "Mo-Fr 12:00-14:00,19:00-22:00 \"reservations only\"": [false, false, true],
            "sunrise-sunset": [false, false, true],
            "Mo-Th 17:00-01:00; Fr,Sa 17:00-03:00": [true, true, false],
            "Mo 10:00-12:00, Tu-Fr 10:00-20:00": [false, false, false], "Mo-Su 07:00-19:00; Dec 25 off": [false, false, true],
            // By appointment on a weekend: unknown (the specification's reading of a comment alone), never open.
            "10:00-22:00": [false, false, true], "Mo-Fr 11:00-15:00 || \"by appointment\"": [false, false, true],
            "We-Mo 18:00-24:00; Tu off": [false, false, false],
        ]
        let instants = ["2026-11-24T23:30:00+01:00", "2026-11-28T01:30:00+01:00", "2026-11-23T12:00:00+01:00"]
        let restaurants = elements.filter { $0.isNamed && ["restaurant", "fast_food"].contains($0.tags["amenity"] ?? "") }
        for (index, instant) in instants.enumerated() {
            // When
            var atInstant = foodybite
            atInstant.extraEnvironment.merge(["FOODYBITE_NOW": instant, "TZ": "Europe/Paris"]) { $1 }
            let run = try atInstant.run(dijon + ["--open-now"])

            // Then
            XCTAssertEqual(run.code, 0, run.stderr)
            let expected = restaurants.filter { element in
                guard let hours = element.tags["opening_hours"], let known = table[hours] else { return false }
                return known?[index] ?? false
            }
            XCTAssertFalse(expected.isEmpty, instant)
            XCTAssertEqual(Set(run.jsonRows.compactMap { $0["placeID"] as? String }), Set(expected.map(\.id)), instant)
        }
        XCTAssertTrue(Set(restaurants.compactMap { $0.tags["opening_hours"] }).isSubset(of: Set(table.keys)))
    }

    func test_nearby_keylessTableAt80Columns_showsAddressesAndHours_andDetailsShowTheWeek() throws {
        // Given no key, 80 columns, Wednesday 25 November 2026 at 12:30 in Dijon
        var (foodybite, elements) = try keyless()
        foodybite.extraEnvironment.merge([
            "COLUMNS": "80", "TZ": "Europe/Paris", "FOODYBITE_NOW": "2026-11-25T12:30:00+01:00", "LANG": "C.UTF-8",
        ]) {
            $1
        }
        let restaurants = elements.filter { $0.isNamed && ["restaurant", "fast_food"].contains($0.tags["amenity"] ?? "") }
        let hours = try XCTUnwrap(restaurants.first { $0.tags["opening_hours"] == "Mo-Su 07:00-19:00; Dec 25 off" })

        // When
        let table = try foodybite.run(Array(dijon.dropLast(2)))
        let details = try foodybite.run(["details", hours.id])

        // Then
        XCTAssertEqual(table.code, 0, table.stderr)
        let lines = table.stdout.split(separator: "\n")
        XCTAssertEqual(
            lines.first?.split(separator: " ", omittingEmptySubsequences: true), ["NAME", "DISTANCE", "OPEN", "ADDRESS"])
        let weekday = try XCTUnwrap(lines.first { $0.contains("open until 19:00") }, table.stdout)
        let address = weekday.components(separatedBy: "open until 19:00").last?.trimmingCharacters(in: .whitespaces)
        XCTAssertEqual(address?.isEmpty, false, "an address after the hours: \(weekday)")
        XCTAssertTrue(lines.contains { $0.contains("opens 18:") }, table.stdout)
        XCTAssertTrue(lines.allSatisfy { $0.count <= 80 })
        XCTAssertEqual(details.code, 0, details.stderr)
        XCTAssertTrue(details.stdout.contains("Mo-Su 07:00-19:00; Dec 25 off"), details.stdout)
        XCTAssertTrue(details.stdout.contains("Wed 25 Nov 07:00-19:00"), details.stdout)
        XCTAssertTrue(details.stdout.contains("Tue 1 Dec 07:00-19:00"), details.stdout)
        XCTAssertTrue(details.stdout.contains("(local time, Europe/Paris)"), details.stdout)
    }

    func test_nearby_all_mergesAPlaceEveryProviderKnowsIntoOneRowWithThreeSources() throws {
        // Given Google's, Foursquare's and OpenStreetMap's keys and URLs
        let foodybite = Foodybite.onBothProviders(try ClassSandbox.sandbox(for: Self.self))

        // When
        let run = try foodybite.run(dijon + ["--provider", "all"])
        let vegan = try foodybite.run(dijon + ["--provider", "all", "--diet", "vegetarian"])
        let wheelchair = try foodybite.run(dijon + ["--provider", "all", "--wheelchair"])

        // Then
        XCTAssertEqual(run.code, 0, run.stderr)
        let burgerKing = try XCTUnwrap(run.jsonRows.first { $0["name"] as? String == "Burger King" })
        XCTAssertEqual(burgerKing["sources"] as? [String], ["google", "foursquare", "osm"])
        XCTAssertNotNil(burgerKing["rating"] as? Double, "rated by the rated providers")
        XCTAssertEqual((burgerKing["placeIDs"] as? [String: String])?["osm"]?.hasPrefix("osm:"), true)
        XCTAssertEqual(vegan.code, 0, vegan.stderr)
        // Each row is tagged vegetarian on the map, or typed a vegetarian or vegan restaurant by its provider
        let restaurants = ["vegetarian_restaurant", "vegan_restaurant"]
        XCTAssertTrue(
            vegan.jsonRows.allSatisfy {
                ($0["diets"] as? [String])?.contains("vegetarian") == true
                    || restaurants.contains($0["type"] as? String ?? "")
            }, vegan.stdout)
        XCTAssertFalse(vegan.stderr.contains("were left out"), "every provider judged it: \(vegan.stderr)")
        XCTAssertTrue(wheelchair.stderr.contains("OpenStreetMap does not know were left out by --wheelchair"), wheelchair.stderr)
    }

    func test_nearby_refusesWhatOpenStreetMapCannotAnswerAndWhatOnlyItCan() throws {
        let (keylessFoodybite, _) = try keyless()
        let google = Foodybite(sandbox: try ClassSandbox.sandbox(for: Self.self))

        let named = try keylessFoodybite.run(dijon + ["--provider", "osm", "--stars", "4"])
        let fallback = try keylessFoodybite.run(dijon + ["--stars", "4"])
        let diet = try google.run(dijon + ["--provider", "google", "--diet", "halal"])
        let vegan = try google.run(dijon + ["--provider", "google", "--diet", "vegan", "--format", "json"])

        XCTAssertEqual(named.code, 64, named.stderr)
        XCTAssertTrue(named.stderr.contains("OpenStreetMap has no ratings"), named.stderr)
        XCTAssertEqual(fallback.code, 78, fallback.stderr)
        XCTAssertTrue(fallback.stderr.contains("FOODYBITE_PLACES_API_KEY"), fallback.stderr)
        XCTAssertEqual(diet.code, 64, diet.stderr)
        XCTAssertEqual(diet.lineCountOnStderr, 1, diet.stderr)
        XCTAssertEqual(vegan.code, 0, vegan.stderr)
        XCTAssertTrue(vegan.jsonRows.allSatisfy { $0["type"] as? String == "vegan_restaurant" }, vegan.stdout)
    }

    func test_details_ofAnOpenStreetMapPlace_showsItsMapDataAndSaysWhatItHasNot() throws {
        // Given a place with diets and hours
        let (foodybite, elements) = try keyless()
        let place = try XCTUnwrap(
            elements.first { $0.isNamed && $0.tags["opening_hours"] != nil && $0.tags["diet:vegetarian"] == "yes" })

        // When
        let text = try foodybite.run(["details", place.id])
        let json = try foodybite.run(["details", place.id, "--format", "json"])

        // Then
        XCTAssertEqual(text.code, 0, text.stderr)
        XCTAssertTrue(text.stdout.contains(place.tags["opening_hours"] ?? "?"), "the hours as written: \(text.stdout)")
        XCTAssertTrue(text.stdout.contains("vegetarian"), text.stdout)
        XCTAssertTrue(text.stdout.contains("no reviews or photos"), text.stdout)
        XCTAssertTrue(text.stdout.contains("OpenStreetMap contributors"), text.stdout)
        XCTAssertEqual(json.jsonObject?["provider"] as? String, "osm")
        XCTAssertEqual(json.jsonObject?["openingHours"] as? String, place.tags["opening_hours"])
    }

    func test_nearby_retriesOverpassAfterA429_andATimedOutQueryIsATemporaryFailure() throws {
        // Given an Overpass that rate limits once, and one whose query runs out of time (a 200 with a remark)
        let limited = try SandboxProcess(["--fault", "POST /api/interpreter=429*1"])
        defer { limited.stop() }
        let failing = try SandboxProcess(["--fault", "POST /api/interpreter=remark"])
        defer { failing.stop() }

        // When
        var retrying = Foodybite(sandbox: limited)
        retrying.key = nil
        retrying.extraEnvironment = ["FOODYBITE_RETRIES": "1"]
        let retried = try retrying.run(dijon)
        var timingOut = Foodybite(sandbox: failing)
        timingOut.key = nil
        let timedOut = try timingOut.run(dijon)

        // Then
        XCTAssertEqual(retried.code, 0, retried.stderr)
        XCTAssertFalse(retried.jsonRows.isEmpty)
        XCTAssertEqual(try requests(limited).filter { $0["path"] as? String == "/api/interpreter" }.count, 2)
        XCTAssertEqual(timedOut.code, 75, timedOut.stderr)
        XCTAssertTrue(timedOut.stderr.contains("Query timed out"), timedOut.stderr)
        XCTAssertEqual(timedOut.stdout, "", "never an empty success")
    }

    func test_near_asksNominatimWithTheUserAgentASecondApartAcrossProcesses_andCachesTheAnswer() throws {
        // Given no Google key, one home shared by two processes at once, spacing every server as the public one
        let sandbox = try SandboxProcess()
        defer { sandbox.stop() }
        var foodybite = try Foodybite.keyless(sandbox, keepingAHomeFor: self)
        foodybite.extraEnvironment["FOODYBITE_REQUEST_SPACING"] = "every-server"
        let shared = foodybite

        // When two look up different names at the same moment, then one repeats its lookup
        let group = DispatchGroup()
        let codes = LockedCodes()
        for name in ["Burger King", "McDonald"] {
            group.enter()
            DispatchQueue.global().async {
                let run = try? shared.run(["whereami", "--near", name])
                codes.append(run?.code ?? -1)
                group.leave()
            }
        }
        group.wait()
        let repeated = try foodybite.run(["nearby", "--near", "Burger King", "--radius", "300", "--format", "json"])

        // Then
        XCTAssertEqual(codes.values, [0, 0])
        XCTAssertEqual(repeated.code, 0, repeated.stderr)
        XCTAssertEqual(repeated.jsonRows.first?["name"] as? String, "Burger King")
        let searches = try requests(sandbox).filter { $0["path"] as? String == "/search" }
        XCTAssertEqual(searches.count, 2, "the repeated lookup was answered from the cache")
        XCTAssertTrue(
            searches.allSatisfy {
                ($0["userAgent"] as? String)?.hasPrefix("foodybite/") == true
                    && ($0["userAgent"] as? String)?.contains("https://") == true
            },
            "\(searches)")
        let times = searches.compactMap { $0["receivedAt"] as? Double }.sorted()
        XCTAssertEqual(times.count, 2)
        XCTAssertGreaterThanOrEqual((times.last ?? 0) - (times.first ?? 0), 0.95, "spaced a second apart")
    }

    func test_near_aNominatimTheUserConfigured_isNotSpaced_butThePublicOneWouldBe() throws {
        // Given no Google key, and the sandbox as the user's own Nominatim (request_spacing left at public)
        let sandbox = try SandboxProcess()
        defer { sandbox.stop() }
        var foodybite = try Foodybite.keyless(sandbox, keepingAHomeFor: self)
        let home = try XCTUnwrap(foodybite.home)
        let clock = home.appendingPathComponent("spacing-clock")
        foodybite.extraEnvironment["FOODYBITE_TEST_SPACING_CLOCK"] = clock.path

        // When two names are looked up one after the other, then the same with every server spaced
        let first = try foodybite.run(["whereami", "--near", "Burger King"])
        let second = try foodybite.run(["whereami", "--near", "McDonald"])
        let unspaced = FileManager.default.fileExists(atPath: clock.path)
        foodybite.extraEnvironment["FOODYBITE_REQUEST_SPACING"] = "every-server"
        let third = try foodybite.run(["whereami", "--near", "Cruise Bar"])
        let fourth = try foodybite.run(["whereami", "--near", "Glass Island"])

        // Then the user's server was asked at once, with no pause nor spacing file; spaced, the second paused
        XCTAssertEqual([first.code, second.code, third.code, fourth.code], [0, 0, 0, 0], second.stderr + fourth.stderr)
        XCTAssertFalse(unspaced, "no pause on the spacing's clock")
        XCTAssertTrue(FileManager.default.fileExists(atPath: home.appendingPathComponent("cache/foodybite/nominatim.last").path))
        let paused = try XCTUnwrap(Double(String(contentsOf: clock, encoding: .utf8).trimmingCharacters(in: .newlines)))
        XCTAssertGreaterThan(paused, 0.5, "the second spaced lookup paused on the spacing's clock")
    }

    func test_near_withProviderOSM_asksNominatimEvenWithAGoogleKey() throws {
        // Given a Google key
        let sandbox = try SandboxProcess()
        defer { sandbox.stop() }
        let foodybite = Foodybite(sandbox: sandbox)

        // When
        let run = try foodybite.run([
            "nearby", "--near", "Burger King", "--provider", "osm", "--radius", "300", "--format", "json",
        ])

        // Then
        XCTAssertEqual(run.code, 0, run.stderr)
        XCTAssertEqual(run.jsonRows.first?["name"] as? String, "Burger King")
        let paths = try requests(sandbox).compactMap { $0["path"] as? String }
        XCTAssertEqual(paths, ["/search", "/api/interpreter"], "OpenStreetMap only, as asked")
    }

    // MARK: - Helpers

    /// A foodybite with no key at all, and every element the sandbox's Overpass has around Dijon's centre.
    private func keyless() throws -> (Foodybite, [SandboxElement]) {
        try keyless(ClassSandbox.sandbox(for: Self.self), around: "47.3220000,5.0415000", radius: 1500)
    }

    /// A foodybite with no key at all, and every element a sandbox's Overpass has in a circle.
    private func keyless(_ sandbox: SandboxProcess, around centre: String, radius: Int) throws -> (
        Foodybite, [SandboxElement]
    ) {
        var foodybite = Foodybite(sandbox: sandbox)
        foodybite.key = nil
        return (foodybite, try SandboxElement.all(in: sandbox, around: centre, radius: radius))
    }

    private func requests(_ sandbox: SandboxProcess) throws -> [[String: Any]] {
        let answer = try HTTP.blocking("GET", sandbox.baseURL + "/sandbox/requests")
        return (try JSONSerialization.jsonObject(with: answer.body) as? [String: Any])?["requests"] as? [[String: Any]] ?? []
    }
}
