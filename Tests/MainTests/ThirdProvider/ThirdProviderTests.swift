import CLI
import CLITestSupport
import Foundation
import LoopbackServerSupport
import Presentation
import XCTest

@testable import Main

/// A third provider, registered by one line (`registry` below) and defined in its own folder (`TestPlacesKit`,
/// `TestPlacesRegistration`: a key of its own, no ratings), takes part in everything foodybite does with providers:
/// searched alone or with all (when its key is set), merged (its id on the merged row), named in the warning when
/// another fails, recorded by `--changes`, answered from the cache offline, listed among the choices of
/// `--provider`; its key is a setting (help, `config show`, the error that asks for it), its lack of ratings refuses
/// `--stars`, and `details` shows its places as its descriptor says.
final class ThirdProviderTests: XCTestCase {
    private let registry = ProviderRegistry.live.adding(TestPlacesRegistration.registration)

    func test_nearby_mergesTheThirdProviderWithTheOthersAndWarnsAboutTheOneThatFails() async throws {
        // Given Google's fake, and a Foursquare that answers 404 to everything
        // When
        let (code, stdout, stderr) = try await searchAll(format: "json")

        // Then
        XCTAssertEqual(code, 0, stderr)
        XCTAssertTrue(stderr.contains("showing Google's and Test's places only"), stderr)
        let rows = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(stdout.utf8)) as? [[String: Any]])
        XCTAssertEqual(rows.map { $0["placeID"] as? String }, ["near", "unrated", "test:own", "low", "edge"])
        let merged = try XCTUnwrap(rows.first)
        XCTAssertEqual(merged["sources"] as? [String], ["google", "test"])
        let ratings = try XCTUnwrap(merged["ratings"] as? [String: Any])
        XCTAssertEqual(ratings["google"] as? Double, 4.5)
        XCTAssertTrue(ratings["test"] is NSNull, "the test provider rates nothing: \(ratings)")
        XCTAssertEqual(merged["placeIDs"] as? [String: String], ["google": "near", "test": "test:near"])
        XCTAssertEqual(rows[2]["provider"] as? String, "test")
    }

    func test_nearby_csvAddsTheThirdProvidersColumnsAtTheEnd() async throws {
        // When
        let (code, stdout, stderr) = try await searchAll(format: "csv")

        // Then the columns of Google and Foursquare where they always were, then what the place is, the later
        // providers' (OpenStreetMap's, the test provider's) after them, then the map data and its credit, then the
        // travel time (empty: not asked), then when the hours next change (empty: no hours) and the moment --open-at
        // judged (empty: not asked)
        XCTAssertEqual(code, 0, stderr)
        let lines = stdout.split(separator: "\n").map(String.init)
        XCTAssertEqual(
            lines.first?.split(separator: ",").suffix(23).map(String.init),
            [
                "googleRating", "foursquareRating", "googlePlaceID", "foursquarePlaceID", "kind", "type", "category",
                "osmRating", "osmPlaceID", "testRating", "testPlaceID", "diets", "wheelchair", "outdoorSeating",
                "openingHours", "attribution", "travelMode", "travelSeconds", "travelMeters", "detourSeconds", "opensAt",
                "closesAt", "openAt",
            ])
        XCTAssertEqual(
            lines.dropFirst().first?.split(separator: ",", omittingEmptySubsequences: false).suffix(23).map(String.init),
            ["4.5", "", "near", "", "restaurant", "restaurant", "restaurant", "", "", "", "test:near"]
                + Array(repeating: "", count: 12))
    }

    func test_nearby_asksOnlyTheThirdProviderWhenNamed_andNeedsOnlyItsOwnKey() async throws {
        // When only its key is set
        let (code, stdout, stderr) = await run(
            ["nearby", "--location", "48.8566,2.3522", "--radius", "1000", "--provider", "test", "--format", "csv"],
            server: nil, keys: false, extra: ["FOODYBITE_TEST_API_KEY": "test-key"])

        // Then
        XCTAssertEqual(code, 0, stderr)
        XCTAssertEqual(
            stdout.split(separator: "\n").dropFirst().map { $0.split(separator: ",").first }, ["test:near", "test:own"])
    }

    func test_nearby_recordsChangesAndAnswersOfflineForTheThirdProvider() async throws {
        // Given one home for every run, and a cache that holds Google's places too
        let home = makeHome()
        defer { try? FileManager.default.removeItem(at: home) }
        let server = try await makeServer()
        let search = ["nearby", "--location", "48.8566,2.3522", "--radius", "1000"]
        let all = await run(search + ["--provider", "all"], server: server, home: home)
        await server.stop()

        // When
        let first = await run(search + ["--provider", "test", "--changes"], server: nil, home: home)
        let second = await run(search + ["--provider", "test", "--changes"], server: nil, home: home)
        let offline = await run(
            search + ["--provider", "test", "--offline", "--limit", "2", "--format", "csv"], server: nil, home: home)

        // Then
        XCTAssertEqual(all.0, 0, all.2)
        XCTAssertEqual(first.0, 0, first.2)
        XCTAssertTrue(first.2.contains("first run of this query: recorded its 2 places"), first.2)
        XCTAssertEqual(second.0, 0, second.2)
        XCTAssertEqual(second.1, "", "nothing changed")
        XCTAssertEqual(offline.0, 0, offline.2)
        XCTAssertEqual(
            offline.1.split(separator: "\n").dropFirst().map { $0.split(separator: ",").first }, ["test:near", "test:own"],
            "the cache's other places are Google's")
    }

    func test_nearby_rejectsAnUnknownProviderNamingTheRegisteredOnes() async {
        // When
        let (code, stdout, stderr) = await run(
            ["nearby", "--location", "48.8566,2.3522", "--provider", "nosuch"], server: nil)

        // Then
        XCTAssertEqual(code, ExitCodes.usage)
        XCTAssertEqual(stdout, "")
        XCTAssertTrue(stderr.hasPrefix("foodybite: unknown provider 'nosuch': google, foursquare, osm, test or all"), stderr)
    }

    func test_nearby_asksForTheThirdProvidersKeyByItsSettingWhenItIsNamedWithoutIt() async {
        // When
        let (code, stdout, stderr) = await run(
            ["nearby", "--location", "48.8566,2.3522", "--provider", "test"], server: nil, keys: false)

        // Then
        XCTAssertEqual(code, ExitCodes.configuration, stderr)
        XCTAssertEqual(stdout, "")
        XCTAssertTrue(
            stderr.contains(
                "no Test Places API key: export FOODYBITE_TEST_API_KEY=<your key>, or run 'foodybite config set test_api_key'"),
            stderr)
    }

    func test_nearby_leavesTheThirdProviderOutOfAllWithoutItsKey_andNamesItsKeyWhenNoneIsSet() async throws {
        // Given Google's fake and Google's key only
        let server = try await makeServer()
        let search = ["nearby", "--location", "48.8566,2.3522", "--radius", "1000", "--format", "csv"]

        // When
        let all = await run(
            search + ["--provider", "all"], server: server, keys: false,
            extra: ["FOODYBITE_PLACES_API_KEY": FakeGooglePlaces.validKey, "FOODYBITE_PLACES_URL": server.baseURL.absoluteString])
        let keyless = await run(search, server: server, keys: false)
        await server.stop()

        // Then
        XCTAssertEqual(all.0, 0, all.2)
        XCTAssertFalse(all.1.contains("test:"), all.1)
        XCTAssertTrue(keyless.2.contains("no Google, Foursquare or Test key is configured: asking OpenStreetMap"), keyless.2)
    }

    func test_nearby_refusesStarsForTheThirdProviderAloneAsItRatesNothing() async {
        // When
        let (code, _, stderr) = await run(
            ["nearby", "--location", "48.8566,2.3522", "--provider", "test", "--stars", "4"], server: nil)

        // Then
        XCTAssertEqual(code, ExitCodes.usage, stderr)
        XCTAssertTrue(
            stderr.contains("--stars 4: Test Places has no ratings; use --provider all (ratings from Google or Foursquare)"),
            stderr)
    }

    func test_details_showsTheThirdProvidersPlaceAsItsDescriptorSays() async {
        // When
        let (code, stdout, stderr) = await run(["details", "test:own"], server: nil)

        // Then
        XCTAssertEqual(code, 0, stderr)
        XCTAssertTrue(stdout.hasPrefix("Chez Test\nid          test:own\n"), stdout)
        XCTAssertTrue(stdout.contains("reviews     Test Places has no reviews or photos"), stdout)
        XCTAssertFalse(stdout.contains("rating"), stdout)
    }

    func test_helpAndConfig_listTheThirdProviderAndItsKeySetting() async {
        // When
        let help = await run(["--help"], server: nil)
        let config = await run(["config", "show"], server: nil)
        let nearbyHelp = await run(["nearby", "--help"], server: nil)

        // Then
        XCTAssertEqual(help.0, 0, help.2)
        XCTAssertTrue(help.1.contains("FOODYBITE_TEST_API_KEY (config key test_api_key)"), help.1)
        XCTAssertEqual(config.0, 0, config.2)
        XCTAssertTrue(config.1.contains("test_api_key"), config.1)
        XCTAssertFalse(config.1.contains("test-key"), "a key is never shown")
        XCTAssertTrue(
            nearbyHelp.1.split(whereSeparator: \.isWhitespace).joined(separator: " ").contains("test (Test Places, no ratings)"),
            nearbyHelp.1)
    }

    // MARK: - Helpers

    /// `nearby --provider all` against Google's fake (which answers Foursquare's routes with 404s).
    private func searchAll(format: String) async throws -> (Int32, String, String) {
        let server = try await makeServer()
        let result = await run(
            ["nearby", "--location", "48.8566,2.3522", "--radius", "1000", "--provider", "all", "--format", format],
            server: server)
        await server.stop()
        return result
    }

    private func makeServer() async throws -> LoopbackServer {
        let fake = FakeGooglePlaces()
        return try await LoopbackServer { fake.handle($0) }
    }

    private func makeHome() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("foodybite-third-\(UUID().uuidString)")
    }

    /// `keys`: every provider's key (at `server`, the fake); `extra`: more of the environment.
    private func run(
        _ arguments: [String], server: LoopbackServer?, keys: Bool = true, extra: [String: String] = [:], home: URL? = nil
    ) async -> (Int32, String, String) {
        let base = server?.baseURL.absoluteString ?? "http://127.0.0.1:9"
        let scratch = home ?? makeHome()
        defer { if home == nil { try? FileManager.default.removeItem(at: scratch) } }
        // OpenStreetMap (keyless, so in `all`) at the fake too: unit tests never touch the network.
        var environment = ["HOME": scratch.path, "FOODYBITE_OVERPASS_URL": base, "FOODYBITE_NOMINATIM_URL": base]
        if keys {
            environment.merge(
                [
                    "FOODYBITE_PLACES_API_KEY": FakeGooglePlaces.validKey, "FOODYBITE_PLACES_URL": base,
                    "FOODYBITE_FOURSQUARE_API_KEY": "fsq-key", "FOODYBITE_FOURSQUARE_URL": base,
                    "FOODYBITE_TEST_API_KEY": "test-key",
                ]
            ) { $1 }
        }
        environment.merge(extra) { $1 }
        let console = ConsoleSpy()
        var composition = LiveComposition(environment: environment, console: console)
        composition.registry = registry
        let code = await FoodybiteRunner.run(arguments: arguments, dependencies: composition.commandLine())
        await composition.writes.finish()
        return (code, console.output, console.errorOutput)
    }
}
