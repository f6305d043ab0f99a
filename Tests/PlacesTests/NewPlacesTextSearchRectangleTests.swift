import Domain
import XCTest

@testable import Places

final class NewPlacesTextSearchRectangleTests: XCTestCase {
    func test_rectangle_wrapsAcrossTheAntimeridianAsGoogleViewportsDo() throws {
        let fiji = try XCTUnwrap(Location(latitude: -17.8, longitude: 179.99))

        let rectangle = NewPlacesTextSearchNearbyEndpoint.rectangle(around: fiji, radius: 5000)

        XCTAssertGreaterThan(rectangle.low.longitude, rectangle.high.longitude, "low > high crosses the antimeridian")
        XCTAssertLessThan(rectangle.high.longitude, -179.9)
        XCTAssertTrue((-180...180).contains(rectangle.low.longitude))
    }

    func test_rectangle_takesEveryLongitudeAtAPole() throws {
        let pole = try XCTUnwrap(Location(latitude: 89.99, longitude: 10))

        let rectangle = NewPlacesTextSearchNearbyEndpoint.rectangle(around: pole, radius: 5000)

        XCTAssertEqual([rectangle.low.longitude, rectangle.high.longitude], [-180, 180])
        XCTAssertEqual(rectangle.high.latitude, 90)
    }
}
