import Domain
import Foundation
import XCTest

@testable import CLI
@testable import Presentation

/// `route` on the ±180° meridian: the map's scale fits the route's real size, and GeoJSON cuts the line there.
final class RouteAcrossTheAntimeridianTests: XCTestCase {
    func test_map_scalesA220MetreRouteAcrossTheMeridianAsShort() throws {
        // When
        let map = RouteMapRenderer.render(try trip(), terminal: .plain)

        // Then the scale bar is tens of metres, not thousands of kilometres
        let legend = try XCTUnwrap(map.split(separator: "\n").first { $0.contains("+ start") })
        XCTAssertFalse(legend.contains("km"), String(legend))
    }

    func test_geojson_cutsTheLineAtTheMeridian() throws {
        // When
        let data = Data(try RouteRenderer.render(try trip(), as: .geojson, terminal: .plain).utf8)

        // Then a MultiLineString of two parts, neither crossing
        let collection = try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [String: Any])
        let line = try XCTUnwrap((collection["features"] as? [[String: Any]])?.first?["geometry"] as? [String: Any])
        XCTAssertEqual(line["type"] as? String, "MultiLineString")
        let parts = try XCTUnwrap(line["coordinates"] as? [[[Double]]])
        XCTAssertEqual(parts.count, 2)
        XCTAssertTrue(parts[0].allSatisfy { $0[0] > 0 } && parts[1].allSatisfy { $0[0] < 0 }, "\(parts)")
    }

    private func trip() throws -> RouteRenderer.Trip {
        let (start, end) = (
            try XCTUnwrap(Location(latitude: -16.5, longitude: 179.999)),
            try XCTUnwrap(Location(latitude: -16.5, longitude: -179.999))
        )
        let route = Route(
            mode: .walk, seconds: 180, meters: 220, steps: [Route.Step(instruction: "Walk east", meters: 220, seconds: 180)],
            path: [start, end])
        return RouteRenderer.Trip(placeID: "osm:node/1", name: "Across", origin: start, destination: end, route: route)
    }
}
