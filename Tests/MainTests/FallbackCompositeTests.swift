import AsyncAssertions
import CLITestSupport
import Domain
import DomainTestSupport
import Foundation
import XCTest

@testable import Main

final class FallbackCompositeTests: XCTestCase {
    func test_searchNearby_returnsThePrimarysPlacesWithoutAskingTheFallback() async throws {
        // Given
        let primary = SearchNearbyServiceSpy(result: .success([makeNearbyPlace(id: "fresh")]))
        let fallback = SearchNearbyServiceSpy(result: .success([makeNearbyPlace(id: "cached")]))
        let sut = SearchNearbyServiceWithFallbackComposite(primary: primary, fallback: fallback, logger: makeLogger(ConsoleSpy()))

        // When
        let result = try await sut.searchNearby(makeQuery()).places

        // Then
        XCTAssertEqual(result.map(\.placeID), ["fresh"])
        XCTAssertEqual(fallback.receivedQueries, [])
    }

    func test_searchNearby_answersFromTheFallbackWhenThePrimaryIsUnreachableOrFailsForNow() async throws {
        for kind in [ServiceError.Kind.unavailable, .temporary] {
            // Given
            let console = ConsoleSpy()
            let sut = SearchNearbyServiceWithFallbackComposite(
                primary: SearchNearbyServiceSpy(result: .failure(ServiceError(kind, "cannot reach Google Places"))),
                fallback: SearchNearbyServiceSpy(result: .success([makeNearbyPlace(id: "cached")])), logger: makeLogger(console))

            // When
            let result = try await sut.searchNearby(makeQuery()).places

            // Then
            XCTAssertEqual(result.map(\.placeID), ["cached"], "\(kind)")
            XCTAssertEqual(console.errorOutput, "foodybite: warning: cannot reach Google Places: answering from the cache\n")
        }
    }

    func test_searchNearby_rethrowsThePrimarysErrorWhenTheFallbackHasNothing() async {
        // Given
        let sut = SearchNearbyServiceWithFallbackComposite(
            primary: SearchNearbyServiceSpy(result: .failure(ServiceError(.unavailable, "down"))),
            fallback: SearchNearbyServiceSpy(result: .success([])), logger: makeLogger(ConsoleSpy()))

        // When / Then
        await XCTAssertThrowsErrorAsync(try await sut.searchNearby(makeQuery()).places) { error in
            XCTAssertEqual(error as? ServiceError, ServiceError(.unavailable, "down"))
        }
    }

    func test_searchNearby_neverHidesARefusalBehindTheCache() async {
        for kind in [ServiceError.Kind.permissionDenied, .invalidInput, .notFound] {
            // Given
            let fallback = SearchNearbyServiceSpy(result: .success([makeNearbyPlace(id: "cached")]))
            let sut = SearchNearbyServiceWithFallbackComposite(
                primary: SearchNearbyServiceSpy(result: .failure(ServiceError(kind, "refused"))), fallback: fallback,
                logger: makeLogger(ConsoleSpy()))

            // When / Then
            await XCTAssertThrowsErrorAsync(try await sut.searchNearby(makeQuery()).places) { error in
                XCTAssertEqual((error as? ServiceError)?.kind, kind)
            }
            XCTAssertEqual(fallback.receivedQueries, [])
        }
    }

    func test_getPlaceDetails_fallsBackOnlyForUnreachableOrTemporaryFailures() async throws {
        // Given
        let cached = makePlaceDetails(id: "cached")
        let fallback = DetailsAndReviewsStub(details: .success(cached), reviews: .success([]))
        let offline = GetPlaceDetailsServiceWithFallbackComposite(
            primary: DetailsAndReviewsStub(details: .failure(ServiceError(.temporary, "timeout")), reviews: .success([])),
            fallback: fallback, logger: makeLogger(ConsoleSpy()))
        let refused = GetPlaceDetailsServiceWithFallbackComposite(
            primary: DetailsAndReviewsStub(details: .failure(ServiceError(.permissionDenied, "key")), reviews: .success([])),
            fallback: fallback, logger: makeLogger(ConsoleSpy()))

        // When
        let result = try await offline.getPlaceDetails(placeID: "cached")

        // Then
        XCTAssertEqual(result, cached)
        await XCTAssertThrowsErrorAsync(try await refused.getPlaceDetails(placeID: "cached"))
        XCTAssertEqual(fallback.callCount, 1)
    }

    func test_getReviews_answersFromTheFallbackWhenThePrimaryIsUnreachable() async throws {
        // Given
        let cached = [Review(placeID: "p", authorName: "Ada", text: "Good", rating: 5, createdAt: nil)]
        let sut = GetReviewsServiceWithFallbackComposite(
            primary: DetailsAndReviewsStub(
                details: .success(makePlaceDetails()), reviews: .failure(ServiceError(.unavailable, "down"))),
            fallback: DetailsAndReviewsStub(details: .success(makePlaceDetails()), reviews: .success(cached)),
            logger: makeLogger(ConsoleSpy()))

        // When
        let result = try await sut.getReviews(placeID: "p")

        // Then
        XCTAssertEqual(result, cached)
    }
}
