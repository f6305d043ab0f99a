import Domain
import Location
import XCTest

final class DistanceSolverTests: XCTestCase {
    func test_distance_isZeroForTheSamePoint() throws {
        // Given
        let point = try XCTUnwrap(Domain.Location(latitude: -33.8670522, longitude: 151.1957362))

        // When / Then
        XCTAssertEqual(DistanceSolver.distance(from: point, to: point), 0, accuracy: 1e-9)
    }

    func test_distance_matchesKnownGreatCircleDistancesInMetres() throws {
        // Given Paris (Notre-Dame) and London (Big Ben): 343.07 km apart on the IUGG mean sphere (an independent haversine)
        let paris = try XCTUnwrap(Domain.Location(latitude: 48.8530, longitude: 2.3499))
        let london = try XCTUnwrap(Domain.Location(latitude: 51.5007, longitude: -0.1246))

        // When
        let meters = DistanceSolver.distance(from: paris, to: london)

        // Then
        XCTAssertEqual(meters, 343_069.63, accuracy: 0.5)
    }

    func test_distance_isOneDegreeOfLatitudeAboutOneHundredElevenKilometres() throws {
        // Given
        let a = try XCTUnwrap(Domain.Location(latitude: 0, longitude: 0))
        let b = try XCTUnwrap(Domain.Location(latitude: 1, longitude: 0))

        // When / Then: R * pi / 180 with R = 6371008.8 m
        XCTAssertEqual(DistanceSolver.distance(from: a, to: b), 111_195.08, accuracy: 0.05)
    }

    func test_distance_isSymmetricAndCrossesTheAntimeridian() throws {
        // Given two points either side of 180°
        let east = try XCTUnwrap(Domain.Location(latitude: 0, longitude: 179.9))
        let west = try XCTUnwrap(Domain.Location(latitude: 0, longitude: -179.9))

        // When
        let there = DistanceSolver.distance(from: east, to: west)
        let back = DistanceSolver.distance(from: west, to: east)

        // Then: 0.2° of the equator, not 359.8°
        XCTAssertEqual(there, back, accuracy: 1e-6)
        XCTAssertEqual(there, 22_239.0, accuracy: 1)
    }
}
