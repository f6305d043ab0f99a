import CLI
import CLITestSupport
import Foundation
import LoopbackServerSupport
import XCTest

@testable import Main

/// A third provider, registered by one line (`registry` below) and defined in its own folder (`TestPlacesKit`),
/// takes part in everything `nearby` does with providers: searched alone or with all, merged (its rating and id on
/// the merged row), named in the warning when another fails, recorded by `--changes`, answered from the cache
/// offline, and listed among the choices of `--provider`.
final class ThirdProviderTests: XCTestCase {
    private let registry = ProviderRegistry.live.adding(
        ProviderRegistration(TestPlacesKit.descriptor, makeKit: { _ in TestPlacesKit() }))

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
        XCTAssertEqual(merged["ratings"] as? [String: Double], ["google": 4.5, "test": 3.5])
        XCTAssertEqual(merged["placeIDs"] as? [String: String], ["google": "near", "test": "test:near"])
        XCTAssertEqual(rows[2]["provider"] as? String, "test")
    }

    func test_nearby_csvAddsTheThirdProvidersColumnsAtTheEnd() async throws {
        // When
        let (code, stdout, stderr) = try await searchAll(format: "csv")

        // Then the columns of Google and Foursquare where they always were, then what the place is, the later
        // providers' (OpenStreetMap's, the test provider's) after them, then the map data and its credit, then the
        // travel time (empty: not asked), then when the hours next change (empty: no hours)
        XCTAssertEqual(code, 0, stderr)
        let lines = stdout.split(separator: "\n").map(String.init)
        XCTAssertEqual(
            lines.first?.split(separator: ",").suffix(22).map(String.init),
            [
                "googleRating", "foursquareRating", "googlePlaceID", "foursquarePlaceID", "kind", "type", "category",
                "osmRating", "osmPlaceID", "testRating", "testPlaceID", "diets", "wheelchair", "outdoorSeating",
                "openingHours", "attribution", "travelMode", "travelSeconds", "travelMeters", "detourSeconds", "opensAt",
                "closesAt",
            ])
        XCTAssertEqual(
            lines.dropFirst().first?.split(separator: ",", omittingEmptySubsequences: false).suffix(22).map(String.init),
            ["4.5", "", "near", "", "restaurant", "restaurant", "restaurant", "", "", "3.5", "test:near"]
                + Array(repeating: "", count: 11))
    }

    func test_nearby_asksOnlyTheThirdProviderWhenNamed_andNeedsNoOtherKey() async throws {
        // When no Google or Foursquare key is set
        let (code, stdout, stderr) = await run(
            ["nearby", "--location", "48.8566,2.3522", "--radius", "1000", "--provider", "test", "--format", "csv"],
            server: nil, keys: false)

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
        let first = await run(search + ["--provider", "test", "--changes"], server: nil, keys: false, home: home)
        let second = await run(search + ["--provider", "test", "--changes"], server: nil, keys: false, home: home)
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

    private func run(_ arguments: [String], server: LoopbackServer?, keys: Bool = true, home: URL? = nil) async
        -> (Int32, String, String)
    {
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
                ]
            ) { $1 }
        }
        let console = ConsoleSpy()
        var composition = LiveComposition(environment: environment, console: console, terminal: .plain)
        composition.registry = registry
        let code = await FoodybiteRunner.run(arguments: arguments, dependencies: composition.dependencies())
        await composition.writes.finish()
        return (code, console.output, console.errorOutput)
    }
}
