import CLI
import CLITestSupport
import Domain
import DomainTestSupport
import Foundation
import Synchronization
import XCTest

/// details, search, photo, favorites and whereami, run in process with test doubles (no subprocess, no server).
final class PlaceCommandsTests: XCTestCase {
    private static let bouillon = "ChIJhRozr5Cd8kcRzXWVpd5wDvU"

    func test_details_printsTheDetailsAsJSONAndAsksTheCacheOnlyWhenOffline() async throws {
        // Given
        let (run, console, seen) = makeSUT()

        // When
        let code = await run(["details", Self.bouillon, "--format", "json", "--offline"])

        // Then
        XCTAssertEqual(code, 0, console.errorOutput)
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(console.output.utf8)) as? [String: Any])
        XCTAssertEqual(object["name"] as? String, "Bouillon Notre Dame")
        XCTAssertEqual(seen.sources, [PlacesSource(api: nil, cache: .cacheOnly)])
    }

    func test_details_refusesAMalformedIdAndBothCacheFlagsWithUsage() async {
        let (run, _, _) = makeSUT()

        let malformed = await run(["details", "not an id"])
        let both = await run(["details", Self.bouillon, "--offline", "--no-cache"])

        XCTAssertEqual([malformed, both], [64, 64])
    }

    func test_search_listsTheMatchesAndShowsTheFirstOnesDetailsWhenAsked() async {
        let (run, console, _) = makeSUT()

        let code = await run(["search", "Bouillon", "--details", "--location", "47.3220,5.0415"])

        XCTAssertEqual(code, 0, console.errorOutput)
        XCTAssertTrue(console.output.contains("Bouillon Notre Dame"), console.output)
    }

    func test_details_takesTheIdOfAProviderAddedLaterAndChecksIt() async {
        // Given
        let (run, console, _) = makeSUT()

        // When
        let added = await run(["details", "osm:node/123"])
        let spaced = await run(["details", "osm:node 123"])
        let disagreeing = await run(["details", "osm:node/123", "--provider", "google"])

        // Then
        XCTAssertEqual([added, spaced, disagreeing], [0, 64, 64], console.errorOutput)
        XCTAssertTrue(console.errorOutput.contains("osm:node/123 is an osm place id, not a google one"), console.errorOutput)
    }

    func test_details_saysWhatEachProvidersIdsLookLike_whenTheIdIsMalformed() async {
        // Given
        let (run, console, _) = makeSUT()

        // When
        let code = await run(["details", "osm:node 123"])

        // Then the forms the providers' descriptors give
        XCTAssertEqual(code, 64)
        XCTAssertTrue(
            console.errorOutput.contains(
                "'osm:node 123' is not a place id (Google: letters, digits, - and _; Foursquare: 24 hexadecimal digits; "
                    + "OpenStreetMap: osm:node/123, osm:way/123 or osm:relation/123)"), console.errorOutput)
    }

    func test_photo_writesTheImageOfTheFirstPhotoToStdout() async {
        let (run, console, _) = makeSUT()

        let code = await run(["photo", Self.bouillon, "--output", "-"])

        XCTAssertEqual(code, 0, console.errorOutput)
        XCTAssertEqual(console.output, "JPEG")
    }

    func test_photo_refusesWiderThanTheLegacyAPIServesOnlyForALegacyReference() async {
        // Given
        let (run, console, _) = makeSUT()
        let legacy = ["photo", "--ref", "AUc7legacyRef", "--places-api", "legacy", "--output", "-"]

        // When
        let tooWide = await run(legacy + ["--max-width", "1601"])
        let widest = await run(legacy + ["--max-width", "1600"])
        let newName = await run([
            "photo", "--ref", "places/ChIJx/photos/AUc7", "--places-api", "legacy", "--max-width", "4800", "--output", "-",
        ])

        // Then
        XCTAssertEqual([tooWide, widest, newName], [64, 0, 0], console.errorOutput)
        XCTAssertTrue(
            console.errorOutput.contains("--max-width must be at most 1600 on the legacy API (got 1601)"), console.errorOutput)
    }

    func test_favorites_addListAndRemove() async throws {
        // Given
        let (run, console, _) = makeSUT()

        // When
        let added = await run(["favorites", "add", Self.bouillon])
        let listed = await run(["favorites", "list", "--format", "json"])
        let removed = await run(["favorites", "remove", Self.bouillon])
        let removedAgain = await run(["favorites", "remove", Self.bouillon])

        // Then
        XCTAssertEqual([added, listed, removed, removedAgain], [0, 0, 0, 69], console.errorOutput)
        XCTAssertTrue(console.errorOutput.contains("Bouillon Notre Dame (\(Self.bouillon)) added"), console.errorOutput)
        XCTAssertTrue(console.output.contains("\"name\" : \"Bouillon Notre Dame\""), console.output)
    }

    func test_whereami_reportsTheLocationAndItsSourceAsJSON() async throws {
        let (run, console, _) = makeSUT()

        let code = await run(["whereami", "--location", "47.3220,5.0415", "--format", "json"])

        XCTAssertEqual(code, 0, console.errorOutput)
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(console.output.utf8)) as? [String: Any])
        XCTAssertEqual(object["latitude"] as? Double, 47.322)
        XCTAssertEqual(object["source"] as? String, "--location")
    }

    // MARK: - Helpers

    private func makeSUT() -> (([String]) async -> Int32, ConsoleSpy, SourcesSeen) {
        let console = ConsoleSpy()
        let seen = SourcesSeen()
        let place = PlaceStub()
        var dependencies = Dependencies.failing(console: console)
        dependencies.services.makeDetailsService = { source in
            seen.record(source)
            return place
        }
        dependencies.services.makeSearchSession = { _, _ in SearchSession(autocomplete: place, details: place) }
        dependencies.makePhotoService = { _ in place }
        let favorites = FavoritesStub()
        dependencies.services.makeFavoritesStore = { favorites }
        dependencies.services.defaultLocation = { nil }
        dependencies.services.resolveLocation = { request in
            guard let location = request.explicit else { throw ConfigurationError("no location") }
            return ResolvedLocation(location: location, source: .argument)
        }
        return ({ await FoodybiteRunner.run(arguments: $0, dependencies: dependencies) }, console, seen)
    }
}

/// One place, as details, autocomplete and photo services.
private final class PlaceStub: GetPlaceDetailsService, AutocompletePlacesService, FetchPlacePhotoService {
    func getPlaceDetails(placeID: String) async throws -> PlaceDetails {
        PlaceDetails(
            placeID: placeID, name: "Bouillon Notre Dame", address: "9 Place Notre Dame, Dijon", phoneNumber: nil,
            location: Location(latitude: 47.3225, longitude: 5.0418), rating: 4.1, userRatingsTotal: 1638, priceLevel: nil,
            openingHours: nil, website: nil, mapsURL: nil, businessStatus: .operational, reviews: [],
            photos: [Photo(reference: "places/\(placeID)/photos/AUc7", width: 800, height: 600)])
    }

    func autocomplete(input: String, location: Location?, radius: Int?) async throws -> [AutocompletePrediction] {
        [AutocompletePrediction(placeID: "ChIJhRozr5Cd8kcRzXWVpd5wDvU", text: "Bouillon Notre Dame, Dijon")]
    }

    func fetchPlacePhoto(_ photo: Photo, maxWidth: Int) async throws -> Data { Data("JPEG".utf8) }
}

/// Favourites in memory.
private final class FavoritesStub: FavoritesStore {
    private let ids = Mutex<[String]>([])

    func add(placeID: String, at date: Date) throws -> Bool {
        ids.withLock { ids in
            guard !ids.contains(placeID) else { return false }
            ids.append(placeID)
            return true
        }
    }

    func remove(placeID: String) throws -> Bool {
        ids.withLock { ids in
            guard let index = ids.firstIndex(of: placeID) else { return false }
            ids.remove(at: index)
            return true
        }
    }

    func list() throws -> [String] { ids.withLock { $0 } }
}

private final class SourcesSeen: Sendable {
    private let values = Mutex<[PlacesSource]>([])
    var sources: [PlacesSource] { values.withLock { $0 } }
    func record(_ source: PlacesSource) { values.withLock { $0.append(source) } }
}
