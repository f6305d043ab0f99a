import Domain
import XCTest

/// Routes and searches on the ±180° meridian (Fiji, Chukotka, Kiribati's line islands) are short, not 360° wide.
final class AntimeridianTests: XCTestCase {
    func test_eastward_isTheShortWayRound() {
        XCTAssertEqual(Antimeridian.eastward(from: 179.9, to: -179.9), 0.2, accuracy: 1e-9)
        XCTAssertEqual(Antimeridian.eastward(from: -179.9, to: 179.9), -0.2, accuracy: 1e-9)
        XCTAssertEqual(Antimeridian.eastward(from: 5, to: 6), 1, accuracy: 1e-9)
        XCTAssertEqual(Antimeridian.eastward(from: 0, to: 180), -180, accuracy: 1e-9)
    }

    func test_parts_cutALineWhereItCrossesTheMeridianAndOnlyThere() throws {
        // Given a line from 179.9°E to 179.9°W, rising 0.002° of latitude
        let line = [try point(-16.000, 179.9), try point(-16.002, -179.9)]

        // When
        let parts = Antimeridian.parts(of: line)

        // Then two parts meeting at ±180°, the latitude halfway
        XCTAssertEqual(parts.count, 2)
        XCTAssertEqual(parts[0].last?[0], 180)
        XCTAssertEqual(parts[1].first?[0], -180)
        XCTAssertEqual(parts[0].last?[1] ?? 0, -16.001, accuracy: 1e-9)
        XCTAssertEqual(parts[1].last, [-179.9, -16.002])
        XCTAssertEqual(Antimeridian.parts(of: [try point(47, 5), try point(47.1, 5.1)]).count, 1)
    }

    func test_corridor_acrossTheMeridian_measuresAndCentresItsCirclesOnTheShortWay() throws {
        // Given a 4.4 km route along the equator across 180°, and a place 100 m off it at 180°
        let sut = RouteCorridor(path: [try point(0, 179.98), try point(0, -179.98)], width: 300)

        // When
        let position = sut.position(of: try point(100 / 110_574, 180))
        let circles = sut.circles()

        // Then
        XCTAssertEqual(sut.length, 4_448, accuracy: 5)
        XCTAssertEqual(position.off, 100, accuracy: 1)
        XCTAssertEqual(position.along, 2_226, accuracy: 5)
        XCTAssertTrue(circles.allSatisfy { abs($0.center.longitude) > 179.9 }, "\(circles.map(\.center))")
    }

    private func point(_ latitude: Double, _ longitude: Double) throws -> Location {
        try XCTUnwrap(Location(latitude: latitude, longitude: longitude))
    }
}
