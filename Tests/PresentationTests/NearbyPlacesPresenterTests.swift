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

    func test_rows_keepsTheLimitNearestThatPassThenOrdersThemAsAsked() {
        // Given the best-rated place farthest away
        let places = [
            makeNearbyPlace(id: "near", location: at(100), rating: 4.0),
            makeNearbyPlace(id: "middle", location: at(200), rating: 4.5),
            makeNearbyPlace(id: "far", location: at(900), rating: 5.0),
        ]

        // When
        let rows = makeSUT().rows(for: places, query: makeQuery(limit: 2, order: .rating))

        // Then: the 2 nearest, best rated first (the answer does not depend on the order asked)
        XCTAssertEqual(rows.map(\.placeID), ["middle", "near"])
    }

    func test_incompleteAnswerNote_namesTheCapWhenFewerThanTheLimitLieWhereTheAnswerIsWhole() throws {
        // Given a cap that read everything within 300 m of a 1,000 m circle, and one qualifying place
        let places = [makeNearbyPlace(id: "near", location: at(100), rating: 4.6)]
        let cap = SearchCap(description: "the server gives at most 20", remedies: [.smallerRadius], completeWithin: 300)
        let query = makeQuery(radius: 1000, minimumRating: 4.5, limit: 20)
        let sut = makeSUT()
        let rows = sut.rows(for: places, query: query)

        // When
        let note = sut.incompleteAnswerNote(
            for: NearbySearchResult(places: places, caps: [cap]), rows: rows, query: query, otherProviders: true)

        // Then
        let line = try XCTUnwrap(note)
        XCTAssertTrue(line.hasPrefix("the answer may be incomplete: 1 of limit=20 found"), line)
        XCTAssertTrue(line.contains("within 300 m"), line)
        XCTAssertTrue(line.contains("the server gives at most 20"), line)
        XCTAssertTrue(line.contains("a smaller radius or another provider may find more"), line)
        XCTAssertFalse(line.contains("\n"), "one line")
    }

    func test_incompleteAnswerNote_namesEachRemedyInTheFrontEndsWords() throws {
        // Given a cap a larger limit or the other API would lift
        let places = [makeNearbyPlace(id: "near", location: at(100), rating: 4.6)]
        let cap = SearchCap(
            description: "the server gives at most 20",
            remedies: [.largerLimit(above: 20, upTo: 60, how: "Text Search"), .otherAPI(.new, why: "it filters ratings")],
            completeWithin: 300)
        let query = makeQuery(radius: 1000, limit: 20)
        let sut = makeSUT()

        // When
        let note = sut.incompleteAnswerNote(
            for: NearbySearchResult(places: places, caps: [cap]), rows: sut.rows(for: places, query: query), query: query,
            otherProviders: true)

        // Then
        let line = try XCTUnwrap(note)
        XCTAssertTrue(
            line.hasSuffix(
                "a limit above 20 (Text Search, up to 60), placesAPI=new (it filters ratings) or another provider may find more"
            ), line)
    }

    func test_incompleteAnswerNote_saysACapMetByEveryKindOnce() throws {
        // Given two kinds asked one after the other, each stopped by the same cap
        let places = [makeNearbyPlace(id: "near", location: at(100), rating: 4.6)]
        let cap = SearchCap(description: "the server gives at most 60", remedies: [.smallerRadius], completeWithin: 300)
        let query = makeQuery(radius: 1000, limit: 20, kinds: [.cafe, .bar])
        let sut = makeSUT()

        // When
        let note = sut.incompleteAnswerNote(
            for: NearbySearchResult(places: places, caps: [cap, cap]), rows: sut.rows(for: places, query: query),
            query: query, otherProviders: false)

        // Then
        let line = try XCTUnwrap(note)
        XCTAssertEqual(line.components(separatedBy: "the server gives at most 60").count, 2, line)
        XCTAssertEqual(line.components(separatedBy: "a smaller radius").count, 2, line)
    }

    func test_incompleteAnswerNote_isNilWhenTheAnswerIsKnownToBeWhole() {
        let sut = makeSUT()
        let query = makeQuery(radius: 1000, limit: 2)
        let places = [makeNearbyPlace(id: "a", location: at(100)), makeNearbyPlace(id: "b", location: at(200))]
        let rows = sut.rows(for: places, query: query)
        let cap = { (whole: Double) in SearchCap(description: "cap", remedies: [], completeWithin: whole) }

        // No cap; a cap past the radius; a cap, but the limit lies where the answer is whole
        for result in [
            NearbySearchResult(places: places), NearbySearchResult(places: places, caps: [cap(1200)]),
            NearbySearchResult(places: places, caps: [cap(250)]),
        ] {
            XCTAssertNil(sut.incompleteAnswerNote(for: result, rows: rows, query: query, otherProviders: true))
        }
        // ... but not when the second place lies beyond what was read
        XCTAssertNotNil(
            sut.incompleteAnswerNote(
                for: NearbySearchResult(places: places, caps: [cap(150)]), rows: rows, query: query, otherProviders: false))
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
        NearbyPlacesPresenter(distance: { _, destination in destination.latitude * 1000 }, providers: .sample)
    }

    private func at(_ meters: Double) -> Location {
        makeLocation(meters / 1000, 0)
    }
}
