import Domain
import Foundation
import NetworkingTestSupport
import XCTest

@testable import Places

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// `--along`: each provider searches a corridor as it can best, in at most 3 requests.
final class AlongRouteRequestsTests: XCTestCase {
    func test_overpass_asksAroundTheRoutesPointsInOneQuery() {
        let ql = OverpassQuery.nearby(query(), timeout: 10)

        XCTAssertTrue(ql.contains("(around:200,47.3190000,5.0380000,47.3260000,5.0380000,47.3260000,5.0460000);"), ql)
    }

    func test_newPlaces_searchesAlongThePolylineAndTellsEachPlacesDetour_ofADrive() async throws {
        // Given a page whose place is 300 s from the start and 500 s from the end, on a 600 s drive
        let client = HTTPClientStub([
            .json(
                #"""
                {"places":[{"id":"ChIJaaaaaaaaaaaaaaaaaaaaaa","displayName":{"text":"A"},"location":{"latitude":47.322,"longitude":5.038},"primaryType":"restaurant"}],
                 "routingSummaries":[{"legs":[{"duration":"300s"},{"duration":"500s"}]}]}
                """#)
        ])
        let sut = NewPlacesSearchNearbyService(client: client, baseURL: url("https://places.example"), apiKey: "key")

        // When
        let places = try await sut.searchNearby(query(mode: .drive)).places

        // Then
        XCTAssertEqual(places.first?.detourSeconds, 200)
        let routing = try XCTUnwrap(
            (try JSONSerialization.jsonObject(with: client.requests.first?.httpBody ?? Data()) as? [String: Any])?[
                "routingParameters"] as? [String: Any])
        XCTAssertEqual(routing["travelMode"] as? String, "DRIVE", "the only mode Google routes along a route")
        XCTAssertEqual(client.requests.count, 1)
        let body = try XCTUnwrap(JSONSerialization.jsonObject(with: client.requests.first?.httpBody ?? Data()) as? [String: Any])
        let along = try XCTUnwrap(body["searchAlongRouteParameters"] as? [String: Any])
        let polyline = try XCTUnwrap((along["polyline"] as? [String: Any])?["encodedPolyline"] as? String)
        XCTAssertEqual(Polyline.decode(polyline).count, 3)
        XCTAssertTrue(client.requests.first?.value(forHTTPHeaderField: "X-Goog-FieldMask")?.contains("routingSummaries") == true)
    }

    func test_newPlaces_alongAWalk_asksNoRoutingAndTellsNoDetour() async throws {
        // Given a walk (Google routes the legs of a search along a route by car only)
        let client = HTTPClientStub([
            .json(
                #"{"places":[{"id":"ChIJaaaaaaaaaaaaaaaaaaaaaa","displayName":{"text":"A"},"location":{"latitude":47.322,"longitude":5.038},"primaryType":"restaurant"}]}"#
            )
        ])
        let sut = NewPlacesSearchNearbyService(client: client, baseURL: url("https://places.example"), apiKey: "key")

        // When
        let places = try await sut.searchNearby(query(mode: .walk)).places

        // Then
        XCTAssertEqual(places.count, 1)
        XCTAssertNil(places.first?.detourSeconds)
        let body = try XCTUnwrap(JSONSerialization.jsonObject(with: client.requests.first?.httpBody ?? Data()) as? [String: Any])
        XCTAssertNil(body["routingParameters"])
        XCTAssertFalse(client.requests.first?.value(forHTTPHeaderField: "X-Goog-FieldMask")?.contains("routingSummaries") ?? true)
    }

    func test_foursquare_searchesThreeCirclesOfOnePageEach() async throws {
        // Given
        let client = HTTPClientStub(Array(repeating: .json(#"{"results":[]}"#), count: 5))
        let sut = FoursquareSearchNearbyService(client: client, baseURL: url("https://places-api.foursquare.com"), apiKey: "k")

        // When
        _ = try await sut.searchNearby(query(width: 50))

        // Then
        XCTAssertEqual(client.requests.count, 3)
    }

    // MARK: - Helpers

    private func query(width: Double = 200, mode: TravelMode = .walk) -> NearbySearchQuery {
        let path = [(47.319, 5.038), (47.326, 5.038), (47.326, 5.046)].compactMap { Location(latitude: $0.0, longitude: $0.1) }
        let corridor = RouteCorridor(path: path, width: width, seconds: 600, mode: mode)
        let covering = corridor.covering
        return NearbySearchQuery(
            location: covering?.center ?? path[0], radius: Int(covering?.radius ?? 1000), limit: 60, corridor: corridor)
    }

    private func url(_ text: String) -> URL {
        URL(string: text) ?? URL(fileURLWithPath: "/")
    }
}
