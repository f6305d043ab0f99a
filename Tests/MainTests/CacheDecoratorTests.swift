import AsyncAssertions
import CLI
import CLITestSupport
import Domain
import DomainTestSupport
import Foundation
import Logging
import XCTest

@testable import Main

final class CacheDecoratorTests: XCTestCase {
    private static let now = Date(timeIntervalSince1970: 1_800_000_000)
    private var now: Date { Self.now }

    func test_searchNearby_returnsTheDecorateesPlacesAndSavesThemWithTheQueryAndTime() async throws {
        // Given
        let places = [makeNearbyPlace(id: "a")]
        let cache = CacheSpy()
        let (sut, writes, console) = makeNearbySUT(.success(places), cache: cache)

        // When
        let result = try await sut.searchNearby(makeQuery()).places
        await writes.finish()

        // Then
        XCTAssertEqual(result, places)
        XCTAssertEqual(cache.received, [.savedPlaces(places, now)])
        XCTAssertEqual(console.errorOutput, "")
    }

    func test_searchNearby_savesNothingAndRethrowsWhenTheDecorateeFails() async {
        // Given
        let cache = CacheSpy()
        let (sut, writes, _) = makeNearbySUT(.failure(ServiceError(.temporary, "slow")), cache: cache)

        // When / Then
        await XCTAssertThrowsErrorAsync(try await sut.searchNearby(makeQuery()).places)
        await writes.finish()
        XCTAssertEqual(cache.received, [])
    }

    func test_searchNearby_stillReturnsThePlacesWhenTheCacheCannotSaveThem() async throws {
        // Given a full disk
        let places = [makeNearbyPlace(id: "a")]
        let (sut, writes, console) = makeNearbySUT(
            .success(places), cache: CacheSpy(failingWith: ServiceError(.unavailable, "database or disk is full")))

        // When
        let result = try await sut.searchNearby(makeQuery()).places
        await writes.finish()

        // Then
        XCTAssertEqual(result, places)
        XCTAssertEqual(
            console.errorOutput, "foodybite: warning: could not save the results in the cache: database or disk is full\n")
    }

    func test_searchNearby_returnsBeforeTheSaveEndsAndTheWritesWaitForIt() async throws {
        // Given a cache whose save waits until the test lets it go
        let places = [makeNearbyPlace(id: "a")]
        let cache = GatedNearbyCache()
        let (sut, writes, _) = makeNearbySUT(.success(places), cache: cache)

        // When
        let result = try await sut.searchNearby(makeQuery()).places

        // Then the answer is there while the save is still running, and finishing waits for the save
        XCTAssertEqual(result, places)
        XCTAssertEqual(cache.saved, [])
        cache.open()
        await writes.finish()
        XCTAssertEqual(cache.saved, [places])
    }

    func test_getPlaceDetails_returnsAndSavesTheDetailsAndSurvivesAFailedSave() async throws {
        // Given
        let details = makePlaceDetails(id: "d")
        let service = DetailsAndReviewsStub(details: .success(details), reviews: .success([]))
        let cache = CacheSpy()
        let console = ConsoleSpy()
        let sut = GetPlaceDetailsServiceCacheDecorator(
            decoratee: service, cache: cache, now: { Self.now }, logger: makeLogger(console))
        let failing = GetPlaceDetailsServiceCacheDecorator(
            decoratee: service, cache: CacheSpy(failingWith: ServiceError(.unavailable, "locked")), now: { Self.now },
            logger: makeLogger(console))

        // When
        let result = try await sut.getPlaceDetails(placeID: "d")
        let despiteFailure = try await failing.getPlaceDetails(placeID: "d")

        // Then
        XCTAssertEqual(result, details)
        XCTAssertEqual(despiteFailure, details)
        XCTAssertEqual(cache.received, [.savedDetails(details, now)])
        XCTAssertTrue(console.errorOutput.contains("could not save the details in the cache: locked"))
    }

    func test_getReviews_returnsAndSavesTheReviews() async throws {
        // Given
        let reviews = [Review(placeID: "p", authorName: "Ada", text: "Good", rating: 5, createdAt: nil)]
        let cache = CacheSpy()
        let sut = GetReviewsServiceCacheDecorator(
            decoratee: DetailsAndReviewsStub(details: .failure(ServiceError(.notFound, "x")), reviews: .success(reviews)),
            cache: cache, now: { Self.now }, logger: makeLogger(ConsoleSpy()))

        // When
        let result = try await sut.getReviews(placeID: nil)

        // Then
        XCTAssertEqual(result, reviews)
        XCTAssertEqual(cache.received, [.savedReviews(reviews, now)])
    }

    // MARK: - Helpers

    private func makeNearbySUT(_ result: Result<[NearbyPlace], ServiceError>, cache: any SearchNearbyCache) -> (
        SearchNearbyServiceCacheDecorator, PendingWrites, ConsoleSpy
    ) {
        let (console, writes) = (ConsoleSpy(), PendingWrites())
        let sut = SearchNearbyServiceCacheDecorator(
            decoratee: SearchNearbyServiceSpy(result: result), cache: cache, writes: writes, now: { Self.now },
            logger: makeLogger(console))
        return (sut, writes, console)
    }
}

/// A nearby cache whose saves wait until `open()`.
private final class GatedNearbyCache: SearchNearbyCache, @unchecked Sendable {
    private let lock = NSLock()
    private var savedPlaces: [[NearbyPlace]] = []
    private let (gate, opener) = AsyncStream<Void>.makeStream()

    var saved: [[NearbyPlace]] { lock.withLock { savedPlaces } }

    func open() { opener.finish() }

    func save(_ places: [NearbyPlace], at date: Date) async throws {
        for await _ in gate {}
        lock.withLock { savedPlaces.append(places) }
    }
}

func makeLogger(_ console: ConsoleSpy) -> Logger {
    Logger(label: "test") { _ in StderrLogHandler(console: console, secrets: { [] }, logLevel: .warning) }
}
