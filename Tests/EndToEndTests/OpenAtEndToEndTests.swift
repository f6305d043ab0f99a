import CLI
import FixtureSupport
import Foundation
import Presentation
import XCTest

/// `nearby --open-at WHEN` on OpenStreetMap's hours as written, against opening-hours-py's reading of the same
/// values at the same local instants.
final class OpenAtEndToEndTests: ClassSandboxTestCase {
    private let centre = "47.3220000,5.0415000"
    private var line: [String] {
        ["nearby", "--location", centre, "--radius", "1500", "--limit", "60", "--format", "json", "--provider", "osm"]
    }

    override class func setUp() {
        ClassSandbox.start(for: self)
    }

    override class func tearDown() {
        ClassSandbox.stop(for: self)
    }

    func test_nearby_openAt_listsExactlyThePlacesTheReferenceSaysAreOpenThen_andNamesTheMoment() throws {
        // Given Monday 23 November 2026, 10:00 in Dijon, and the sandbox's restaurants with hours as written
        let sandbox = try ClassSandbox.sandbox(for: Self.self)
        let foodybite = keyless(sandbox)
        let restaurants = try SandboxElement.all(in: sandbox, around: centre, radius: 1500).filter {
            $0.isNamed && ["restaurant", "fast_food"].contains($0.tags["amenity"] ?? "") && $0.tags["opening_hours"] != nil
        }
        // A weekday lunch, a Sunday, Christmas Day (a holiday in France), past midnight on a Saturday
        let moments = [
            ("12:30", "2026-11-23T12:30", "2026-11-23T11:30:00Z"), ("sun 12:30", "2026-11-29T12:30", "2026-11-29T11:30:00Z"),
            ("2026-12-25T12:30", "2026-12-25T12:30", "2026-12-25T11:30:00Z"),
            ("sat 1:30am", "2026-11-28T01:30", "2026-11-28T00:30:00Z"),
        ]
        let states = try OpeningHoursReference.states(
            restaurants.compactMap { $0.tags["opening_hours"] }, at: moments.map(\.1), coords: [47.322, 5.0415])

        for (index, (when, _, judged)) in moments.enumerated() {
            // When
            let run = try foodybite.run(line + ["--open-at", when])

            // Then
            XCTAssertEqual(run.code, 0, run.stderr)
            let open = Set(zip(restaurants, states).filter { $0.1[index] == "open" }.map(\.0.id))
            let listed = Set(run.jsonRows.compactMap { $0["placeID"] as? String })
            XCTAssertFalse(listed.isEmpty, when)
            XCTAssertTrue(listed.isSubset(of: open), "\(when): listed, and closed by the reference: \(listed.subtracting(open))")
            // The one reading that differs: a fallback to a comment alone (`|| "by appointment"`) is unknown by the
            // specification, never open (as --open-now reads it); opening-hours-py opens it.
            let hours = Dictionary(restaurants.map { ($0.id, $0.tags["opening_hours"] ?? "") }) { first, _ in first }
            let missed = open.subtracting(listed)
            XCTAssertTrue(missed.allSatisfy { hours[$0]?.contains("|| \"") == true }, "\(when): not listed: \(missed)")
            XCTAssertEqual(Set(run.jsonRows.compactMap { $0["openAt"] as? String }), [judged], when)
        }
    }

    func test_nearby_openAtOnGoogle_listsExactlyThePlacesTheReferenceSaysAreOpenThen_holidaysIncluded() throws {
        // Given Tuesday 22 December 2026, 10:00 in Dijon, on the sandbox's clock too (Google's coming seven days, with
        // Christmas Eve's and Christmas Day's own hours), and the places' hours as Google gives them
        let sandbox = try ClassSandbox.sandbox(for: Self.self)
        XCTAssertEqual(
            try HTTP.blocking("POST", sandbox.baseURL + "/sandbox/clock", json: ["at": "2026-12-22T09:00:00Z"]).status, 200)
        defer {
            _ = try? HTTP.blocking(
                "POST", sandbox.baseURL + "/sandbox/clock", json: ["at": ISO8601DateFormatter().string(from: Date())])
        }
        var foodybite = Foodybite(sandbox: sandbox)
        foodybite.extraEnvironment.merge(["FOODYBITE_NOW": "2026-12-22T10:00:00+01:00", "TZ": "America/New_York"]) { $1 }
        let google = line.dropLast(2) + ["--provider", "google"]
        let candidates = try foodybite.run(Array(google)).jsonRows.compactMap { $0["placeID"] as? String }
        let hours = try candidates.map { try GoogleHoursAsWritten.hours(of: $0, in: sandbox) }
        // A weekday lunch, a Sunday, Christmas Day, past midnight after Christmas Day, Christmas Eve's afternoon
        let moments = [
            ("12:30", "2026-12-22T12:30", "2026-12-22T11:30:00Z"), ("sun 12:30", "2026-12-27T12:30", "2026-12-27T11:30:00Z"),
            ("2026-12-25T12:30", "2026-12-25T12:30", "2026-12-25T11:30:00Z"),
            ("sat 1:30am", "2026-12-26T01:30", "2026-12-26T00:30:00Z"),
            ("2026-12-24T16:00", "2026-12-24T16:00", "2026-12-24T15:00:00Z"),
        ]
        let states = try OpeningHoursReference.states(
            hours.map { $0 ?? "" }, at: moments.map(\.1), coords: [47.322, 5.0415])

        for (index, (when, _, judged)) in moments.enumerated() {
            // When (a user in New York: each place is judged on its own clock, Paris's)
            let run = try foodybite.run(google + ["--open-at", when])

            // Then
            XCTAssertEqual(run.code, 0, run.stderr)
            let open = Set(zip(candidates, states).filter { $0.1[index] == "open" }.map(\.0))
            XCTAssertEqual(Set(run.jsonRows.compactMap { $0["placeID"] as? String }), open, "\(when): \(hours)")
            XCTAssertEqual(Set(run.jsonRows.compactMap { $0["openAt"] as? String }), open.isEmpty ? [] : [judged], when)
        }
        XCTAssertFalse(hours.compactMap { $0 }.isEmpty)
        XCTAssertTrue(hours.contains { $0?.contains("Dec 25 off") == true }, "Christmas Day is a special day: \(hours)")
    }

    func test_nearby_openAtOnFoursquare_sendsItsOpenAt_andSaysWhatItCannotKnow() throws {
        // Given Monday 23 November 2026, 10:00 in Dijon
        let sandbox = try ClassSandbox.sandbox(for: Self.self)
        var foodybite = Foodybite.onBothProviders(sandbox)
        foodybite.extraEnvironment.merge(["FOODYBITE_NOW": "2026-11-23T10:00:00+01:00", "TZ": "Europe/Paris"]) { $1 }
        let foursquare = line.dropLast(2) + ["--provider", "foursquare"]

        // When
        let run = try foodybite.run(foursquare + ["--open-at", "sun 12:30"])
        let everything = try foodybite.run(Array(foursquare))

        // Then: asked for Sunday 12:30 local time; every row open then, as the server judged; said what it cannot know
        XCTAssertEqual(run.code, 0, run.stderr)
        let log = try HTTP.blocking("GET", sandbox.baseURL + "/sandbox/requests")
        let requests = (try JSONSerialization.jsonObject(with: log.body) as? [String: Any])?["requests"] as? [[String: Any]]
        let sent = (requests ?? []).compactMap { ($0["query"] as? [String: String])?["open_at"] }
        XCTAssertTrue(sent.contains("7T1230"), "\(sent)")
        XCTAssertFalse(run.jsonRows.isEmpty)
        XCTAssertLessThan(run.jsonRows.count, everything.jsonRows.count)
        XCTAssertTrue(run.jsonRows.allSatisfy { $0["openAt"] as? String == "2026-11-29T11:30:00Z" }, run.stdout)
        XCTAssertTrue(run.stderr.contains("Foursquare was asked for places open at 7T1230"), run.stderr)
        XCTAssertTrue(run.stderr.contains("knows no holidays and leaves out places without hours"), run.stderr)
    }

    func test_nearby_openAtOffline_listsWhatTheSameSearchListedOnline() throws {
        // Given the search run once online (the home's cache holds its places)
        var foodybite = keyless(try ClassSandbox.sandbox(for: Self.self))
        foodybite.home = try Foodybite.makeHome(for: self)
        let online = try foodybite.run(line + ["--open-at", "sun 12:30"])

        // When
        let offline = try foodybite.run(line + ["--open-at", "sun 12:30", "--offline"])

        // Then
        XCTAssertEqual(offline.code, 0, offline.stderr)
        XCTAssertFalse(online.jsonRows.isEmpty)
        XCTAssertEqual(
            offline.jsonRows.compactMap { $0["placeID"] as? String }, online.jsonRows.compactMap { $0["placeID"] as? String })
    }

    func test_nearby_openOnArrival_keepsWhatStaysOpenForTheStay_asTheReferenceSays() throws {
        // Given Monday 23 November 2026, 18:22 in Dijon, the places' walking times and hours as written
        var foodybite = keyless(try ClassSandbox.sandbox(for: Self.self))
        foodybite.extraEnvironment["FOODYBITE_NOW"] = "2026-11-23T18:22:00+01:00"
        let walked = try foodybite.run(line + ["--travel", "walk"])
        let departure = try XCTUnwrap(ISO8601DateFormatter().date(from: "2026-11-23T17:22:00Z"))
        var local = Calendar(identifier: .gregorian)
        local.timeZone = TimeZone(identifier: "Europe/Paris") ?? .current

        for stay in [20, 30] {
            // When
            let run = try foodybite.run(line + ["--open-on-arrival", "--travel", "walk", "--stay", "\(stay)m"])

            // Then: listed are the places open, by opening-hours-py, at every minute from arrival to the stay's end
            XCTAssertEqual(run.code, 0, run.stderr)
            var expected: Set<String> = []
            for row in walked.jsonRows {
                guard let id = row["placeID"] as? String, let hours = row["openingHours"] as? String,
                    let seconds = (row["travel"] as? [String: Any])?["seconds"] as? Int
                else { continue }
                let arrival = departure.addingTimeInterval(Double(seconds))
                let minutes = (0...stay).map { arrival.addingTimeInterval(Double($0 * 60)) }.map { instant in
                    let parts = local.dateComponents([.year, .month, .day, .hour, .minute], from: instant)
                    return String(
                        format: "%04d-%02d-%02dT%02d:%02d", parts.year ?? 0, parts.month ?? 0, parts.day ?? 0, parts.hour ?? 0,
                        parts.minute ?? 0)
                }
                let states = try OpeningHoursReference.states([hours], at: minutes, coords: [47.322, 5.0415])
                if states.first?.allSatisfy({ $0 == "open" }) == true { expected.insert(id) }
            }
            XCTAssertEqual(Set(run.jsonRows.compactMap { $0["placeID"] as? String }), expected, "stay \(stay)m")
            XCTAssertFalse(expected.isEmpty)
            XCTAssertTrue(
                run.jsonRows.allSatisfy { ($0["openAt"] as? String)?.hasPrefix("2026-11-23T17:") == true }, run.stdout)
        }
        // Gril'Laure closes at 19:00, about 31 minutes after one walks there: kept for 20 minutes, not for 30
        let grilLaure = "osm:node/3287208124"
        XCTAssertTrue(try foodybite.run(line + ["--open-on-arrival", "--stay", "20m"]).stdout.contains(grilLaure))
        XCTAssertFalse(try foodybite.run(line + ["--open-on-arrival", "--stay", "40m"]).stdout.contains(grilLaure))
    }

    func test_nearby_openOnArrival_stay30m_keepsAPlaceClosing40MinutesAfterTheWalk_andDropsOneClosing20After() throws {
        // Given two restaurants the same walk from the centre, one closing at 20:00 and one at 19:40, and a departure
        // that arrives at 19:20
        let place = { (id: String, name: String, north: Double, hours: String) -> [String: Any] in
            [
                "id": "ChIJarrival\(id)", "name": name, "lat": 47.322 + north, "lng": 5.0415, "types": ["restaurant", "food"],
                "neighbourhood": "Dijon", "osmTags": ["opening_hours": "Mo-Su 12:00-\(hours)"],
            ]
        }
        let file = try Foodybite.makeHome(for: self).appendingPathComponent("arrival.json")
        let places = [place("late", "Ferme Tard", 0.004, "20:00"), place("early", "Ferme Tôt", -0.004, "19:40")]
        try JSONSerialization.data(withJSONObject: ["about": "arrival", "places": places]).write(to: file)
        let sandbox = try SandboxProcess(["--dataset", file.path])
        defer { sandbox.stop() }
        var foodybite = Foodybite(sandbox: sandbox)
        foodybite.key = nil
        foodybite.extraEnvironment["TZ"] = "Europe/Paris"
        let walks = try foodybite.run(line + ["--travel", "walk", "--no-cache"]).jsonRows.compactMap {
            ($0["travel"] as? [String: Any])?["seconds"] as? Int
        }
        XCTAssertEqual(walks.count, 2)
        XCTAssertLessThan(abs((walks.first ?? 0) - (walks.last ?? 0)), 120, "the same walk, within two minutes")
        let arrival = try XCTUnwrap(ISO8601DateFormatter().date(from: "2026-11-23T18:20:00Z"))  // 19:20 in Dijon
        foodybite.extraEnvironment["FOODYBITE_NOW"] = ISO8601DateFormatter().string(
            from: arrival.addingTimeInterval(-Double(walks.first ?? 0)))

        // When
        let run = try foodybite.run(line + ["--open-on-arrival", "--travel", "walk", "--stay", "30m", "--no-cache"])

        // Then
        XCTAssertEqual(run.code, 0, run.stderr)
        XCTAssertEqual(run.jsonRows.compactMap { $0["name"] as? String }, ["Ferme Tard"])
    }

    func test_details_openAt_saysWhetherThePlaceIsOpenThen_andUntilWhen() throws {
        // Given a place open Tuesday to Sunday, 12:00-14:00 and 19:00-23:00, asked on Monday at 10:00
        let foodybite = keyless(try ClassSandbox.sandbox(for: Self.self))
        let place = "osm:way/73943562"

        // When
        let sunday = try foodybite.run(["details", place, "--open-at", "sun 12:30"])
        let today = try foodybite.run(["details", place, "--open-at", "12:30"])
        let json = try foodybite.run(["details", place, "--open-at", "sun 12:30", "--format", "json"])

        // Then
        XCTAssertEqual(sunday.code, 0, sunday.stderr)
        XCTAssertTrue(sunday.stdout.contains("open at     Sun 12:30: yes, until 14:00"), sunday.stdout)
        XCTAssertTrue(today.stdout.contains("open at     12:30: no, opens Tue 12:00"), today.stdout)
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        XCTAssertEqual(object["openAt"] as? String, "2026-11-29T11:30:00Z")
        XCTAssertEqual(object["isOpenAt"] as? Bool, true)
    }

    func test_nearby_openAtAndOnArrival_at80Columns_keepOPEN_andNameASharedMomentOnce() throws {
        // Given an 80-column table of Dijon's places (issue 55: OPEN was dropped before ADDRESS, and every row began
        // 'at Sun 12:30:')
        var foodybite = keyless(try ClassSandbox.sandbox(for: Self.self))
        foodybite.extraEnvironment["COLUMNS"] = "80"
        let table = ["nearby", "--location", centre, "--radius", "1500", "--limit", "8", "--provider", "osm"]

        for extra in [
            ["--open-at", "sun 12:30"], ["--open-on-arrival", "--travel", "walk"],
            ["--open-at", "sun 12:30", "--travel", "bike"],
        ] {
            // When
            let run = try foodybite.run(table + extra)

            // Then
            XCTAssertEqual(run.code, 0, run.stderr)
            let lines = run.stdout.split(separator: "\n")
            let header = try XCTUnwrap(lines.first)
            XCTAssertTrue(header.contains("OPEN"), "\(extra): \(run.stdout)")
            XCTAssertTrue(lines.allSatisfy { DisplayWidth.of(String($0)) <= 80 }, run.stdout)
            XCTAssertFalse(run.stdout.contains("at Sun 12:30:"), "the moment named once: \(run.stdout)")
            if extra.first == "--open-at" { XCTAssertTrue(header.contains("OPEN AT SUN 12:30"), run.stdout) }
        }
    }

    func test_route_saysWhenOneArrives_andWhetherThePlaceIsOpenThen() throws {
        // Given Monday 23 November 2026, 18:30 in Dijon; Gril'Laure closes at 19:00, a few minutes' walk away
        var foodybite = keyless(try ClassSandbox.sandbox(for: Self.self))
        foodybite.extraEnvironment["FOODYBITE_NOW"] = "2026-11-23T18:30:00+01:00"

        // When
        let table = try foodybite.run(["route", "osm:node/3287208124", "--location", centre])
        let json = try foodybite.run(["route", "osm:node/3287208124", "--location", centre, "--format", "json"])

        // Then
        XCTAssertEqual(table.code, 0, table.stderr)
        XCTAssertTrue(table.stdout.contains("arrive 18:3"), table.stdout)
        XCTAssertTrue(table.stdout.contains(": open until 19:00"), table.stdout)
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        XCTAssertEqual(object["isOpenOnArrival"] as? Bool, true)
        let seconds = try XCTUnwrap(object["seconds"] as? Int)
        let arrival = Date(timeIntervalSince1970: 1_795_455_000 + Double(seconds))  // 2026-11-23T17:30:00Z + the walk
        XCTAssertEqual(object["arrivesAt"] as? String, ISO8601DateFormatter().string(from: arrival))
    }

    func test_nearby_openAt_refusesWhatItCannotAnswer_beforeAnyRequest() throws {
        // Given
        let sandbox = try ClassSandbox.sandbox(for: Self.self)
        let foodybite = keyless(sandbox)
        let google = Foodybite(sandbox: sandbox)
        let cases: [(Foodybite, [String], String)] = [
            (foodybite, ["--open-at", "25:00"], "--open-at '25:00' is not a moment"),
            (foodybite, ["--open-at", "2027-03-28T02:30"], "2027-03-28 02:30 does not exist in Europe/Paris"),
            (foodybite, ["--open-at", "12:30", "--open-now"], "--open-now and --open-at cannot be used together"),
            (foodybite, ["--open-on-arrival", "--stay", "0"], "--stay '0': a time such as 10m"),
            (foodybite, ["--stay", "10m"], "--stay is how long you stay once there"),
            (
                google, ["--open-at", "12:30", "--provider", "google", "--places-api", "legacy"],
                "--open-at 12:30: Google's legacy Places API gives no opening periods in a search; use --places-api new"
            ),
            (
                google, ["--open-on-arrival", "--provider", "foursquare"],
                "--open-on-arrival: Foursquare judges a moment on its server, not an arrival; use --provider google or"
            ),
        ]

        for (runner, arguments, message) in cases {
            // When
            let run = try runner.run(line.filter { $0 != "osm" && $0 != "--provider" } + arguments)

            // Then
            XCTAssertEqual(run.code, 64, "\(arguments): \(run.stderr)")
            XCTAssertEqual(run.lineCountOnStderr, 1, run.stderr)
            XCTAssertTrue(run.stderr.contains(message), "\(arguments): \(run.stderr)")
        }
    }

    func test_nearby_openAtUnderAll_asksEachProviderItsOwnWay_andListsWhatEachJudgedOpen() throws {
        // Given every provider
        var foodybite = Foodybite.onBothProviders(try ClassSandbox.sandbox(for: Self.self))
        foodybite.extraEnvironment.merge(["FOODYBITE_NOW": "2026-11-23T10:00:00+01:00", "TZ": "Europe/Paris"]) { $1 }

        // When
        let run = try foodybite.run(line.dropLast() + ["all", "--open-at", "12:30"])

        // Then
        XCTAssertEqual(run.code, 0, run.stderr)
        XCTAssertFalse(run.jsonRows.isEmpty)
        XCTAssertTrue(run.jsonRows.allSatisfy { $0["openAt"] as? String == "2026-11-23T11:30:00Z" }, run.stdout)
        // Each provider answered: OpenStreetMap's hours as written, Google's periods, Foursquare's server
        let sources = Set(run.jsonRows.flatMap { $0["sources"] as? [String] ?? [] })
        XCTAssertEqual(sources, ["google", "foursquare", "osm"], run.stdout)
        XCTAssertTrue(run.stderr.contains("Foursquare was asked for places open at 1T1230"), run.stderr)
    }

    // MARK: - Helpers

    /// foodybite with no key, at Monday 23 November 2026, 10:00 in Dijon.
    private func keyless(_ sandbox: SandboxProcess) -> Foodybite {
        var foodybite = Foodybite(sandbox: sandbox)
        foodybite.key = nil
        // A 24-hour clock and 80 columns, as the texts these tests read are written.
        foodybite.extraEnvironment.merge([
            "FOODYBITE_NOW": "2026-11-23T10:00:00+01:00", "TZ": "Europe/Paris", "LANG": "C.UTF-8", "COLUMNS": "80",
        ]) { $1 }
        return foodybite
    }
}
