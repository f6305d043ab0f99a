import Domain
import DomainTestSupport
import Foundation
import GRDB
import Persistence
import Presentation
import XCTest

/// The offline search in SQL against its spec, the presenter: whatever the order, limit, minimum rating and
/// favourites, the rows shown from the cache's answer are the rows the presenter shows from every cached place.
final class NearbyCacheQueryTests: XCTestCase {
    func test_searchNearby_listsWhatThePresenterListsFromEveryPlaceOnGeneratedCaches() async throws {
        var generator = SeededGenerator(seed: 2026)
        for round in 0..<12 {
            // Given a cache of places with tied distances, ratings and names, closed and unrated ones
            let places = makePlaces(count: 300, using: &generator)
            let sut = try makeSUT()
            try await sut.save(places, at: Date())
            let favourites = Set(places.filter { _ in Bool.random(using: &generator) }.map(\.placeID))

            for order in NearbySortOrder.allCases {
                for (limit, stars, only) in [(1, 0.0, nil), (7, 0, nil), (20, 3.5, nil), (60, 4.5, nil), (5, 0, favourites)] {
                    let filters = filterCombinations[(round + limit) % filterCombinations.count]
                    let query = NearbySearchQuery(
                        location: centre, radius: 1000 + round * 100, minimumRating: stars, limit: limit, order: order,
                        onlyPlaceIDs: only, openNow: filters.openNow, priceLevels: filters.prices, cuisine: filters.cuisine)

                    // When
                    let answered = try await sut.searchNearby(query).places

                    // Then
                    let context =
                        "round \(round), \(order), limit \(limit), stars \(stars), favourites \(only != nil), \(filters)"
                    XCTAssertEqual(
                        ids(presenter.rows(for: answered, query: query)), ids(presenter.rows(for: places, query: query)), context)
                }
            }
        }
    }

    func test_searchNearby_readsOnlyTheLimitWhenNothingTies() async throws {
        // Given 400 places at distinct distances
        let places = (0..<400).map { index in
            makeNearbyPlace(
                id: "p\(index)", name: "Place \(index)", location: makeLocation(48.8566 + Double(index) * 1e-5, 2.3522))
        }
        let sut = try makeSUT()
        try await sut.save(places, at: Date())

        // When
        let answered = try await sut.searchNearby(makeQuery(location: centre, radius: 5000, limit: 5)).places

        // Then
        XCTAssertEqual(answered.map(\.placeID), ["p0", "p1", "p2", "p3", "p4"])
    }

    func test_searchNearby_keepsEveryPlaceTiedAtTheLimitForThePresenterToBreakTheTie() async throws {
        // Given three places on one spot, whose order only their names decide
        let spot = makeLocation(48.857, 2.3522)
        let places = ["b", "A", "c"].map { makeNearbyPlace(id: $0, name: $0, location: spot) }
        let sut = try makeSUT()
        try await sut.save(places, at: Date())
        let query = makeQuery(location: centre, radius: 1000, limit: 1)

        // When
        let answered = try await sut.searchNearby(query).places

        // Then
        XCTAssertEqual(Set(answered.map(\.placeID)), ["A", "b", "c"])
        XCTAssertEqual(ids(presenter.rows(for: answered, query: query)), ["A"])
    }

    func test_searchNearby_drawsTheEdgeOfTheRadiusWhereThePresenterDoes() async throws {
        // Given a place whose distance is just over a whole number of metres
        var generator = SeededGenerator(seed: 7)
        for _ in 0..<50 {
            let location = makeLocation(48.8566 + Double.random(in: -0.01...0.01, using: &generator), 2.3522)
            let meters = GreatCircle.meters(from: centre, to: location)
            let sut = try makeSUT()
            try await sut.save([makeNearbyPlace(id: "edge", location: location)], at: Date())

            // When
            let inside = try await sut.searchNearby(makeQuery(location: centre, radius: Int(meters.rounded(.up)))).places
            let outside = try await sut.searchNearby(makeQuery(location: centre, radius: Int(meters.rounded(.down)))).places

            // Then
            XCTAssertEqual(inside.map(\.placeID), ["edge"], "\(meters) m")
            XCTAssertEqual(outside.map(\.placeID), meters == meters.rounded(.down) ? ["edge"] : [], "\(meters) m")
        }
    }

    // MARK: - Helpers

    private let centre = makeLocation(48.8566, 2.3522)
    private let filterCombinations: [(openNow: Bool, prices: ClosedRange<Int>?, cuisine: Cuisine?)] = [
        (false, nil, nil), (true, nil, nil), (false, 1...2, nil), (false, nil, .pizza), (true, 0...4, .sushi),
    ]
    private let presenter = NearbyPlacesPresenter(distance: { GreatCircle.meters(from: $0, to: $1) }, providers: .sample)

    private func makeSUT() throws -> SQLiteNearbyStore {
        SQLiteNearbyStore(database: try CacheDatabase.open(at: try temporaryStoreURL()))
    }

    private func ids(_ rows: [NearbyPlaceViewModel]) -> [String] {
        rows.map(\.placeID)
    }

    /// Places within ~2.5 km of the centre, many sharing a spot, a rating, a count or a name up to case and accents.
    private func makePlaces(count: Int, using generator: inout SeededGenerator) -> [NearbyPlace] {
        let spots = (0..<count / 3).map { _ in
            makeLocation(
                48.8566 + Double.random(in: -0.022...0.022, using: &generator),
                2.3522 + Double.random(in: -0.033...0.033, using: &generator))
        }
        let names = ["Café Rouge", "cafe rouge", "CAFÉ ROUGE", "Bistro", "bistro", "Zinc", "Ésprit", "esprit", "Àla"]
        let statuses: [BusinessStatus] = [
            .operational, .operational, .operational, .unknown, .closedTemporarily, .closedPermanently,
        ]
        let typeSets: [[String]?] = [nil, [], ["restaurant"], ["pizza_restaurant", "restaurant"], ["sushi_restaurant"]]
        return (0..<count).map { index in
            NearbyPlace(
                placeID: "place-\(index)", name: names.randomElement(using: &generator) ?? "",
                location: spots.randomElement(using: &generator) ?? centre,
                rating: [nil, 3.0, 3.5, 4.0, 4.5, 4.6, 5.0].randomElement(using: &generator) ?? nil,
                userRatingsTotal: [nil, 0, 10, 10, 250].randomElement(using: &generator) ?? nil,
                isOpen: [nil, true, false].randomElement(using: &generator) ?? nil,
                priceLevel: [nil, 0, 1, 2, 3, 4].randomElement(using: &generator)?.flatMap(PriceLevel.init),
                businessStatus: statuses.randomElement(using: &generator) ?? .operational,
                types: typeSets.randomElement(using: &generator) ?? nil)
        }
    }
}
