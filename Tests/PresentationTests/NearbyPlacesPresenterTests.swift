import Domain
import DomainTestSupport
import Presentation
import XCTest

final class NearbyPlacesPresenterTests: XCTestCase {
    func test_rows_dropsPlacesFartherThanTheRadius() {
        // Given distances of 999, 1000 and 1001 m for a 1000 m radius
        let places = [
            makeNearbyPlace(id: "in", location: at(999)), makeNearbyPlace(id: "edge", location: at(1000)),
            makeNearbyPlace(id: "out", location: at(1001)),
        ]
        let sut = makeSUT()

        // When
        let rows = sut.rows(for: places, query: makeQuery(radius: 1000, order: .distance))

        // Then
        XCTAssertEqual(rows.map(\.placeID), ["in", "edge"])
    }

    func test_rows_dropsUnratedAndLowerRatedPlacesOnlyWhenAMinimumIsSet() {
        // Given
        let places = [
            makeNearbyPlace(id: "unrated", rating: nil), makeNearbyPlace(id: "low", rating: 3.9),
            makeNearbyPlace(id: "four", rating: 4.0),
        ]
        let sut = makeSUT()

        // When
        let all = sut.rows(for: places, query: makeQuery(minimumRating: 0, order: .name))
        let good = sut.rows(for: places, query: makeQuery(minimumRating: 4, order: .name))

        // Then
        XCTAssertEqual(Set(all.map(\.placeID)), ["unrated", "low", "four"])
        XCTAssertEqual(good.map(\.placeID), ["four"])
    }

    func test_rows_dropsPlacesClosedForBusiness() {
        // Given
        let places = [
            makeNearbyPlace(id: "open", businessStatus: .operational),
            makeNearbyPlace(id: "gone", businessStatus: .closedPermanently),
            makeNearbyPlace(id: "paused", businessStatus: .closedTemporarily),
            makeNearbyPlace(id: "unknown", businessStatus: .unknown),
        ]

        // When
        let rows = makeSUT().rows(for: places, query: makeQuery(order: .name))

        // Then
        XCTAssertEqual(Set(rows.map(\.placeID)), ["open", "unknown"])
    }

    func test_rows_sortsByDistanceThenName() {
        // Given
        let places = [
            makeNearbyPlace(id: "far", name: "A", location: at(900)), makeNearbyPlace(id: "near", name: "Z", location: at(100)),
            makeNearbyPlace(id: "near2", name: "B", location: at(100)),
        ]
        let sut = makeSUT()

        // When
        let rows = sut.rows(for: places, query: makeQuery(order: .distance))

        // Then
        XCTAssertEqual(rows.map(\.placeID), ["near2", "near", "far"])
    }

    func test_rows_sortsByRatingWithUnratedLastAndTiesByNumberOfRatings() {
        // Given
        let places = [
            makeNearbyPlace(id: "unrated", rating: nil), makeNearbyPlace(id: "few", rating: 4.5, userRatingsTotal: 3),
            makeNearbyPlace(id: "many", rating: 4.5, userRatingsTotal: 300), makeNearbyPlace(id: "best", rating: 4.9),
        ]

        // When
        let rows = makeSUT().rows(for: places, query: makeQuery(order: .rating))

        // Then
        XCTAssertEqual(rows.map(\.placeID), ["best", "many", "few", "unrated"])
    }

    func test_rows_sortsByNameIgnoringCaseAndAccents() {
        // Given
        let places = [
            makeNearbyPlace(id: "3", name: "zinc"), makeNearbyPlace(id: "1", name: "Éclair"),
            makeNearbyPlace(id: "2", name: "banh mi"),
        ]

        // When
        let rows = makeSUT().rows(for: places, query: makeQuery(order: .name))

        // Then
        XCTAssertEqual(rows.map(\.name), ["banh mi", "Éclair", "zinc"])
    }

    func test_rows_keepsAtMostLimitRowsAfterSortingAndDropsDuplicates() {
        // Given
        let places =
            (1...5).map { makeNearbyPlace(id: "p\($0)", location: at(Double(600 - 100 * $0))) }
            + [makeNearbyPlace(id: "p5", location: at(50))]
        let sut = makeSUT()

        // When
        let rows = sut.rows(for: places, query: makeQuery(limit: 2, order: .distance))

        // Then
        XCTAssertEqual(rows.map(\.placeID), ["p5", "p4"])
    }

    func test_rows_formatsEveryColumn() throws {
        // Given
        let place = makeNearbyPlace(
            id: "x", name: "Sacré-Cœur", location: at(1349.6), rating: 4.26, userRatingsTotal: 12345, isOpen: false,
            priceLevel: 3,
            address: nil)

        // When
        let row = try XCTUnwrap(makeSUT().rows(for: [place], query: makeQuery(order: .distance)).first)

        // Then
        XCTAssertEqual(row.distanceMeters, 1350)
        XCTAssertEqual(row.distanceText, "1.4 km")
        XCTAssertEqual(row.starsText, "★★★★☆")
        XCTAssertEqual(row.ratingText, "4.3 (12,345)")
        XCTAssertEqual(row.openText, "closed")
        XCTAssertEqual(row.priceText, "$$$")
        XCTAssertEqual(row.priceLevel, 3)
        XCTAssertEqual(row.addressText, "")
        XCTAssertNil(row.address)
    }

    // MARK: - Helpers

    /// The presenter with a solver that reads a place's distance from its latitude (1° = 1 km), so tests read as data.
    private func makeSUT() -> NearbyPlacesPresenter {
        NearbyPlacesPresenter { _, destination in destination.latitude * 1000 }
    }

    private func at(_ meters: Double) -> Location {
        makeLocation(meters / 1000, 0)
    }
}
