import Domain
import DomainTestSupport
import Foundation
import GRDB
import Persistence
import PersistenceTestSupport
import XCTest

final class InMemoryNearbyStoreTests: XCTestCase, NearbyStoreSpecs {
    func test_searchNearby_findsNothingOnAnEmptyStore() async throws { try await assertThatSearchOnAnEmptyStoreFindsNothing() }
    func test_searchNearby_findsSavedPlacesMarkedWithTheirFetchDate() async throws {
        try await assertThatSearchFindsSavedPlacesMarkedWithTheirFetchDate()
    }
    func test_searchNearby_answersAnyCentreFromEverythingSeen() async throws {
        try await assertThatSearchAnswersAnyCentreFromEverythingSeen()
    }
    func test_save_replacesAPlaceSavedBefore() async throws { try await assertThatSavingAPlaceAgainReplacesIt() }
    func test_searchNearby_doesNotServeExpiredPlaces() async throws { try await assertThatExpiredPlacesAreNotServed() }
    func test_searchNearby_crossesTheAntimeridian() async throws { try await assertThatSearchCrossesTheAntimeridian() }

    func makeSUT(now: @escaping @Sendable () -> Date) throws -> any Store {
        InMemoryNearbyStore(policy: CachePolicy(now: now))
    }
}

final class SQLiteNearbyStoreTests: XCTestCase, NearbyStoreSpecs {
    func test_searchNearby_findsNothingOnAnEmptyStore() async throws { try await assertThatSearchOnAnEmptyStoreFindsNothing() }
    func test_searchNearby_findsSavedPlacesMarkedWithTheirFetchDate() async throws {
        try await assertThatSearchFindsSavedPlacesMarkedWithTheirFetchDate()
    }
    func test_searchNearby_answersAnyCentreFromEverythingSeen() async throws {
        try await assertThatSearchAnswersAnyCentreFromEverythingSeen()
    }
    func test_save_replacesAPlaceSavedBefore() async throws { try await assertThatSavingAPlaceAgainReplacesIt() }
    func test_searchNearby_doesNotServeExpiredPlaces() async throws { try await assertThatExpiredPlacesAreNotServed() }
    func test_searchNearby_crossesTheAntimeridian() async throws { try await assertThatSearchCrossesTheAntimeridian() }

    func test_save_keepsPlaceIDsAfterTheirContentExpires() async throws {
        // Given a place saved 31 days ago, then another save that purges it
        let url = try temporaryStoreURL()
        let old = SQLiteNearbyStore(
            database: try CacheDatabase.open(at: url), policy: CachePolicy(now: { Date(timeIntervalSince1970: 1_800_000_000) }))
        try await old.save(
            [makeNearbyPlace(id: "kept-id", location: makeLocation(1, 1))], at: Date(timeIntervalSince1970: 1_800_000_000))
        let later = Date(timeIntervalSince1970: 1_800_000_000 + 31 * 24 * 3600)
        let sut = SQLiteNearbyStore(database: try CacheDatabase.open(at: url), policy: CachePolicy(now: { later }))

        // When
        try await sut.save([], at: later)

        // Then
        let found = try await sut.searchNearby(makeQuery(location: makeLocation(1, 1))).places
        XCTAssertEqual(found, [])
        let known = try await DatabaseQueue(path: url.path).read { db in
            try String.fetchAll(db, sql: "SELECT placeID FROM knownPlace")
        }
        XCTAssertEqual(known, ["kept-id"])
    }

    func test_twoStoreInstancesOnOneFile_seeEachOthersWrites() async throws {
        // Given two processes' worth of stores on the same cache file
        let url = try temporaryStoreURL()
        let writer = SQLiteNearbyStore(database: try CacheDatabase.open(at: url))
        let reader = SQLiteNearbyStore(database: try CacheDatabase.open(at: url))

        // When
        try await writer.save([makeNearbyPlace(id: "shared", location: makeLocation(10, 10))], at: Date())

        // Then
        let found = try await reader.searchNearby(makeQuery(location: makeLocation(10, 10))).places
        XCTAssertEqual(found.map(\.placeID), ["shared"])
    }

    func makeSUT(now: @escaping @Sendable () -> Date) throws -> any Store {
        SQLiteNearbyStore(database: try CacheDatabase.open(at: try temporaryStoreURL()), policy: CachePolicy(now: now))
    }
}
