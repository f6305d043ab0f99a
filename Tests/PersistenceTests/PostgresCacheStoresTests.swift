import AsyncAssertions
import Domain
import DomainTestSupport
import Foundation
import Persistence
import XCTest

/// Routes, travel times, text searches and details in PostgreSQL: what one instance saved, another reads, by the same
/// keys and lifetimes as SQLite's; what does not read back is a miss.
final class PostgresCacheStoresTests: XCTestCase {
    func test_route_savedByOneInstance_isReadByAnotherForTheSameTripWithinSevenDays() async throws {
        // Given two instances of one store, a clock, a route and a trip with none saved through the first
        let address = try await PostgresTestCluster.makeDatabase()
        let clock = TestClock()
        let writer = PostgresRouteStore(store: try PostgresTestCluster.store(address), now: clock.read)
        let reader = PostgresRouteStore(store: try PostgresTestCluster.store(address), now: clock.read)
        let route = Route(
            mode: .walk, seconds: 240, meters: 310,
            steps: [.init(instruction: "Head north on Rue de la Liberté", meters: 200, seconds: 150)],
            path: [point(47.3220), point(47.3250)])
        try await writer.save(route, from: point(47.3220), to: point(47.3250), mode: .walk)
        try await writer.save(nil, from: point(47.3220), to: point(47.3300), mode: .walk)
        try await writer.save(route, from: point(47.3220), to: point(47.3250), mode: .walk)

        // When
        let same = try await reader.route(from: point(47.32201), to: point(47.3250), mode: .walk)
        let none = try await reader.route(from: point(47.3220), to: point(47.3300), mode: .walk)
        let otherMode = try await reader.route(from: point(47.3220), to: point(47.3250), mode: .bike)
        clock.now += CacheKey.routeLifetime + 1
        let expired = try await reader.route(from: point(47.3220), to: point(47.3250), mode: .walk)

        // Then
        XCTAssertEqual(same, .route(route))
        XCTAssertEqual(none, .noRoute)
        XCTAssertNil(otherMode)
        XCTAssertNil(expired)
    }

    func test_route_aPayloadOverTheCapOrDamaged_isAMiss() async throws {
        // Given two saved routes, one payload then made 5 MiB, the other not JSON
        let store = try await PostgresTestCluster.makeStore()
        let sut = PostgresRouteStore(store: store, now: { Date(timeIntervalSince1970: 1_800_000_000) })
        let route = Route(mode: .walk, seconds: 60, meters: 80, steps: [], path: [point(47.3220), point(47.3221)])
        try await sut.save(route, from: point(47.3220), to: point(47.3250), mode: .walk)
        try await sut.save(route, from: point(47.3220), to: point(47.3250), mode: .bike)
        _ = try await PostgresTestCluster.rows(
            "UPDATE route SET payload = convert_to(repeat(' ', 5 << 20), 'UTF8') WHERE mode = 'walk' RETURNING mode",
            in: store)
        _ = try await PostgresTestCluster.rows(
            "UPDATE route SET payload = '\\x7b'::bytea WHERE mode = 'bike' RETURNING mode", in: store)

        // When
        let large = try await sut.route(from: point(47.3220), to: point(47.3250), mode: .walk)
        let damaged = try await sut.route(from: point(47.3220), to: point(47.3250), mode: .bike)

        // Then
        XCTAssertNil(large)
        XCTAssertNil(damaged)
    }

    func test_travelTimes_roundTripByOriginAndModeWithinSevenDays() async throws {
        // Given
        let clock = TestClock()
        let sut = PostgresTravelTimeStore(store: try await PostgresTestCluster.makeStore(), now: clock.read)
        try await sut.save(
            ["a": TravelTime(mode: .walk, seconds: 120, meters: 150), "b": .noRoute(.walk)], from: point(47.3220),
            mode: .walk)
        try await sut.save(["a": TravelTime(mode: .walk, seconds: 130, meters: nil)], from: point(47.3220), mode: .walk)

        // When
        let same = try await sut.travelTimes(from: point(47.32201), to: ["a", "b", "c"], mode: .walk)
        let otherMode = try await sut.travelTimes(from: point(47.3220), to: ["a"], mode: .bike)
        let elsewhere = try await sut.travelTimes(from: point(47.3230), to: ["a"], mode: .walk)
        clock.now += CacheKey.routeLifetime + 1
        let expired = try await sut.travelTimes(from: point(47.3220), to: ["a"], mode: .walk)

        // Then: the second save replaced the first; no route is remembered as such
        XCTAssertEqual(same, ["a": TravelTime(mode: .walk, seconds: 130, meters: nil), "b": .noRoute(.walk)])
        XCTAssertEqual(otherMode, [:])
        XCTAssertEqual(elsewhere, [:])
        XCTAssertEqual(expired, [:])
    }

    func test_textSearch_isFoundByTheTextTrimmedAndLowerCased_untilItExpires() async throws {
        // Given
        let clock = TestClock()
        let store = try await PostgresTestCluster.makeStore()
        let sut = PostgresTextSearchStore(store: store, policy: CachePolicy(now: clock.read))
        let places = [makeNearbyPlace(id: "dijon", location: makeLocation(47.32, 5.04))]
        try await sut.save(places, for: "Dijon ", at: clock.now)

        // When
        let found = try await sut.places(for: "  dijon")
        let other = try await sut.places(for: "Beaune")
        clock.now += CachePolicy.defaultMaxAge + 1
        let expired = try await sut.places(for: "dijon")

        // Then
        XCTAssertEqual(found, places)
        XCTAssertNil(other)
        XCTAssertNil(expired)
    }

    func test_details_roundTripMarkedWithTheirFetchDate_andExpire() async throws {
        // Given
        let clock = TestClock()
        let sut = PostgresDetailsStore(store: try await PostgresTestCluster.makeStore(), policy: CachePolicy(now: clock.read))
        let details = PlaceDetails(
            placeID: "d1", name: "Sacré-Cœur", address: "35 Rue", phoneNumber: "+33 1", location: makeLocation(48.88, 2.34),
            rating: 4.5, userRatingsTotal: 10, priceLevel: PriceLevel(2),
            openingHours: OpeningHours(openNow: true, weekdayText: ["Monday: 9:00 AM – 5:00 PM"]),
            website: URL(string: "https://example.com"), mapsURL: nil, businessStatus: .operational, reviews: [],
            photos: [Photo(reference: "ref", width: 400, height: 300)])
        let saved = clock.now
        try await sut.save(details, at: saved)

        // When
        let found = try await sut.getPlaceDetails(placeID: "d1")
        clock.now += CachePolicy.defaultMaxAge + 1

        // Then
        XCTAssertEqual(found, details.cached(at: saved))
        await XCTAssertThrowsErrorAsync(try await sut.getPlaceDetails(placeID: "d1"))
        await XCTAssertThrowsErrorAsync(try await sut.getPlaceDetails(placeID: "never"))
    }

    // MARK: - Helpers

    private func point(_ latitude: Double) -> Location { makeLocation(latitude, 5.0415) }
}

/// A clock a test moves.
final class TestClock: @unchecked Sendable {
    private let lock = NSLock()
    private var value = Date(timeIntervalSince1970: 1_800_000_000)

    var now: Date {
        get { lock.withLock { value } }
        set { lock.withLock { value = newValue } }
    }

    var read: @Sendable () -> Date { { [self] in now } }
}
