import Domain
import Foundation
import NetworkingTestSupport
import XCTest

@testable import Places

/// What a routing server sends is read without trusting it: indices out of range, negative or absurd durations and
/// lengths, fields of the wrong type, missing rows; each is a row without a time (`noRoute`), never a trap.
final class HostileRoutingAnswersTests: XCTestCase {
    func test_routesMatrix_readsHostileElementsAsNoRoute() async throws {
        // Given
        let client = HTTPClientStub([
            .json(
                #"""
                [{"destinationIndex":99,"condition":"ROUTE_EXISTS","duration":"5s"},
                 {"destinationIndex":-1,"condition":"ROUTE_EXISTS","duration":"5s"},
                 {"destinationIndex":0,"condition":"ROUTE_EXISTS","duration":"-5s","distanceMeters":-3},
                 {"destinationIndex":1,"condition":"ROUTE_EXISTS","duration":"1e308s","distanceMeters":9223372036854775807},
                 {"destinationIndex":"2","condition":"ROUTE_EXISTS","duration":"5s"}, "nonsense", {"destinationIndex":2}]
                """#)
        ])
        let sut = RoutesMatrixService(client: client, baseURL: url("https://routes.example"), apiKey: "key")

        // When
        let times = try await sut.travelTimes(from: origin, to: [origin, origin, origin], mode: .drive)

        // Then
        XCTAssertEqual(times, Array(repeating: .noRoute(.drive), count: 3))
    }

    func test_osrmTable_readsHostileRowsAsNoRoute() async throws {
        // Given
        let client = HTTPClientStub([
            .json(#"{"code":"Ok","durations":[[0,-1,1e300,"x"]],"distances":[[0,5]]}"#), .json(#"{"code":"Ok"}"#),
        ])
        let sut = OSRMTableService(client: client, baseURL: url("https://osrm.example"), userAgent: "foodybite/9", spacing: {})

        // When
        let first = try await sut.travelTimes(from: origin, to: [origin, origin, origin], mode: .bike)
        let empty = try await sut.travelTimes(from: origin, to: [origin], mode: .bike)

        // Then
        XCTAssertEqual(first, Array(repeating: .noRoute(.bike), count: 3))
        XCTAssertEqual(empty, [.noRoute(.bike)])
    }

    func test_directions_readAHostileRouteAsNoneOrAsItsPlausibleParts() async throws {
        // Given a route with an absurd duration, and one whose steps and line are nonsense
        let client = HTTPClientStub([
            .json(#"{"routes":[{"duration":"-1s","distanceMeters":5}]}"#),
            .json(
                #"{"routes":[{"duration":"60s","distanceMeters":80,"polyline":{"encodedPolyline":"\u0001\u0002"},"legs":[{"steps":[{"distanceMeters":-4,"staticDuration":"x"},7]}]}]}"#
            ),
        ])
        let sut = RoutesDirectionsService(client: client, baseURL: url("https://routes.example"), apiKey: "key")

        // When
        let none = try await sut.route(from: origin, to: origin, mode: .walk)
        let partial = try await sut.route(from: origin, to: origin, mode: .walk)

        // Then
        XCTAssertNil(none)
        XCTAssertEqual(partial?.seconds, 60)
        XCTAssertEqual(partial?.path, [])
        XCTAssertEqual(partial?.steps, [Route.Step(instruction: "Continue", meters: nil, seconds: nil)])
    }

    // MARK: - Helpers

    private var origin: Location {
        guard let dijon = Location(latitude: 47.322, longitude: 5.0415) else { preconditionFailure("Dijon is on Earth") }
        return dijon
    }

    private func url(_ text: String) -> URL {
        URL(string: text) ?? URL(fileURLWithPath: "/")
    }
}
