import Domain
import XCTest

final class LocationTests: XCTestCase {
    func test_init_acceptsCoordinatesOnTheBoundaries() {
        // Given the extreme valid coordinates
        let corners = [(-90.0, -180.0), (90.0, 180.0), (0.0, 0.0)]

        // When / Then
        for (latitude, longitude) in corners {
            XCTAssertNotNil(Location(latitude: latitude, longitude: longitude), "\(latitude),\(longitude)")
        }
    }

    func test_init_rejectsOutOfRangeOrNonFiniteCoordinates() {
        // Given coordinates that are not on Earth
        let invalid = [(90.0001, 0.0), (-91.0, 0.0), (0.0, 180.5), (0.0, -181.0), (.nan, 0.0), (0.0, .infinity)]

        // When / Then
        for (latitude, longitude) in invalid {
            XCTAssertNil(Location(latitude: latitude, longitude: longitude), "\(latitude),\(longitude)")
        }
    }
}
