import Domain
import XCTest

final class RouteCorridorTests: XCTestCase {
    func test_position_measuresAlongAndOffTheRoute() throws {
        // Given a route 1 km north then 1 km east
        let sut = RouteCorridor(path: [point(0, 0), point(1000, 0), point(1000, 1000)], width: 100)

        // When
        let besideTheTurn = sut.position(of: point(1000, -50))
        let halfwayEast = sut.position(of: point(1080, 500))

        // Then
        XCTAssertEqual(besideTheTurn.along, 1000, accuracy: 2)
        XCTAssertEqual(besideTheTurn.off, 50, accuracy: 1)
        XCTAssertEqual(halfwayEast.along, 1500, accuracy: 2)
        XCTAssertEqual(halfwayEast.off, 80, accuracy: 1)
        XCTAssertEqual(sut.length, 2000, accuracy: 5)
    }

    func test_circles_areAtMostThreeAndHoldEveryPointOfTheBand() throws {
        // Given a winding route and its 100 m band
        let path = (0...40).map { index in point(Double(index) * 100, index.isMultiple(of: 2) ? 0 : 300) }
        let sut = RouteCorridor(path: path, width: 100)

        // When
        let circles = sut.circles()

        // Then every point of the line, shifted by the band's width, lies in some circle
        XCTAssertEqual(circles.count, 3)
        for vertex in path {
            for shifted in [point(north(vertex) + 99, east(vertex)), point(north(vertex), east(vertex) - 99)] {
                XCTAssertTrue(
                    circles.contains { GreatCircle.meters(from: $0.center, to: shifted) <= $0.radius },
                    "\(shifted) is in a circle")
            }
        }
        XCTAssertEqual(RouteCorridor(path: [point(0, 0), point(100, 0)], width: 100).circles().count, 1, "a short route")
    }

    func test_init_thinsAVeryLongPathKeepingItsEnds() {
        let path = (0..<10_000).map { point(Double($0), 0) }
        let sut = RouteCorridor(path: path, width: 10)
        XCTAssertLessThanOrEqual(sut.path.count, 501)
        XCTAssertEqual(sut.path.first, path.first)
        XCTAssertEqual(sut.path.last, path.last)
    }

    // MARK: - Helpers

    private let origin = (latitude: 47.322, longitude: 5.0415)

    /// A point `north` and `east` metres from Dijon's centre.
    private func point(_ north: Double, _ east: Double) -> Location {
        let latitude = origin.latitude + north / 110_574
        let longitude = origin.longitude + east / (111_320 * cos(origin.latitude * .pi / 180))
        return Location(latitude: latitude, longitude: longitude) ?? Location(latitude: 0, longitude: 0) ?? fallback
    }

    private func north(_ point: Location) -> Double { (point.latitude - origin.latitude) * 110_574 }
    private func east(_ point: Location) -> Double {
        (point.longitude - origin.longitude) * 111_320 * cos(origin.latitude * .pi / 180)
    }

    private var fallback: Location {
        guard let zero = Location(latitude: 0, longitude: 0) else { preconditionFailure("the origin is on Earth") }
        return zero
    }
}
