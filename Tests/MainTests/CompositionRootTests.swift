import CLI
import CLITestSupport
import Foundation
import LoopbackServerSupport
import Synchronization
import XCTest

@testable import Main

/// The composition root, wired for real (URLSession client, Places services, presenter, renderer),
/// against a local server that speaks the published Google APIs.
final class CompositionRootTests: XCTestCase {
    func test_nearby_listsExactlyTheOpenRestaurantsWithinTheRadiusRatedAtLeastStars_onBothAPIs() async throws {
        for api in ["new", "legacy"] {
            // Given
            let server = try await makeServer()

            // When
            let (code, stdout, stderr) = await run(
                [
                    "nearby", "--location", "48.8566,2.3522", "--radius", "1000", "--stars", "4", "--format", "json",
                    "--places-api", api,
                ],
                server: server)
            await server.stop()

            // Then
            XCTAssertEqual(code, 0, "\(api): \(stderr)")
            // The fake's legacy API pages 2 at a time and always has more: after 3 pages (the budget), a place
            // between the last one read (990 m) and the radius may be missing, and stderr says so.
            XCTAssertEqual(stderr.isEmpty, api == "new", "\(api): \(stderr)")
            XCTAssertEqual(stderr.contains("may be incomplete") && stderr.contains("within 990 m"), api == "legacy", stderr)
            let rows = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(stdout.utf8)) as? [[String: Any]], api)
            XCTAssertEqual(rows.map { $0["placeID"] as? String }, ["near", "edge"], api)
            XCTAssertEqual(rows.map { $0["distanceMeters"] as? Int }, [100, 990], api)
            XCTAssertEqual(rows.first?["rating"] as? Double, 4.5, api)
        }
    }

    func test_nearby_includesUnratedPlacesWithoutStarsAndPagesTheLegacyAPI() async throws {
        // Given
        let server = try await makeServer()

        // When
        let (code, stdout, _) = await run(
            ["nearby", "--location", "48.8566,2.3522", "--radius", "1000", "--format", "csv", "--places-api", "legacy"],
            server: server)
        await server.stop()

        // Then
        XCTAssertEqual(code, 0)
        let ids = stdout.split(separator: "\n").dropFirst().map { $0.split(separator: ",").first.map(String.init) }
        XCTAssertEqual(ids, ["near", "unrated", "low", "edge"])
        XCTAssertEqual(
            server.requests.filter { $0.query["pagetoken"] != nil }.count, 2,
            "7 places in range, 2 a page: at most 3 pages are read, as Google gives")
    }

    func test_nearby_exitsWithConfigurationWhenGoogleIsNamedAndNoKeyIsSet() async throws {
        // When (without --provider and with no key at all, OpenStreetMap is asked: EndToEndTests.OSMEndToEndTests)
        let (code, stdout, stderr) = await run(["nearby", "--location", "1,2", "--provider", "google"], environment: [:])

        // Then
        XCTAssertEqual(code, 78)
        XCTAssertEqual(stdout, "")
        XCTAssertTrue(stderr.contains("FOODYBITE_PLACES_API_KEY"), stderr)
    }

    func test_nearby_exitsWithPermissionDeniedAndGooglesMessageWhenTheKeyIsRejected_onBothAPIs() async throws {
        for (api, message) in [("new", "API key not valid"), ("legacy", "The provided API key is invalid.")] {
            // Given
            let server = try await makeServer()
            let wrongKey = "wrong-key-987654321"

            // When
            let (code, stdout, stderr) = await run(
                ["nearby", "--location", "48.8566,2.3522", "--places-api", api], server: server, key: wrongKey)
            await server.stop()

            // Then
            XCTAssertEqual(code, 77, api)
            XCTAssertEqual(stdout, "")
            XCTAssertTrue(stderr.contains(message), stderr)
            XCTAssertEqual(stderr.filter { $0 == "\n" }.count, 1)
            XCTAssertFalse(stderr.contains(wrongKey))
        }
    }

    func test_nearby_exitsUnavailableWhenNothingListensAndNeverPrintsTheKey() async throws {
        // Given a server that has stopped
        let server = try await makeServer()
        await server.stop()

        // When
        let (code, _, stderr) = await run(["nearby", "--location", "48.8566,2.3522", "--places-api", "legacy"], server: server)

        // Then
        XCTAssertEqual(code, 69, stderr)
        XCTAssertFalse(stderr.contains(FakeGooglePlaces.validKey))
    }

    func test_nearby_readsTheDefaultAPIFromTheEnvironmentAndRejectsAnUnknownOne() async throws {
        // Given
        let server = try await makeServer()

        // When
        let (legacyCode, _, _) = await run(
            ["nearby", "--location", "48.8566,2.3522"], server: server, extra: ["FOODYBITE_PLACES_API": "legacy"])
        let (badCode, _, badError) = await run(
            ["nearby", "--location", "48.8566,2.3522"], server: server, extra: ["FOODYBITE_PLACES_API": "v3"])
        await server.stop()

        // Then
        XCTAssertEqual(legacyCode, 0)
        XCTAssertTrue(server.requests.allSatisfy { $0.path == "/maps/api/place/nearbysearch/json" })
        XCTAssertEqual(badCode, 78)
        XCTAssertTrue(badError.contains("FOODYBITE_PLACES_API"), badError)
    }

    func test_nearby_retriesGooglesLegacyOverQueryLimit_andReadsNoOtherProvidersAnswerForIt() async throws {
        // Given a legacy API that is over its quota once, and a Foursquare whose answer happens to say the same words
        let quota = Data(#"{"results": [], "status": "OVER_QUERY_LIMIT"}"#.utf8)
        let overQuota = Counter()
        let fake = FakeGooglePlaces()
        let server = try await LoopbackServer { request in
            switch request.path {
            case "/maps/api/place/nearbysearch/json" where overQuota.next() == 0: return .json(quota)
            case "/places/search": return .json(quota)
            default: return fake.handle(request)
            }
        }
        let foursquare = [
            "FOODYBITE_FOURSQUARE_URL": server.baseURL.absoluteString, "FOODYBITE_FOURSQUARE_API_KEY": "fsq-key",
        ]

        // When
        let (legacyCode, legacyOutput, legacyError) = await run(
            ["nearby", "--location", "48.8566,2.3522", "--places-api", "legacy", "--format", "json", "--no-cache"],
            server: server)
        let (foursquareCode, _, foursquareError) = await run(
            ["nearby", "--location", "48.8566,2.3522", "--provider", "foursquare", "--no-cache"], server: server,
            extra: foursquare)
        await server.stop()

        // Then Google's passing failure was asked again; Foursquare's answer was taken as it is, once
        XCTAssertEqual(legacyCode, 0, legacyError)
        XCTAssertTrue(legacyOutput.contains("Le Près"), legacyOutput)
        XCTAssertEqual(foursquareCode, 0, foursquareError)
        XCTAssertEqual(server.requests.filter { $0.path == "/places/search" }.count, 1)
    }

    private final class Counter: Sendable {
        private let count = Mutex(0)

        /// The count before this call.
        func next() -> Int {
            count.withLock { value in
                defer { value += 1 }
                return value
            }
        }
    }

    // MARK: - Helpers

    private func makeServer() async throws -> LoopbackServer {
        let fake = FakeGooglePlaces()
        return try await LoopbackServer { fake.handle($0) }
    }

    private func run(
        _ arguments: [String], server: LoopbackServer? = nil, key: String = FakeGooglePlaces.validKey,
        extra: [String: String] = [:], environment: [String: String]? = nil
    ) async -> (Int32, String, String) {
        let base = server?.baseURL.absoluteString ?? "http://127.0.0.1:9"
        let env =
            environment
            ?? [
                "FOODYBITE_PLACES_API_KEY": key, "FOODYBITE_PLACES_URL": base, "FOODYBITE_PLACES_LEGACY_URL": base,
            ].merging(extra) { $1 }
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("foodybite-main-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: home) }
        let console = ConsoleSpy()
        var composition = LiveComposition(
            environment: env.merging(["HOME": home.path, "FOODYBITE_OVERPASS_URL": base, "FOODYBITE_NOMINATIM_URL": base]) {
                $1
            }, console: console)
        composition.legacyPaging = .init(initialDelay: .zero, retryDelays: [.zero])
        let code = await FoodybiteRunner.run(arguments: arguments, dependencies: composition.commandLine())
        await composition.writes.finish()
        return (code, console.output, console.errorOutput)
    }
}
