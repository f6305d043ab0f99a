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
        let sut = OSRMTableService(client: client, baseURL: url("https://osrm.example"), userAgent: "foodybite/9", spacing: .none)

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

    func test_directions_readEachStepsDurationAndLengthWithoutTrapping() async throws {
        // Given steps whose durations and lengths are absurd, negative, not numbers or of the wrong type
        let durations = [#""1e300s""#, #""-1s""#, #""NaNs""#, #""infs""#, #""abcs""#, #""604801s""#, "5", #""5s""#]
        let lengths = ["1e300", "-1", #""NaN""#, #""x""#, "9223372036854775807", "20000001", "null", "12"]
        let steps = zip(durations, lengths).map { #"{"distanceMeters":\#($1),"staticDuration":\#($0)}"# }
        let client = HTTPClientStub([
            .json(
                #"{"routes":[{"duration":"60s","distanceMeters":80,"legs":[{"steps":["# + steps.joined(separator: ",") + "]}]}]}")
        ])
        let sut = RoutesDirectionsService(client: client, baseURL: url("https://routes.example"), apiKey: "key")

        // When
        let route = try await sut.route(from: origin, to: origin, mode: .walk)

        // Then the plausible last step is read, every other field is unknown, and nothing traps
        XCTAssertEqual(route?.steps.map(\.seconds), [nil, nil, nil, nil, nil, nil, nil, 5])
        XCTAssertEqual(route?.steps.map(\.meters), [nil, nil, nil, nil, nil, nil, nil, 12])
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
