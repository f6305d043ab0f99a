import Domain
import DomainTestSupport
import Presentation
import XCTest

final class NearbyMapLayoutTests: XCTestCase {
    func test_layout_putsNorthUpEastRightAndTheCentreInTheMiddle() throws {
        // Given places 400 m north and 400 m east of the centre
        let rows = makeRows([("north", 47.3256, 5.0415), ("east", 47.322, 5.0468)])

        // When
        let map = NearbyMapLayout.layout(rows, center: centre, radius: 1000, width: 78, height: 15)

        // Then
        let north = try XCTUnwrap(map.markers.first { $0.row.placeID == "north" })
        let east = try XCTUnwrap(map.markers.first { $0.row.placeID == "east" })
        XCTAssertEqual([map.centerColumn, map.centerLine], [38, 7])
        XCTAssertEqual(north.column, map.centerColumn)
        XCTAssertLessThan(north.line, map.centerLine)
        XCTAssertEqual(east.line, map.centerLine)
        XCTAssertGreaterThan(east.column, map.centerColumn)
        XCTAssertEqual([north.direction, east.direction], ["N", "E"])
        XCTAssertEqual([north.symbol, east.symbol], ["1", "2"])
    }

    func test_layout_keepsTheCircleRoundAndInsideTheGrid() {
        let map = NearbyMapLayout.layout([], center: centre, radius: 1500, width: 78, height: 15)

        let columns = map.circle.map(\.column)
        let lines = map.circle.map(\.line)
        XCTAssertEqual(lines.min(), 0)
        XCTAssertEqual(lines.max(), 14)
        let widthInColumns = Double((columns.max() ?? 0) - (columns.min() ?? 0))
        let heightInColumns = Double((lines.max() ?? 0) - (lines.min() ?? 0)) * 2
        XCTAssertEqual(widthInColumns, heightInColumns, accuracy: 2, "a line is two columns tall")
    }

    func test_layout_letsTwoPlacesOnOneCellShareItAndNamesTheFirst() {
        let rows = makeRows([("first", 47.3230, 5.0420), ("second", 47.32301, 5.04201)])

        let map = NearbyMapLayout.layout(rows, center: centre, radius: 1000, width: 78, height: 15)

        XCTAssertEqual(map.markers.map(\.sharesCellWith), [nil, "1"])
    }

    func test_layout_marksUpTo61PlacesAndPicksARoundScale() {
        let rows = makeRows((0..<61).map { ("p\($0)", 47.322 + Double($0) * 1e-4, 5.0415) })

        let map = NearbyMapLayout.layout(rows, center: centre, radius: 5000, width: 78, height: 15)

        XCTAssertEqual(map.markers.last?.symbol, "Z")
        XCTAssertEqual(map.markers.count, 61)
        var mantissa = map.scaleMeters
        while mantissa % 10 == 0 { mantissa /= 10 }
        XCTAssertTrue([1, 2, 5].contains(mantissa), "\(map.scaleMeters) m is 1, 2 or 5 x 10^n")
    }

    func test_direction_coversTheEightPointsAndHere() {
        let cases: [(Double, Double, String)] = [
            (0, 100, "N"), (100, 100, "NE"), (100, 0, "E"), (100, -100, "SE"), (0, -100, "S"), (-100, -100, "SW"),
            (-100, 0, "W"), (-100, 100, "NW"), (0.1, 0.1, "here"),
        ]
        for (east, north, expected) in cases {
            XCTAssertEqual(
                NearbyMapLayout.layout(
                    makeRows([("x", 47.322 + north / 110_574, 5.0415 + east / (111_320 * cos(47.322 * .pi / 180)))]),
                    center: centre, radius: 1000, width: 78, height: 15
                ).markers.first?.direction, expected, "\(east), \(north)")
        }
    }

    // MARK: - Helpers

    private let centre = makeLocation(47.322, 5.0415)

    private func makeRows(_ places: [(String, Double, Double)]) -> [NearbyPlaceViewModel] {
        let presenter = NearbyPlacesPresenter(distance: { GreatCircle.meters(from: $0, to: $1) }, providers: .sample)
        return places.map { id, latitude, longitude in
            presenter.rows(
                for: [makeNearbyPlace(id: id, name: id, location: makeLocation(latitude, longitude))],
                query: makeQuery(location: centre, radius: 50_000))[0]
        }
    }
}
