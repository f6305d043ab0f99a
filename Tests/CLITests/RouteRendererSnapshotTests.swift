import Domain
import Foundation
import SnapshotTesting
import XCTest

@testable import CLI
@testable import Presentation

/// Snapshots of `route`'s outputs: the steps, the JSON record and the GeoJSON collection.
final class RouteRendererSnapshotTests: XCTestCase {
    func test_render_tableJSONAndGeoJSON() throws {
        // Given a walk of two steps whose path the router snapped to the road at both ends
        let trip = try makeTrip()

        // When / Then
        for format in [RouteFormat.table, .json, .geojson] {
            assertSnapshot(
                of: try RouteRenderer.render(trip, as: format, terminal: .plain), as: .lines, named: format.rawValue)
        }
    }

    private func makeTrip() throws -> RouteRenderer.Trip {
        let origin = try XCTUnwrap(Location(latitude: 47.3220, longitude: 5.0415))
        let destination = try XCTUnwrap(Location(latitude: 47.3236, longitude: 5.0440))
        let path = [
            try XCTUnwrap(Location(latitude: 47.3221, longitude: 5.0416)),
            try XCTUnwrap(Location(latitude: 47.3230, longitude: 5.0430)),
            try XCTUnwrap(Location(latitude: 47.3235, longitude: 5.0439)),
        ]
        let route = Route(
            mode: .walk, seconds: 300, meters: 260,
            steps: [
                Route.Step(instruction: "Head north on Rue de la Liberté", meters: 120, seconds: 140),
                Route.Step(instruction: "Turn right: Au Bureau is on the left", meters: 140, seconds: 160),
            ],
            path: path)
        return RouteRenderer.Trip(
            placeID: "ChIJbureau", name: "Au Bureau", origin: origin, destination: destination, route: route)
    }
}
