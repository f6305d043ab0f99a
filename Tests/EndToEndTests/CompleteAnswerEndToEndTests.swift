import Foundation
import Synchronization
import XCTest

/// In a dense city (the sandbox's `--synthetic 1850`: about 1,450 restaurants within 1,500 m, half rated 4 or more,
/// a quarter 4.5 or more), `nearby` prints the `--limit` nearest places that qualify in the whole circle, computed
/// here from the sandbox's own data set; when a provider's cap keeps it from knowing, stderr says so in one line.
final class CompleteAnswerEndToEndTests: ClassSandboxTestCase {
    override class func setUp() { ClassSandbox.start(for: self, ["--synthetic", "1850"]) }
    override class func tearDown() { ClassSandbox.stop(for: self) }

    private let centre = (latitude: 45.4642, longitude: 9.1900)

    func test_nearby_printsTheExactAnswerOnTheNewAPI() throws {
        for (filters, recall, limit) in [
            (["--stars", "4"], 0.95, 20), (["--stars", "4.4"], 0.95, 20), (["--stars", "4.5"], 0.95, 20),
            (["--stars", "4"], 0.95, 60), (["--stars", "4.5"], 0.95, 60),
            (["--open-now"], 0.95, 20), (["--price", "1-2"], 0.95, 20),
            (["--stars", "4", "--open-now", "--price", "2-3"], 0.95, 20),
        ] {
            try assertAnswer(provider: "google", api: "new", filters: filters, limit: limit, minimumRecall: recall)
        }
    }

    func test_nearby_printsTheExactAnswerOnFoursquare() throws {
        for (filters, limit) in [
            (["--stars", "4"], 20), (["--stars", "4.4"], 20), (["--stars", "4.5"], 20), (["--stars", "4"], 60),
            (["--open-now"], 20), (["--price", "1-2"], 20),
        ] {
            try assertAnswer(provider: "foursquare", api: nil, filters: filters, limit: limit, minimumRecall: 0.95)
        }
    }

    func test_nearby_onTheLegacyAPIPrintsWhatItsSixtyAllowAndSaysWhenItFallsShort() throws {
        // The legacy API has no rating filter: its 60 nearest hold about 15 places rated 4.5 or more.
        try assertAnswer(provider: "google", api: "legacy", filters: ["--stars", "4"], limit: 20, minimumRecall: 0.95)
        try assertAnswer(provider: "google", api: "legacy", filters: ["--stars", "4.5"], limit: 20, minimumRecall: 0.5)
    }

    func test_nearby_withoutStarsIsOneNearbySearchOnTheNewAPI() throws {
        // Given
        let sandbox = try ClassSandbox.sandbox(for: Self.self)
        let before = try requestCounts(sandbox)

        // When
        let result = try run(sandbox, ["--limit", "20"])

        // Then: one request, nearest first, the incomplete line only because a closed place took one of the 20
        XCTAssertEqual(result.code, 0, result.stderr)
        XCTAssertEqual(try requestCounts(sandbox).nearby - before.nearby, 1)
        XCTAssertEqual(try requestCounts(sandbox).text - before.text, 0)
        let expected = try expectedIDs(sandbox, provider: "google", stars: 0, limit: 20)
        XCTAssertEqual(Set(ids(result)).subtracting(expected), [], "precision")
        XCTAssertEqual(ids(result).count < 20, result.stderr.contains("may be incomplete"), result.stderr)
    }

    func test_nearby_costsOneRequestForStars45OnTheNewAPI() throws {
        let sandbox = try ClassSandbox.sandbox(for: Self.self)
        let before = try requestCounts(sandbox)

        let result = try run(sandbox, ["--stars", "4.5"])

        XCTAssertEqual(result.code, 0, result.stderr)
        XCTAssertEqual(try requestCounts(sandbox).text - before.text, 1)
        XCTAssertEqual(result.stderr, "", "a whole answer says nothing")
    }

    func test_nearby_saysNothingOfACapUnderQuietAndNeverOnStdout() throws {
        let sandbox = try ClassSandbox.sandbox(for: Self.self)
        let arguments = ["--places-api", "legacy", "--stars", "4.5", "--limit", "20"]

        let loud = try run(sandbox, arguments)
        let quiet = try run(sandbox, arguments + ["--quiet"])

        XCTAssertEqual(loud.lineCountOnStderr, 1, loud.stderr)
        XCTAssertTrue(loud.stderr.contains("legacy Places API gives at most 60 places"), loud.stderr)
        XCTAssertEqual(quiet.stderr, "")
        XCTAssertEqual(loud.stdout, quiet.stdout)
        XCTAssertFalse(loud.stdout.contains("incomplete"))
    }

    func test_nearby_allProvidersListsOnlyQualifyingPlacesNearestFirst() throws {
        let sandbox = try ClassSandbox.sandbox(for: Self.self)

        let result = try run(sandbox, ["--provider", "all", "--stars", "4.5"])

        XCTAssertEqual(result.code, 0, result.stderr)
        let rows = result.jsonRows
        XCTAssertTrue(rows.allSatisfy { ($0["rating"] as? Double ?? 0) >= 4.5 && ($0["distanceMeters"] as? Int ?? .max) <= 1500 })
        let distances = rows.compactMap { $0["distanceMeters"] as? Int }
        XCTAssertEqual(distances, distances.sorted())
        XCTAssertTrue(rows.count == 20 || result.stderr.contains("may be incomplete"), result.stderr)
    }

    // MARK: - Helpers

    /// Runs `nearby` with `filters` and compares its rows with the `limit` nearest qualifying places of the data set:
    /// every row qualifies; at least `minimumRecall` of the right places are printed; and when one is missing, stderr
    /// says the answer may be incomplete.
    private func assertAnswer(
        provider: String, api: String?, filters: [String], limit: Int, minimumRecall: Double,
        file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let sandbox = try ClassSandbox.sandbox(for: Self.self)
        let label = "\(provider) \(api ?? "") \(filters.joined(separator: " ")) --limit \(limit)"
        let arguments = filters + ["--limit", String(limit), "--provider", provider] + (api.map { ["--places-api", $0] } ?? [])
        let stars = filters.firstIndex(of: "--stars").map { Double(filters[$0 + 1]) ?? 0 } ?? 0
        let price = filters.firstIndex(of: "--price").map { index in
            filters[index + 1].split(separator: "-").compactMap { Int($0) }
        }

        let result = try run(sandbox, arguments)

        XCTAssertEqual(result.code, 0, "\(label): \(result.stderr)", file: file, line: line)
        let qualifying = try expectedIDs(
            sandbox, provider: provider, stars: stars, limit: .max, openNow: filters.contains("--open-now"),
            prices: price.map { ($0.first ?? 0)...($0.last ?? 4) })
        let expected = Array(qualifying.prefix(limit))
        let printed = ids(result)
        XCTAssertEqual(Set(printed).subtracting(qualifying), [], "\(label): every row qualifies", file: file, line: line)
        let recall = Double(Set(printed).intersection(expected).count) / Double(max(1, expected.count))
        XCTAssertGreaterThanOrEqual(recall, minimumRecall, "\(label): recall", file: file, line: line)
        if Set(printed) != Set(expected) {
            XCTAssertTrue(result.stderr.contains("may be incomplete"), "\(label): \(result.stderr)", file: file, line: line)
        }
        if printed.count == limit {
            XCTAssertFalse(result.stderr.contains("may be incomplete"), "\(label): \(result.stderr)", file: file, line: line)
        }
    }

    private func run(_ sandbox: SandboxProcess, _ arguments: [String]) throws -> ProcessRunner.Result {
        var foodybite = Foodybite(sandbox: sandbox)
        // Correctness, not latency: the dense city's debug sandbox, under make test's parallel classes, may take seconds.
        foodybite.extraEnvironment = [
            "FOODYBITE_FOURSQUARE_URL": sandbox.baseURL, "FOODYBITE_FOURSQUARE_API_KEY": "fsq-e2e-key",
            "FOODYBITE_HTTP_TIMEOUT": "20",
        ]
        return try foodybite.run(
            [
                "nearby", "--location", "\(centre.latitude),\(centre.longitude)", "--radius", "1500", "--format", "json",
                "--no-cache",
            ]
                + arguments)
    }

    private func ids(_ result: ProcessRunner.Result) -> [String] {
        result.jsonRows.compactMap { $0["placeID"] as? String }
    }

    /// The ids of the places of the data set that pass, nearest first.
    private func expectedIDs(
        _ sandbox: SandboxProcess, provider: String, stars: Double, limit: Int, openNow: Bool = false,
        prices: ClosedRange<Int>? = nil
    ) throws -> [String] {
        let places = try JSONSerialization.jsonObject(with: try Self.listing(sandbox, provider: provider)) as? [String: Any]
        let passing = (places?["places"] as? [[String: Any]] ?? []).compactMap { place -> (meters: Double, id: String)? in
            guard let id = place["id"] as? String, let latitude = place["latitude"] as? Double,
                let longitude = place["longitude"] as? Double, place["closed"] as? Bool == false,
                place["restaurant"] as? Bool == true
            else { return nil }
            let meters = Self.meters(centre.latitude, centre.longitude, latitude, longitude)
            guard meters <= 1500 else { return nil }
            if stars > 0, (place["rating"] as? Double ?? 0) < stars { return nil }
            if openNow, place["openNow"] as? Bool != true { return nil }
            if let prices, !prices.contains(place["priceLevel"] as? Int ?? -1) { return nil }
            return (meters, id)
        }
        return passing.sorted { ($0.meters, $0.id) < ($1.meters, $1.id) }.prefix(limit).map(\.id)
    }

    /// The data set as the class's sandbox lists it for `provider`: asked once (a class's sandbox is never changed),
    /// not for every expected answer (listing it was most of the debug sandbox's work in this class).
    private static func listing(_ sandbox: SandboxProcess, provider: String) throws -> Data {
        let key = sandbox.baseURL + " " + provider
        if let listed = listings.withLock({ $0[key] }) { return listed }
        let listed = try HTTP.blocking("GET", sandbox.baseURL + "/sandbox/dataset?provider=\(provider)").body
        listings.withLock { $0[key] = listed }
        return listed
    }

    private static let listings = Mutex<[String: Data]>([:])

    private func requestCounts(_ sandbox: SandboxProcess) throws -> (nearby: Int, text: Int) {
        (try sandbox.requestCount(path: "/v1/places:searchNearby"), try sandbox.requestCount(path: "/v1/places:searchText"))
    }

    /// Haversine on the mean Earth radius, as the sandbox and foodybite measure.
    private static func meters(_ lat1: Double, _ lng1: Double, _ lat2: Double, _ lng2: Double) -> Double {
        let (p1, p2) = (lat1 * .pi / 180, lat2 * .pi / 180)
        let (dp, dl) = (p2 - p1, (lng2 - lng1) * .pi / 180)
        let h = sin(dp / 2) * sin(dp / 2) + cos(p1) * cos(p2) * sin(dl / 2) * sin(dl / 2)
        return 2 * 6_371_008.8 * asin(min(1, h.squareRoot()))
    }
}
