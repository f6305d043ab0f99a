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

    func test_save_writesEveryPlace_andAPlaceGivenTwiceAsItsLastCopy() async throws {
        // Given 120 places, the first of them given again at the end, moved and renamed
        let sut = try makeSUT(now: { Date() })
        var places = (0..<120).map { index in
            makeNearbyPlace(id: "p\(index)", name: "Place \(index)", location: makeLocation(1 + Double(index) / 10_000, 1))
        }
        places.append(makeNearbyPlace(id: "p0", name: "Moved", location: makeLocation(2, 2)))

        // When
        try await sut.save(places, at: Date())

        // Then
        let found = try await sut.searchNearby(makeQuery(location: makeLocation(1, 1), radius: 5_000, limit: 60)).places
        XCTAssertEqual(found.count, 60)
        XCTAssertFalse(found.contains { $0.placeID == "p0" }, "p0 moved away")
        let moved = try await sut.searchNearby(makeQuery(location: makeLocation(2, 2), radius: 100)).places
        XCTAssertEqual(moved.map(\.name), ["Moved"])
        let farthest = try await sut.searchNearby(makeQuery(location: makeLocation(1.0119, 1), radius: 10, limit: 5)).places
        XCTAssertEqual(farthest.map(\.placeID), ["p119"])
    }

    func test_save_writesOnlyThePlaceRows_whenPlacesAreSavedAgainWhereTheyWere() async throws {
        // Given two places saved
        let database = try CacheDatabase.open(at: try temporaryStoreURL())
        let sut = SQLiteNearbyStore(database: database)
        let places = [
            makeNearbyPlace(id: "still", location: makeLocation(1, 1)),
            makeNearbyPlace(id: "moving", location: makeLocation(1, 1.001)),
        ]
        try await sut.save(places, at: Date())
        let changesBefore = try database.read { db in db.totalChangesCount }

        // When both are saved again where they were
        try await sut.save(places, at: Date())

        // Then the two place rows changed, and not the known ids
        XCTAssertEqual(try database.read { db in db.totalChangesCount } - changesBefore, 2)

        // When one of them is saved elsewhere, its index entry moves with it
        try await sut.save([makeNearbyPlace(id: "moving", location: makeLocation(3, 3))], at: Date())
        let near = try await sut.searchNearby(makeQuery(location: makeLocation(1, 1), radius: 1_000)).places
        XCTAssertEqual(near.map(\.placeID), ["still"])
        let moved = try await sut.searchNearby(makeQuery(location: makeLocation(3, 3), radius: 100)).places
        XCTAssertEqual(moved.map(\.placeID), ["moving"])
    }

    func test_save_manyPlacesInNoOrderOfPlace_findsEachWhereItIsAndKnowsEveryID() async throws {
        // Given 25,000 places on a grid (more than the save's usual page cache holds), in an order unrelated to where
        // they are, then the same again with one moved
        let database = try CacheDatabase.open(at: try temporaryStoreURL())
        let sut = SQLiteNearbyStore(database: database)
        var generator = SystemRandomNumberGenerator()
        let places = (0..<25_000).map { index in
            makeNearbyPlace(
                id: "p\(index)", location: makeLocation(10 + Double(index / 160) / 1_000, 20 + Double(index % 160) / 1_000))
        }.shuffled(using: &generator)

        // When
        try await sut.save(places, at: Date())
        let changesBefore = try database.read { db in db.totalChangesCount }
        try await sut.save(
            places.map { $0.placeID == "p0" ? makeNearbyPlace(id: "p0", location: makeLocation(11, 21)) : $0 }, at: Date())

        // Then every place is found at its point, once, and every id is known; the second save changed the rows alone
        let corner = try await sut.searchNearby(makeQuery(location: makeLocation(10.001, 20.001), radius: 200, limit: 60)).places
        XCTAssertEqual(Set(corner.map(\.placeID)), ["p1", "p2", "p160", "p161", "p162", "p320", "p321", "p322"])
        let last = try await sut.searchNearby(makeQuery(location: makeLocation(10.156, 20.039), radius: 10)).places
        XCTAssertEqual(last.map(\.placeID), ["p24999"])
        let moved = try await sut.searchNearby(makeQuery(location: makeLocation(11, 21), radius: 10)).places
        XCTAssertEqual(moved.map(\.placeID), ["p0"])
        let counts = try database.read { db in
            try Row.fetchOne(db, sql: "SELECT (SELECT count(*) FROM knownPlace), (SELECT count(*) FROM place)")
        }
        XCTAssertEqual(counts?[0] as Int?, 25_000)
        XCTAssertEqual(counts?[1] as Int?, 25_000)
        let changes = try database.read { db in db.totalChangesCount } - changesBefore
        XCTAssertEqual(changes, 25_000)
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
