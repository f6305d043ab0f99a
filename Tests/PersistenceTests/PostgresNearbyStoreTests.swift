import Domain
import DomainTestSupport
import Foundation
import Persistence
import XCTest

/// The nearby store on PostgreSQL keeps the contract of every nearby store, and answers as the SQLite store does.
final class PostgresNearbyStoreTests: XCTestCase, NearbyStoreSpecs {
    private var store: PostgresStore?

    override func setUp() async throws {
        store = try await PostgresTestCluster.makeStore()
    }

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

    func test_searchNearby_answersEveryQueryAsTheSQLiteStoreDoes() async throws {
        // Given the same 400 places (ratings, prices, kinds, open or not, some closed for good) in both engines
        var random = SeededGenerator(seed: 70)
        let places = (0..<400).map { index in makePlace(index, &random) }
        let now: @Sendable () -> Date = { Date(timeIntervalSince1970: 1_800_000_100) }
        let sut = try makeSUT(now: now)
        let reference = SQLiteNearbyStore(
            database: try CacheDatabase.open(at: try temporaryStoreURL()), policy: CachePolicy(now: now))
        try await sut.save(places, at: savedAt)
        try await reference.save(places, at: savedAt)

        var answered = 0
        for _ in 0..<60 {
            // When the same query is asked of both
            let query = makeRandomQuery(&random)
            let found = try await sut.searchNearby(query).places
            let expected = try await reference.searchNearby(query).places

            // Then they answer the same places
            XCTAssertEqual(Set(found.map(\.placeID)), Set(expected.map(\.placeID)), "\(query)")
            XCTAssertEqual(found.count, expected.count)
            answered += expected.isEmpty ? 0 : 1
        }
        XCTAssertGreaterThan(answered, 30, "most queries find places: the comparison is not of empty answers")
    }

    func test_searchNearby_aRowThatDoesNotReadBack_isLeftOut() async throws {
        // Given two places, one of whose payloads is then damaged
        let sut = try makeSUT(now: { Date(timeIntervalSince1970: 1_800_000_100) })
        try await sut.save(
            [makeNearbyPlace(id: "a", location: makeLocation(1, 1)), makeNearbyPlace(id: "b", location: makeLocation(1, 1.001))],
            at: savedAt)
        let store = try XCTUnwrap(store)
        _ = try await PostgresTestCluster.rows(
            "UPDATE nearby_place SET payload = '\\x7b6e6f74'::bytea WHERE place_id = 'a' RETURNING place_id", in: store)

        // When
        let found = try await sut.searchNearby(makeQuery(location: makeLocation(1, 1), radius: 1000)).places

        // Then
        XCTAssertEqual(found.map(\.placeID), ["b"])
    }

    func makeSUT(now: @escaping @Sendable () -> Date) throws -> any Store {
        PostgresNearbyStore(store: try XCTUnwrap(store), policy: CachePolicy(now: now))
    }

    private func makePlace(_ index: Int, _ random: inout SeededGenerator) -> NearbyPlace {
        let types = [["restaurant"], ["cafe"], ["bar"], ["bakery"], ["italian_restaurant", "restaurant"], ["store"]]
        let status: [BusinessStatus] = [.operational, .operational, .operational, .closedPermanently, .unknown]
        return NearbyPlace(
            placeID: "p\(index)", name: "Place \(index)",
            location: makeLocation(
                47.32 + Double.random(in: -0.03...0.03, using: &random),
                5.04 + Double.random(in: -0.04...0.04, using: &random)),
            rating: Bool.random(using: &random) ? Double(Int.random(in: 10...50, using: &random)) / 10 : nil,
            userRatingsTotal: Int.random(in: 0...500, using: &random),
            isOpen: [true, false, nil].randomElement(using: &random) ?? nil,
            priceLevel: PriceLevel(Int.random(in: 0...4, using: &random)), address: "\(index) rue de la Liberté",
            businessStatus: status.randomElement(using: &random) ?? .operational,
            types: types.randomElement(using: &random))
    }

    private func makeRandomQuery(_ random: inout SeededGenerator) -> NearbySearchQuery {
        let kinds: [[PlaceKind]] = [PlaceKind.default, [.cafe], [.bar, .bakery], [.restaurant, .cafe, .bar]]
        return NearbySearchQuery(
            location: makeLocation(47.32 + Double.random(in: -0.02...0.02, using: &random), 5.04),
            radius: [100, 500, 1500, 5000, 20_000].randomElement(using: &random) ?? 1500,
            minimumRating: [0, 0, 3.5, 4.5].randomElement(using: &random) ?? 0,
            limit: [1, 5, 20, 60].randomElement(using: &random) ?? 20,
            openNow: Int.random(in: 0...3, using: &random) == 0,
            priceLevels: Bool.random(using: &random) ? nil : 1...2,
            kinds: kinds.randomElement(using: &random) ?? PlaceKind.default)
    }
}
