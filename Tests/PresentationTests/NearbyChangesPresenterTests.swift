import Domain
import DomainTestSupport
import Presentation
import XCTest

final class NearbyChangesPresenterTests: XCTestCase {
    func test_changes_areEmptyWhenNothingChanged() {
        let places = [place("a", rating: 4.5), place("b", rating: 4.2)]

        XCTAssertEqual(makeSUT().changes(from: places, to: places, query: query), [])
    }

    func test_changes_tellNewGoneAndRatingChangesOfAtLeastOneTenth() {
        // Given
        let before = [
            place("kept", rating: 4.5), place("moved", rating: 4.2), place("left", rating: 4.8), place("same", rating: 4.0),
        ]
        let after = [
            place("kept", rating: 4.6), place("moved", rating: 4.25), place("same", rating: 4.0), place("arrived", rating: 4.9),
        ]

        // When
        let changes = makeSUT().changes(from: before, to: after, query: query)

        // Then
        XCTAssertEqual(
            summary(changes), ["arrived:new", "kept:rating(previous: 4.5)", "left:gone"], "listed now first, in order")
    }

    func test_changes_tellClosedAndReopenedFromTheBusinessStatus() {
        // Given
        let before = [place("closing", rating: 4.5), place("reopening", rating: 4.5, status: .closedTemporarily)]
        let after = [place("closing", rating: 4.5, status: .closedPermanently), place("reopening", rating: 4.5)]

        // When
        let changes = makeSUT().changes(from: before, to: after, query: query)

        // Then
        XCTAssertEqual(summary(changes), ["reopening:reopened", "closing:closed"])
    }

    func test_changes_countAPlaceBelowTheStarsAsGoneAndAboveAsNew() {
        // Given a minimum of 4 stars
        let before = [place("falling", rating: 4.1), place("rising", rating: 3.8)]
        let after = [place("falling", rating: 3.9), place("rising", rating: 4.0)]

        // When
        let changes = makeSUT().changes(
            from: before, to: after, query: makeQuery(location: centre, radius: 1000, minimumRating: 4))

        // Then
        XCTAssertEqual(summary(changes), ["rising:new", "falling:gone"])
    }

    func test_changes_withMaxTravel_judgeTheRecordedPlacesByThisRunsTravelTimes() {
        // Given --max-travel 10m, an answer recorded without travel times (they are never recorded), and this run's
        let query = NearbySearchQuery(
            location: centre, radius: 1000, minimumRating: 0, limit: 20, order: .distance, onlyPlaceIDs: nil,
            travel: .walk, maxTravelSeconds: 600)
        let before = [place("near", rating: nil), place("far", rating: nil)]
        let after = [
            place("near", rating: nil).travelling(TravelTime(mode: .walk, seconds: 300, meters: 400)),
            place("far", rating: nil).travelling(TravelTime(mode: .walk, seconds: 900, meters: 1100)),
        ]

        // When
        let changes = makeSUT().changes(from: before, to: after, query: query)

        // Then nothing changed: the same place is within ten minutes on both sides
        XCTAssertEqual(summary(changes), [])
    }

    func test_changes_showAGonePlaceAsItWasListedBefore() throws {
        let before = [place("left", rating: 4.8)]

        let change = try XCTUnwrap(makeSUT().changes(from: before, to: [], query: query).first)

        XCTAssertEqual(change.row.rating, 4.8)
        XCTAssertEqual(change.row.name, "Place left")
    }

    func test_changes_judgeTheOpenTextOnTheClockTheyAreGiven_notTheMachines() throws {
        // Given Tuesday 1 December 2026, 20:00 in Helsinki (issue 55: the rows said 'open until Sun 00:00', judged on
        // the machine's clock, while the filter judged this instant), and a place open until 23:00 every day
        let now = try XCTUnwrap(ISO8601DateFormatter().date(from: "2026-12-01T20:00:00+02:00"))
        let hours = OpeningHoursText(now: { now }, timeZone: TimeZone(identifier: "UTC") ?? .current)
        let sut = NearbyChangesPresenter(distance: { GreatCircle.meters(from: $0, to: $1) }, providers: .sample, hours: hours)
        let opened = NearbyPlace(
            placeID: "osm:node/1", name: "Late", location: makeLocation(47.323, 5.0415), isOpen: true,
            attributes: PlaceAttributes(openingHours: "Mo-Su 11:00-23:00", country: "FI", timeZone: "Europe/Helsinki"))

        // When
        let changes = sut.changes(from: [], to: [opened], query: query)

        // Then
        XCTAssertEqual(changes.map(\.row.openText), ["open until 23:00"])
    }

    func test_answer_keepsARecordedPlaceACapHidAndDropsOneMissingWhereTheSearchReadEverything() {
        // Given places recorded at 110 m and 670 m, and a search that read everything within 300 m and saw neither
        let previous = [place("near", rating: 4.5, north: 0.001), place("far", rating: 4.5, north: 0.006)]
        let cap = SearchCap(description: "cap", remedies: [], completeWithin: 300)
        let result = NearbySearchResult(places: [place("new", rating: 4.2)], caps: [cap])
        let sut = makeSUT()

        // When
        let answer = sut.answer(result, previous: previous, query: query)

        // Then: the far one is not known to be gone; the near one is
        XCTAssertEqual(answer.map(\.placeID), ["new", "far"])
        XCTAssertEqual(summary(sut.changes(from: previous, to: answer, query: query)), ["new:new", "near:gone"])
    }

    func test_answer_isWhatWasFoundWhenNoCapBitOrNothingWasRecorded() {
        let previous = [place("far", rating: 4.5, north: 0.006)]
        let found = NearbySearchResult(places: [place("new", rating: 4.2)])

        XCTAssertEqual(makeSUT().answer(found, previous: previous, query: query).map(\.placeID), ["new"])
        XCTAssertEqual(
            makeSUT().answer(
                NearbySearchResult(places: found.places, caps: [SearchCap(description: "", remedies: [], completeWithin: 0)]),
                previous: nil, query: query
            ).map(\.placeID), ["new"])
    }

    func test_baseline_keepsEveryPlaceInRangeWhateverItsRatingAndStatus() {
        // Given
        let places = [
            place("closed", rating: 4.5, status: .closedPermanently), place("unrated", rating: nil),
            place("far", rating: 4.5, north: 0.05), place("closed", rating: 4.5),
        ]

        // When
        let baseline = makeSUT().baseline(of: places, query: makeQuery(location: centre, radius: 1000, minimumRating: 4))

        // Then
        XCTAssertEqual(baseline.map(\.placeID), ["closed", "unrated"])
    }

    // MARK: - Helpers

    private let centre = makeLocation(47.322, 5.0415)
    private var query: NearbySearchQuery { makeQuery(location: centre, radius: 1000) }

    private func makeSUT() -> NearbyChangesPresenter {
        NearbyChangesPresenter(
            distance: { GreatCircle.meters(from: $0, to: $1) }, providers: .sample,
            hours: OpeningHoursText(now: { Date(timeIntervalSince1970: 0) }, timeZone: TimeZone(identifier: "UTC") ?? .current))
    }

    private func place(_ id: String, rating: Double?, status: BusinessStatus = .operational, north: Double = 0.001)
        -> NearbyPlace
    {
        makeNearbyPlace(
            id: id, name: "Place \(id)", location: makeLocation(47.322 + north, 5.0415), rating: rating, businessStatus: status)
    }

    private func summary(_ changes: [NearbyChangeRow]) -> [String] {
        changes.map { "\($0.row.placeID):\($0.change)" }
    }
}
