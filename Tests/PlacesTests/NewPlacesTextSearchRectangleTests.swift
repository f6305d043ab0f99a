import Domain
import Foundation
import XCTest

@testable import Places

final class NewPlacesTextSearchRectangleTests: XCTestCase {
    func test_rectangle_wrapsAcrossTheAntimeridianAsGoogleViewportsDo() throws {
        let fiji = try XCTUnwrap(Location(latitude: -17.8, longitude: 179.99))

        let rectangle = try XCTUnwrap(NewPlacesTextSearchNearbyEndpoint.rectangle(around: fiji, radius: 5000))

        XCTAssertGreaterThan(rectangle.low.longitude, rectangle.high.longitude, "low > high crosses the antimeridian")
        XCTAssertLessThan(rectangle.high.longitude, -179.9)
        XCTAssertTrue((-180...180).contains(rectangle.low.longitude))
    }

    func test_rectangle_isNeverWiderThan180Degrees_nearAPoleItIsNone() throws {
        for (latitude, radius) in [(89.99, 5000), (89.3, 50_000), (-89.5, 1500), (80.0, 50_000), (60.0, 50_000), (0.0, 50_000)] {
            let center = try XCTUnwrap(Location(latitude: latitude, longitude: 0))

            let rectangle = NewPlacesTextSearchNearbyEndpoint.rectangle(around: center, radius: radius)

            if let rectangle {
                XCTAssertLessThanOrEqual(rectangle.high.longitude - rectangle.low.longitude, 180, "\(latitude), \(radius)")
            }
        }
        XCTAssertNil(
            NewPlacesTextSearchNearbyEndpoint.rectangle(
                around: try XCTUnwrap(Location(latitude: 89.99, longitude: 0)), radius: 5000))
    }

    func test_body_nearAPole_biasesToTheCircleInsteadOfARectangle() throws {
        let query = NearbySearchQuery(
            location: try XCTUnwrap(Location(latitude: 89.3, longitude: 0)), radius: 50_000, minimumRating: 4, limit: 60,
            order: .distance)

        let body = try XCTUnwrap(NewPlacesTextSearchNearbyEndpoint.body(query, pageToken: nil))
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: body) as? [String: Any])

        XCTAssertNil(object["locationRestriction"])
        let circle = try XCTUnwrap((object["locationBias"] as? [String: Any])?["circle"] as? [String: Any])
        XCTAssertEqual(circle["radius"] as? Double, 50_000)
    }
}
