import Domain
import Foundation
import Persistence
import PersistenceTestSupport
import XCTest

final class InMemoryDetailsAndReviewStoreTests: XCTestCase, DetailsAndReviewStoreSpecs {
    func test_getPlaceDetails_roundTripsSavedDetailsMarkedCached() async throws {
        try await assertThatDetailsRoundTripAndExpire()
    }
    func test_getReviews_roundTripsWithoutDuplicates() async throws { try await assertThatReviewsRoundTripWithoutDuplicates() }
    func test_getReviews_doesNotServeExpiredReviews() async throws { try await assertThatExpiredReviewsAreNotServed() }

    func makeDetailsSUT(now: @escaping @Sendable () -> Date) throws -> any GetPlaceDetailsService & PlaceDetailsCache {
        InMemoryDetailsStore(policy: CachePolicy(now: now))
    }

    func makeReviewSUT(now: @escaping @Sendable () -> Date) throws -> any GetReviewsService & ReviewCache {
        InMemoryReviewStore(policy: CachePolicy(now: now))
    }
}

final class SQLiteDetailsAndReviewStoreTests: XCTestCase, DetailsAndReviewStoreSpecs {
    func test_getPlaceDetails_roundTripsSavedDetailsMarkedCached() async throws {
        try await assertThatDetailsRoundTripAndExpire()
    }
    func test_getReviews_roundTripsWithoutDuplicates() async throws { try await assertThatReviewsRoundTripWithoutDuplicates() }
    func test_getReviews_doesNotServeExpiredReviews() async throws { try await assertThatExpiredReviewsAreNotServed() }

    func test_getPlaceDetails_doesNotServeExpiredDetails() async throws {
        // Given details saved 31 days before now
        let saved = Date(timeIntervalSince1970: 1_800_000_000)
        let sut = SQLiteDetailsStore(
            database: try CacheDatabase.open(at: try temporaryStoreURL()),
            policy: CachePolicy(now: { saved.addingTimeInterval(31 * 86_400) }))
        try await sut.save(makeDetails(id: "old"), at: saved)

        // When / Then
        do {
            _ = try await sut.getPlaceDetails(placeID: "old")
            XCTFail("expired details were served")
        } catch let error as ServiceError {
            XCTAssertEqual(error.kind, .notFound)
        }
    }

    func makeDetailsSUT(now: @escaping @Sendable () -> Date) throws -> any GetPlaceDetailsService & PlaceDetailsCache {
        SQLiteDetailsStore(database: try CacheDatabase.open(at: try temporaryStoreURL()), policy: CachePolicy(now: now))
    }

    func makeReviewSUT(now: @escaping @Sendable () -> Date) throws -> any GetReviewsService & ReviewCache {
        SQLiteReviewStore(database: try CacheDatabase.open(at: try temporaryStoreURL()), policy: CachePolicy(now: now))
    }
}
