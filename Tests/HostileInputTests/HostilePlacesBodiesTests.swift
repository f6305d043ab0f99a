import CLITestSupport
import Domain
import DomainTestSupport
import FixtureSupport
import Foundation
import Location
import NetworkingTestSupport
import Persistence
import Places
import Presentation
import XCTest

@testable import CLI

/// Every recorded Google body, mutated leaf by leaf (extreme numbers, wrong types, 100 KB strings, control
/// characters, escape sequences, lone surrogates), goes through decode → map → present → render in every format
/// and through the cache and back: nothing traps, every outcome is places or a `ServiceError`, numbers shown are
/// in their domain, and no control character reaches table or CSV output.
final class HostilePlacesBodiesTests: XCTestCase {
    func test_legacyNearby_survivesEveryMutationOfTheRecordedBodies() async throws {
        // Every recorded legacy search body (nearby and text search share the shape)
        let names = try Fixtures.names(in: "google-places") { name in
            name.hasSuffix(".json")
                && ["nearbysearch", "textsearch", "pizzainnewyork", "kitaward"].contains { name.lowercased().contains($0) }
        }
        XCTAssertGreaterThanOrEqual(names.count, 14)
        for name in names {
            let body = try Fixtures.data("google-places/\(name)")
            try await assertNearbySurvivesMutations(of: body, name: name, trimArraysTo: 1) { client in
                LegacySearchNearbyService(client: client, baseURL: URL(fileURLWithPath: "/"), apiKey: "k", sleep: { _ in })
            }
        }
    }

    func test_newNearby_survivesEveryMutationOfTheRecordedBody() async throws {
        let body = try Self.newAPIBody()
        try await assertNearbySurvivesMutations(of: body, name: "places-v1 Dijon") { client in
            NewPlacesSearchNearbyService(client: client, baseURL: URL(fileURLWithPath: "/"), apiKey: "k")
        }
    }

    func test_foursquareNearby_survivesEveryMutationOfTheRecordedBodies() async throws {
        // Every recorded Foursquare search body, current and legacy v3 shapes
        try await forEachRecordedBody(in: "foursquare", atLeast: 6) { name in
            name.hasSuffix(".json") && !name.hasSuffix(".headers.json")
                && (name.hasPrefix("search-") || name.hasPrefix("nearby-"))
        } check: { body, name in
            try await assertNearbySurvivesMutations(of: body, name: name, trimArraysTo: 1) { client in
                FoursquareSearchNearbyService(client: client, baseURL: URL(fileURLWithPath: "/"), apiKey: "k")
            }
        }
    }

    func test_overpassNearby_survivesEveryMutationOfTheRecordedBody() async throws {
        // The sandbox's Overpass answer around Dijon (places, then the areas that say their zone and country), each
        // id, coordinate, tag and area mutated: read by the streaming reader, mapped, judged (hours), rendered, cached
        var answer = try XCTUnwrap(
            JSONSerialization.jsonObject(with: try Fixtures.data("osm/overpass-dijon-sandbox.json")) as? [String: Any])
        let area: [String: Any] = [
            "type": "area", "id": 3_600_002_202_162,
            "tags": ["admin_level": "2", "ISO3166-1:alpha2": "FR", "timezone": "Europe/Paris"],
        ]
        answer["elements"] = Array(((answer["elements"] as? [Any]) ?? []).prefix(2)) + [area]
        let body = try JSONSerialization.data(withJSONObject: answer)
        try await assertNearbySurvivesMutations(of: body, name: "overpass Dijon", trimArraysTo: 3) { client in
            let settings = OSMKit.Settings(
                overpassURL: URL(fileURLWithPath: "/"), nominatimURL: URL(fileURLWithPath: "/"), userAgent: "foodybite/9",
                timeoutSeconds: 13, nominatimSpacing: .none, now: { Date(timeIntervalSince1970: 1_795_000_000) })
            return OSMKit(client: client, settings: settings).searchNearbyService()
        }
    }

    func test_legacyDetails_survivesEveryMutationOfTheRecordedBodies() async throws {
        // Every recorded legacy details body
        try await forEachRecordedBody(in: "google-places", atLeast: 10) { name in
            name.hasSuffix(".json") && name.lowercased().contains("details") && !name.contains("InFrench")
                || name == "PlacesApiDetailsInFrenchResponse.json"
        } check: { body, name in
            try await assertDetailsSurviveMutations(of: body, name: name, trimArraysTo: 1) { client in
                LegacyPlaceDetailsService(client: client, baseURL: URL(fileURLWithPath: "/"), apiKey: "k")
            }
        }
    }

    func test_newDetails_survivesEveryMutationOfTheRecordedBody() async throws {
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Self.newAPIBody()) as? [String: Any])
        let place = try XCTUnwrap((object["places"] as? [Any])?.first)
        let body = try JSONSerialization.data(withJSONObject: place)
        try await assertDetailsSurviveMutations(of: body, name: "places-v1 Dijon place") { client in
            NewPlaceDetailsService(client: client, baseURL: URL(fileURLWithPath: "/"), apiKey: "k")
        }
    }

    // MARK: - Helpers

    /// Every recorded body of `folder` that `include` names (at least `minimum` of them), checked with its name.
    private func forEachRecordedBody(
        in folder: String, atLeast minimum: Int, where include: (String) -> Bool,
        check: (Data, String) async throws -> Void
    ) async throws {
        let names = try Fixtures.names(in: folder, where: include)
        XCTAssertGreaterThanOrEqual(names.count, minimum, folder)
        for name in names { try await check(try Fixtures.data("\(folder)/\(name)"), name) }
    }

    private let query = NearbySearchQuery(
        location: Location(latitude: -33.8670522, longitude: 151.1957362)!, radius: 50_000, limit: 60)
    private let terminal = TerminalCapabilities(isInteractive: true, usesColor: false, width: 100)

    private func assertNearbySurvivesMutations(
        of body: Data, name: String, trimArraysTo limit: Int = 2, makeService: (HTTPClientStub) -> any SearchNearbyService,
        file: StaticString = #filePath, line: UInt = #line
    ) async throws {
        let store = SQLiteNearbyStore(database: try makeDatabase())
        let presenter = NearbyPlacesPresenter(distance: DistanceSolver.distance, providers: .sample)
        try await forEachMutation(of: body, name: name, trimArraysTo: limit, file: file, line: line) { variant, context in
            let places = try await makeService(HTTPClientStub([.data(variant)])).searchNearby(query).places
            try assertRenders(presenter.rows(for: places, query: query.ordered(by: .name)), context)
            try await store.save(places, at: Date())
            let ids = Set(places.map(\.placeID))
            let cached = try await store.searchNearby(query).places.filter { ids.contains($0.placeID) }
            try assertRenders(presenter.rows(for: cached, query: query.ordered(by: .rating)), context + " (cached)")
        }
    }

    private func assertDetailsSurviveMutations(
        of body: Data, name: String, trimArraysTo limit: Int = 2, makeService: (HTTPClientStub) -> any GetPlaceDetailsService,
        file: StaticString = #filePath, line: UInt = #line
    ) async throws {
        let store = SQLiteDetailsStore(database: try makeDatabase())
        try await forEachMutation(of: body, name: name, trimArraysTo: limit, file: file, line: line) { variant, context in
            let details = try await makeService(HTTPClientStub([.data(variant)])).getPlaceDetails(placeID: "ChIJid")
            try assertRenders(details, context)
            try await store.save(details, at: Date())
            try assertRenders(try await store.getPlaceDetails(placeID: details.placeID), context + " (cached)")
        }
    }

    /// Runs `check` on every variant of `body`: a `ServiceError` is a documented outcome (the body was refused
    /// with a message and an exit code); any other error fails the test.
    private func forEachMutation(
        of body: Data, name: String, trimArraysTo limit: Int, file: StaticString, line: UInt,
        _ check: (Data, String) async throws -> Void
    ) async throws {
        let variants = try JSONMutations.variants(of: body, trimArraysTo: limit)
        XCTAssertFalse(variants.isEmpty, name, file: file, line: line)
        for variant in variants {
            let context = "\(name) at \(variant.path)"
            do {
                try await check(variant.body, context)
            } catch is ServiceError {
                // A documented outcome.
            } catch {
                XCTFail("\(context): undocumented error \(error)", file: file, line: line)
            }
        }
    }

    private func assertRenders(_ rows: [NearbyPlaceViewModel], _ context: String) throws {
        for row in rows {
            XCTAssertTrue(row.rating.map { (1...5).contains($0) } ?? true, "\(context): rating \(String(describing: row.rating))")
            XCTAssertTrue((row.userRatingsTotal ?? 0) >= 0, "\(context): count")
        }
        for format in OutputFormat.allCases {
            let text = try NearbyRenderer.render(
                rows, as: format, terminal: terminal, page: MapPageSettings(library: .stub))
            if format == .html {
                assertPageIsSafe(text, "\(context) as a page")
                continue
            }
            let documents = format == .ndjson ? text.split(separator: "\n").map(String.init) : [text]
            for document in documents {
                assertRenderedTextIsSafe(
                    document, isJSON: [.json, .ndjson, .geojson].contains(format), "\(context) as \(format)")
            }
        }
    }

    private func assertRenders(_ details: PlaceDetails, _ context: String) throws {
        XCTAssertTrue(details.rating.map { (1...5).contains($0) } ?? true, "\(context): rating")
        XCTAssertTrue(details.reviews.allSatisfy { (0...5).contains($0.rating) }, "\(context): review stars")
        XCTAssertTrue(details.reviews.allSatisfy { $0.createdAt.map(Plausible.dates.contains) ?? true }, "\(context): time")
        let model = PlaceDetailsViewModel(details: details, ownReviews: details.reviews, now: Date())
        for format in [ReportFormat.table, .json] {
            let text = try PlaceDetailsRenderer.render(
                model, as: format, terminal: terminal, owner: PlacesProviderCatalog.sample.owner(of: details.placeID))
            assertRenderedTextIsSafe(text, isJSON: format == .json, "\(context) as \(format)")
        }
    }

    private func makeDatabase() throws -> SQLiteDatabase {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("hostile-\(UUID().uuidString)")
        addTeardownBlock { try? FileManager.default.removeItem(at: directory) }
        return try CacheDatabase.open(at: directory.appendingPathComponent("cache.sqlite"))
    }

    /// The recorded Places API (New) body was captured without ids, locations and types (see the fixtures'
    /// README); the fields a search asks for are added, so that its places are mapped and rendered, not skipped.
    static func newAPIBody() throws -> Data {
        var object = try XCTUnwrap(
            JSONSerialization.jsonObject(with: Fixtures.data("google-places/places-v1-searchNearby-restaurants-Dijon.json"))
                as? [String: Any])
        let places = (object["places"] as? [[String: Any]] ?? []).enumerated().map { index, place in
            place.merging([
                "id": "ChIJdijon\(index)", "location": ["latitude": -33.867 + Double(index) / 1000, "longitude": 151.195],
                "primaryType": "restaurant", "businessStatus": "OPERATIONAL", "priceLevel": "PRICE_LEVEL_MODERATE",
                "currentOpeningHours": ["openNow": true, "weekdayDescriptions": ["Monday: 9 AM – 5 PM"]],
            ]) { old, _ in old }
        }
        object["places"] = places
        return try JSONSerialization.data(withJSONObject: object)
    }
}
