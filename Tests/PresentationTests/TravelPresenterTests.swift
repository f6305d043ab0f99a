import Domain
import DomainTestSupport
import Presentation
import XCTest

/// `--max-travel` and `--sort travel` act on every candidate fetched, then the limit applies; a place with no route
/// is last, or left out by `--max-travel`.
final class TravelPresenterTests: XCTestCase {
    func test_rows_sortTravel_ordersEveryCandidateByTravelTimeThenCutsToTheLimit() {
        // Given the nearest place is the slowest to reach, and one has no route
        let places = [
            place("near-but-slow", meters: 100, seconds: 900), place("far-but-quick", meters: 900, seconds: 120),
            place("middle", meters: 500, seconds: 300), place("no-route", meters: 50, seconds: nil),
        ]

        // When
        let rows = makeSUT().rows(for: places, query: query(order: .travel, limit: 3))

        // Then
        XCTAssertEqual(rows.map(\.placeID), ["far-but-quick", "middle", "near-but-slow"])
        XCTAssertEqual(rows.map(\.travelText), ["2 min", "5 min", "15 min"])
        let all = makeSUT().rows(for: places, query: query(order: .travel, limit: 10))
        XCTAssertEqual(all.last?.placeID, "no-route")
        XCTAssertEqual(all.last?.travelText, "–")
    }

    func test_rows_maxTravel_keepsThePlacesReachableInTimeAmongAllCandidatesNearestFirst() {
        // Given
        let places = [
            place("a", meters: 100, seconds: 700), place("b", meters: 200, seconds: 600), place("c", meters: 300, seconds: 601),
            place("d", meters: 400, seconds: 30), place("no-route", meters: 10, seconds: nil),
        ]

        // When
        let rows = makeSUT().rows(for: places, query: query(limit: 2, maxTravelSeconds: 600))

        // Then: within 10 minutes, the 2 nearest
        XCTAssertEqual(rows.map(\.placeID), ["b", "d"])
    }

    func test_query_maxTravelOrSortTravelImpliesWalkingUnlessAModeIsGiven() {
        XCTAssertEqual(query(maxTravelSeconds: 60).travel, .walk)
        XCTAssertEqual(query(order: .travel).travel, .walk)
        XCTAssertEqual(
            NearbySearchQuery(location: makeLocation(0, 0), radius: 1, travel: .bike, maxTravelSeconds: 60).travel, .bike)
        XCTAssertNil(query().travel)
    }

    func test_travelText_isBlankWhenNotAskedAndAQuestionMarkWhenNotKnown() {
        let plain = makeSUT().rows(for: [makeNearbyPlace(id: "p")], query: makeQuery())
        let unknown = makeSUT().rows(for: [makeNearbyPlace(id: "p")], query: query(travel: .walk))
        XCTAssertEqual(plain.first?.travelText, "")
        XCTAssertEqual(unknown.first?.travelText, "?")
        XCTAssertEqual(NearbyFormatters.travel(TravelTime(mode: .walk, seconds: 3_900, meters: nil)), "1 h 05")
    }

    // MARK: - Helpers

    private func makeSUT() -> NearbyPlacesPresenter {
        NearbyPlacesPresenter(distance: { _, destination in destination.latitude * 1000 }, providers: .sample)
    }

    private func place(_ id: String, meters: Double, seconds: Int?) -> NearbyPlace {
        makeNearbyPlace(id: id, location: makeLocation(meters / 1000, 0))
            .travelling(TravelTime(mode: .walk, seconds: seconds, meters: nil))
    }

    private func query(
        order: NearbySortOrder = .distance, limit: Int = 20, maxTravelSeconds: Int? = nil, travel: TravelMode? = nil
    ) -> NearbySearchQuery {
        NearbySearchQuery(
            location: makeLocation(0, 0), radius: 5000, limit: limit, order: order, travel: travel,
            maxTravelSeconds: maxTravelSeconds)
    }
}
