import CLI
import Foundation
import Presentation
import XCTest

/// `nearby --provider all` (both providers at once, merged), and `details`/`photo` of Foursquare places, with the
/// real binary against the sandbox's Google and Foursquare.
final class AllProvidersEndToEndTests: ClassSandboxTestCase {
    private let dijon = ["nearby", "--location", "47.3220,5.0415", "--radius", "1500"]
    /// Where the sandbox has places on both providers, on Google only and on Foursquare only.
    private let sydney = ["nearby", "--location", "-33.8670,151.1957", "--radius", "1500"]

    func test_nearby_mergesTheSameRestaurantFromBothProvidersIntoOneRow() throws {
        // Given
        let sandbox = try SandboxProcess()
        defer { sandbox.stop() }
        let foodybite = Foodybite.onBothProviders(sandbox)

        // When
        let google = try foodybite.run(sydney + ["--format", "json", "--limit", "60"])
        let foursquare = try foodybite.run(sydney + ["--format", "json", "--limit", "60", "--provider", "foursquare"])
        let all = try foodybite.run(sydney + ["--format", "json", "--limit", "60", "--provider", "google,foursquare"])

        // Then
        XCTAssertEqual(all.code, 0, all.stderr)
        XCTAssertEqual(all.stderr, "")
        let rows = all.jsonRows
        let sources = rows.map { ($0["sources"] as? [String]) ?? [] }
        XCTAssertTrue(sources.contains(["google", "foursquare"]), "some restaurants are on both")
        XCTAssertTrue(sources.contains(["google"]), "some only on Google")
        XCTAssertTrue(sources.contains(["foursquare"]), "some only on Foursquare")
        let googleIDs = Set(google.jsonRows.compactMap { $0["placeID"] as? String })
        let foursquareIDs = Set(foursquare.jsonRows.compactMap { $0["placeID"] as? String })
        for row in rows where (row["sources"] as? [String])?.count == 2 {
            let ids = try XCTUnwrap(row["placeIDs"] as? [String: String])
            let ratings = try XCTUnwrap(row["ratings"] as? [String: Any])
            XCTAssertEqual(row["placeID"] as? String, ids["google"], "a merged row has Google's id")
            XCTAssertTrue(googleIDs.contains(ids["google"] ?? "") && foursquareIDs.contains(ids["foursquare"] ?? ""))
            XCTAssertEqual(Set(ratings.keys), ["google", "foursquare"])
            let (g, f) = (ratings["google"] as? Double, ratings["foursquare"] as? Double)
            if let g, let f, let rating = row["rating"] as? Double {
                XCTAssertTrue((min(g, f) - 0.005...max(g, f) + 0.005).contains(rating), "the mean lies between: \(row)")
            }
        }
        let merged = rows.filter { ($0["sources"] as? [String])?.count == 2 }.count
        XCTAssertEqual(rows.count, google.jsonRows.count + foursquare.jsonRows.count - merged, "every place once")
        let distances = rows.compactMap { $0["distanceMeters"] as? Int }
        XCTAssertEqual(distances, distances.sorted())
    }

    func test_quickStartAllQuery_isCompleteListsNoPlaceThatIsNotFoodAndFits80Columns() throws {
        // Given every provider, as make demo's headline asks them
        let sandbox = try SandboxProcess()
        defer { sandbox.stop() }
        var foodybite = Foodybite.onBothProviders(sandbox)
        foodybite.extraEnvironment["COLUMNS"] = "80"

        // When
        let run = try foodybite.run(dijon + ["--stars", "4", "--provider", "all"])
        let json = try foodybite.run(dijon + ["--stars", "4", "--provider", "all", "--format", "json", "--limit", "60"])

        // Then nothing is left out, no supermarket or cinema is listed, and every line fits
        XCTAssertEqual(run.code, 0, run.stderr)
        XCTAssertFalse(run.stderr.contains("incomplete"), run.stderr)
        XCTAssertFalse(json.stderr.contains("incomplete"), json.stderr)
        for line in (run.stdout + run.stderr).split(separator: "\n") {
            XCTAssertLessThanOrEqual(DisplayWidth.of(String(line)), 80, "\(line)")
        }
        XCTAssertTrue(run.stderr.contains("Map data © OpenStreetMap contributors"), run.stderr)
        XCTAssertTrue(json.jsonRows.allSatisfy { ($0["rating"] as? Double ?? 0) > 0 }, "rated rows only")
        XCTAssertTrue(json.jsonRows.contains { ($0["sources"] as? [String])?.count == 3 })
        for provider in ["google", "foursquare", "osm", "all"] {
            for api in provider == "google" ? ["new", "legacy"] : ["new"] {
                let answer = try foodybite.run(
                    dijon + ["--provider", provider, "--places-api", api, "--limit", "60", "--format", "json"])
                let names = answer.jsonRows.compactMap { $0["name"] as? String }
                XCTAssertEqual(answer.code, 0, "\(provider) \(api): \(answer.stderr)")
                XCTAssertFalse(names.isEmpty, "\(provider) \(api)")
                XCTAssertFalse(
                    names.contains { $0.hasPrefix("Carrefour") || $0.hasPrefix("Pathé") }, "\(provider) \(api): \(names)")
            }
        }
    }

    func test_nearby_appliesTheFiltersToTheMergedRowsInEveryFormat() throws {
        // Given
        let foodybite = Foodybite.onBothProviders(try ClassSandbox.sandbox(for: Self.self)).at80Columns
        let query = dijon + ["--stars", "4", "--provider", "google,foursquare", "--limit", "12", "--sort", "rating"]

        // When
        let json = try foodybite.run(query + ["--format", "json"])

        // Then
        XCTAssertEqual(json.code, 0, json.stderr)
        XCTAssertEqual(json.jsonRows.count, 12)
        XCTAssertTrue(json.jsonRows.allSatisfy { ($0["rating"] as? Double ?? 0) >= 4 }, "--stars judges the merged rating")
        let ratings = json.jsonRows.compactMap { $0["rating"] as? Double }
        XCTAssertEqual(ratings, ratings.sorted(by: >))
        XCTAssertTrue(json.jsonRows.allSatisfy { ($0["distanceMeters"] as? Int ?? .max) <= 1500 })
        for format in ["table", "csv", "ndjson", "geojson", "map"] {
            let result = try foodybite.run(query + ["--format", format])
            XCTAssertEqual(result.code, 0, "\(format): \(result.stderr)")
            XCTAssertFalse(result.stdout.isEmpty, format)
            switch format {
            case "table": XCTAssertTrue(result.stdout.hasPrefix("NAME") && result.stdout.contains("FROM"), result.stdout)
            case "csv": XCTAssertTrue(result.stdout.hasPrefix("placeID,") && result.stdout.contains("google;foursquare"))
            case "ndjson": XCTAssertEqual(result.stdout.split(separator: "\n").count, 12)
            case "geojson": XCTAssertTrue(result.stdout.contains("\"sources\""), result.stdout)
            default: XCTAssertTrue(result.stdout.contains("NAME"), result.stdout)
            }
        }
    }

    func test_nearby_showsTheOtherProvidersPlacesWithAWarningWhenOneFailsAndTheUsualCodeWhenBothDo() throws {
        // Given
        var foodybite = Foodybite.onBothProviders(try ClassSandbox.sandbox(for: Self.self))
        foodybite.extraEnvironment["FOODYBITE_FOURSQUARE_API_KEY"] = "invalid-fsq-key"
        let query = dijon + ["--provider", "google,foursquare", "--format", "json", "--no-cache"]

        // When
        let foursquareRefused = try foodybite.run(query)
        foodybite.extraEnvironment["FOODYBITE_PLACES_API_KEY"] = "invalid-google-key"
        let bothRefused = try foodybite.run(query)

        // Then
        XCTAssertEqual(foursquareRefused.code, 0, foursquareRefused.stderr)
        XCTAssertFalse(foursquareRefused.jsonRows.isEmpty)
        XCTAssertTrue(foursquareRefused.jsonRows.allSatisfy { ($0["sources"] as? [String]) == ["google"] })
        XCTAssertTrue(foursquareRefused.stderr.contains("warning: Foursquare rejected the API key"), foursquareRefused.stderr)
        XCTAssertTrue(foursquareRefused.stderr.contains("showing Google's places only"), foursquareRefused.stderr)
        // One warning; besides it only the incomplete-answer line (Dijon has exactly the 20 restaurants Nearby
        // Search gives at most, so Google's answer may have been capped).
        let lines = foursquareRefused.stderr.split(separator: "\n")
        XCTAssertEqual(lines.filter { $0.contains("warning:") }.count, 1, foursquareRefused.stderr)
        XCTAssertEqual(
            lines.filter { !$0.contains("warning:") }, lines.filter { $0.hasPrefix("foodybite: the answer may be incomplete") },
            foursquareRefused.stderr)
        XCTAssertEqual(bothRefused.code, 77, bothRefused.stderr)
        XCTAssertEqual(bothRefused.stdout, "")
        XCTAssertFalse((foursquareRefused.stderr + bothRefused.stderr).contains("invalid-fsq-key"), "no key printed")
    }

    func test_nearby_retriesFoursquaresRateLimitAndAnswersOfflineFromBothProvidersCachedPlaces() throws {
        // Given
        let sandbox = try SandboxProcess()
        defer { sandbox.stop() }
        var foodybite = Foodybite.onBothProviders(sandbox)
        foodybite.home = try Foodybite.makeHome(for: self)
        foodybite.extraEnvironment["FOODYBITE_RETRIES"] = "2"
        try sandbox.inject("/places/search=429:1*1")

        // When
        let online = try foodybite.run(dijon + ["--provider", "google,foursquare", "--format", "json"])
        sandbox.stop()
        let offline = try foodybite.run(dijon + ["--provider", "google,foursquare", "--format", "json", "--offline"])
        let unreachable = try foodybite.run(dijon + ["--provider", "google,foursquare", "--format", "json"])

        // Then
        XCTAssertEqual(online.code, 0, online.stderr)
        XCTAssertTrue(online.jsonRows.contains { ($0["sources"] as? [String])?.count == 2 }, "Foursquare answered the retry")
        XCTAssertEqual(offline.code, 0, offline.stderr)
        XCTAssertEqual(
            offline.jsonRows.map { $0["sources"] as? [String] ?? [] }, online.jsonRows.map { $0["sources"] as? [String] ?? [] },
            "the cache holds both providers' places, merged again")
        XCTAssertEqual(unreachable.code, 0, unreachable.stderr)
        XCTAssertTrue(unreachable.stderr.contains("showing cached results"), unreachable.stderr)
    }

    func test_changes_withBothProviders_refusesAPartialAnswer() throws {
        // Given a first run recorded with both providers
        var foodybite = Foodybite.onBothProviders(try ClassSandbox.sandbox(for: Self.self))
        foodybite.home = try Foodybite.makeHome(for: self)
        let query = dijon + ["--provider", "google,foursquare", "--changes", "--format", "json"]
        XCTAssertEqual(try foodybite.run(query).code, 0)

        // When Foursquare refuses the next run
        foodybite.extraEnvironment["FOODYBITE_FOURSQUARE_API_KEY"] = "invalid-fsq-key"
        let partial = try foodybite.run(query)
        foodybite.extraEnvironment["FOODYBITE_FOURSQUARE_API_KEY"] = "fsq-e2e-key"
        let whole = try foodybite.run(query)

        // Then nothing is reported or recorded from half an answer
        XCTAssertEqual(partial.code, 77, partial.stderr)
        XCTAssertEqual(partial.stdout, "")
        XCTAssertEqual(whole.code, 0, whole.stderr)
        XCTAssertEqual(whole.stdout, "", "nothing changed since the whole answer")
    }

    func test_detailsAndPhoto_ofAFoursquarePlace_goToFoursquareWithoutAGoogleKey() throws {
        // Given a Foursquare id from a search, and no Google key at all
        let sandbox = try ClassSandbox.sandbox(for: Self.self)
        var foodybite = Foodybite.onBothProviders(sandbox)
        let listed = try foodybite.run(dijon + ["--provider", "foursquare", "--format", "json"])
        let id = try XCTUnwrap(listed.jsonRows.first?["placeID"] as? String)
        foodybite.extraEnvironment["FOODYBITE_PLACES_API_KEY"] = ""
        let output = try Foodybite.makeHome(for: self).appendingPathComponent("photo.jpg")

        // When
        let table = try foodybite.run(["details", id])
        let json = try foodybite.run(["details", id, "--format", "json"])
        let photo = try foodybite.run(["photo", id, "--output", output.path])
        let wrongProvider = try foodybite.run(["details", id, "--provider", "google"])
        let unknown = try foodybite.run(["details", String(repeating: "a", count: 24)])

        // Then
        XCTAssertEqual(table.code, 0, table.stderr)
        XCTAssertTrue(table.stdout.contains(id), table.stdout)
        let details = try XCTUnwrap((try? JSONSerialization.jsonObject(with: Data(json.stdout.utf8))) as? [String: Any])
        XCTAssertEqual(details["provider"] as? String, "foursquare")
        XCTAssertEqual(details["placeID"] as? String, id)
        XCTAssertEqual(photo.code, 0, photo.stderr)
        XCTAssertEqual(try Data(contentsOf: output).prefix(2), Data([0xFF, 0xD8]), "a JPEG")
        let imageRequests = try sandbox.requests().filter { ($0["path"] as? String)?.hasPrefix("/sandbox/images/fsq/") == true }
        XCTAssertFalse(imageRequests.isEmpty)
        XCTAssertTrue(imageRequests.allSatisfy { $0["authorization"] as? Bool == false }, "the key stays on the API host")
        XCTAssertEqual(wrongProvider.code, 64, wrongProvider.stderr)
        XCTAssertEqual(unknown.code, 69, unknown.stderr)
        XCTAssertTrue(unknown.stderr.contains("Foursquare has no place"), unknown.stderr)
    }

    func test_search_findsByNameOnFoursquareOrOnBothProviders() throws {
        // Given
        var foodybite = Foodybite.onBothProviders(try ClassSandbox.sandbox(for: Self.self)).at80Columns

        // When
        let all = try foodybite.run(["search", "bouillon", "--provider", "google,foursquare", "--format", "json"])
        let table = try foodybite.run(["search", "bouillon", "--provider", "google,foursquare"])
        foodybite.extraEnvironment["FOODYBITE_PLACES_API_KEY"] = ""
        let foursquare = try foodybite.run(["search", "bouillon", "--provider", "foursquare", "--details"])
        let needsGoogle = try foodybite.run(["search", "bouillon", "--provider", "google,foursquare"])

        // Then
        XCTAssertEqual(all.code, 0, all.stderr)
        XCTAssertEqual(Set(all.jsonRows.compactMap { $0["provider"] as? String }), ["google", "foursquare"])
        XCTAssertTrue(all.jsonRows.allSatisfy { ($0["text"] as? String)?.contains("Bouillon") == true }, all.stdout)
        XCTAssertTrue(table.stdout.contains("FROM"), table.stdout)
        XCTAssertEqual(foursquare.code, 0, foursquare.stderr)
        XCTAssertTrue(foursquare.stdout.hasPrefix("Bouillon Notre Dame"), foursquare.stdout)
        XCTAssertEqual(needsGoogle.code, 78, "both keys are needed for both providers: \(needsGoogle.stderr)")
        XCTAssertTrue(needsGoogle.stderr.contains("FOODYBITE_PLACES_API_KEY"), needsGoogle.stderr)
    }

    func test_reviewAdd_forAFoursquarePlace_postsItUnderItsFoursquareId() throws {
        // Given a logged-in user (a sandbox of its own: accounts are created)
        let sandbox = try SandboxProcess()
        defer { sandbox.stop() }
        let foodybite = try Foodybite.loggedIn(sandbox, as: "ada@example.com", for: self)
        let id = "36dce826cebff8b2a0b92678"

        // When
        let added = try foodybite.run(["review", "add", id, "--stars", "5", "--text", "Best bouillon"])
        let listed = try foodybite.run(["reviews", id, "--format", "json"])

        // Then
        XCTAssertEqual(added.code, 0, added.stderr)
        XCTAssertEqual(listed.code, 0, listed.stderr)
        XCTAssertEqual(listed.jsonRows.compactMap { $0["placeID"] as? String }, [id], listed.stdout)
    }

    func test_nearby_cuisine_asksEveryProviderAndRefusesOneThatHasNoCategoryForIt() throws {
        let foodybite = Foodybite.onBothProviders(try ClassSandbox.sandbox(for: Self.self))

        let foursquare = try foodybite.run(dijon + ["--provider", "foursquare", "--cuisine", "burger", "--format", "json"])
        let all = try foodybite.run(dijon + ["--provider", "google,foursquare", "--cuisine", "burger", "--format", "json"])
        let brunch = try foodybite.run(dijon + ["--provider", "google,foursquare", "--cuisine", "brunch"])

        XCTAssertEqual(foursquare.code, 0, foursquare.stderr)
        XCTAssertFalse(foursquare.jsonRows.isEmpty, "Foursquare's Burger Joint category")
        XCTAssertTrue(foursquare.jsonRows.allSatisfy { $0["type"] as? String == "hamburger_restaurant" }, foursquare.stdout)
        XCTAssertEqual(all.code, 0, all.stderr)
        XCTAssertTrue(
            all.jsonRows.contains { ($0["sources"] as? [String])?.contains("foursquare") == true },
            "both providers asked for the cuisine: \(all.stdout)")
        XCTAssertEqual(brunch.code, 64, brunch.stderr)
        XCTAssertTrue(brunch.stderr.contains("Foursquare has no category for --cuisine brunch"), brunch.stderr)
        XCTAssertEqual(brunch.lineCountOnStderr, 1)
        XCTAssertTrue(brunch.stdout.isEmpty, "nothing listed: never a silent drop")
    }

    override class func setUp() { ClassSandbox.start(for: self) }
    override class func tearDown() { ClassSandbox.stop(for: self) }
}
