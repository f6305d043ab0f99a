import AsyncAssertions
import Domain
import Foundation
import NetworkingTestSupport
import XCTest

@testable import Places

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

final class RoutingServicesTests: XCTestCase {
    func test_routesMatrix_asksOneRequestWithTheFieldMaskAndReadsElementsByIndex() async throws {
        // Given elements out of order: one route, one not found, one failed
        let client = HTTPClientStub([
            .json(
                #"""
                [{"originIndex":0,"destinationIndex":2,"status":{"code":5,"message":"no"},"condition":"ROUTE_EXISTS","duration":"9s","distanceMeters":9},
                 {"originIndex":0,"destinationIndex":1,"status":{},"condition":"ROUTE_NOT_FOUND"},
                 {"originIndex":0,"destinationIndex":0,"status":{},"condition":"ROUTE_EXISTS","duration":"597.5s","distanceMeters":708}]
                """#)
        ])
        let sut = RoutesMatrixService(client: client, baseURL: url("https://routes.example"), apiKey: "key")

        // When
        let times = try await sut.travelTimes(from: origin, to: [origin, origin, origin], mode: .walk)

        // Then
        XCTAssertEqual(
            times, [TravelTime(mode: .walk, seconds: 598, meters: 708), .noRoute(.walk), .noRoute(.walk)])
        let request = try XCTUnwrap(client.requests.first)
        XCTAssertEqual(request.url?.path, "/distanceMatrix/v2:computeRouteMatrix")
        XCTAssertEqual(request.value(forHTTPHeaderField: "X-Goog-Api-Key"), "key")
        XCTAssertEqual(
            request.value(forHTTPHeaderField: "X-Goog-FieldMask"),
            "originIndex,destinationIndex,status,condition,distanceMeters,duration")
        let body = try XCTUnwrap(JSONSerialization.jsonObject(with: request.httpBody ?? Data()) as? [String: Any])
        XCTAssertEqual(body["travelMode"] as? String, "WALK")
        XCTAssertNil(body["routingPreference"], "only for driving")
        XCTAssertEqual((body["destinations"] as? [Any])?.count, 3)
    }

    func test_routesMatrix_splitsTransitAtAHundredElements() async throws {
        // Given
        let client = HTTPClientStub([.json("[]"), .json("[]")])
        let sut = RoutesMatrixService(client: client, baseURL: url("https://routes.example"), apiKey: "key")

        // When
        let times = try await sut.travelTimes(from: origin, to: Array(repeating: origin, count: 150), mode: .transit)

        // Then
        XCTAssertEqual(times.count, 150)
        XCTAssertEqual(client.requests.count, 2)
    }

    func test_routesMatrix_anAPINotEnabledIsPermissionDeniedNamingTheAPI() async throws {
        let client = HTTPClientStub([
            .json(
                #"{"error":{"code":403,"message":"Routes API has not been used in project 1 before or it is disabled.","status":"PERMISSION_DENIED"}}"#,
                status: 403)
        ])
        let sut = RoutesMatrixService(client: client, baseURL: url("https://routes.example"), apiKey: "key")
        do {
            _ = try await sut.travelTimes(from: origin, to: [origin], mode: .walk)
            XCTFail("expected an error")
        } catch let error as ServiceError {
            XCTAssertEqual(error.kind, .permissionDenied)
            XCTAssertTrue(error.message.contains("enable the Routes API"), error.message)
        }
    }

    func test_osrmTable_asksTheTableWithDistancesAndTheUserAgentAndReadsNullAsNoRoute() async throws {
        // Given
        let client = HTTPClientStub([
            .json(#"{"code":"Ok","durations":[[0,120.4,null]],"distances":[[0,160.2,null]]}"#)
        ])
        let sut = OSRMTableService(
            client: client, baseURL: url("https://osrm.example/routed-foot"), userAgent: "foodybite/9", spacing: .none)

        // When
        let times = try await sut.travelTimes(from: origin, to: [origin, origin], mode: .walk)

        // Then
        XCTAssertEqual(times, [TravelTime(mode: .walk, seconds: 120, meters: 160), .noRoute(.walk)])
        let request = try XCTUnwrap(client.requests.first)
        XCTAssertEqual(
            request.url?.absoluteString,
            "https://osrm.example/routed-foot/table/v1/driving/5.041500,47.322000%3B5.041500,47.322000%3B5.041500,47.322000?sources=0&annotations=duration,distance",
            "`;` percent-encoded, as every path foodybite sends: osrm-routed decodes the URI before reading it"
        )
        XCTAssertEqual(request.value(forHTTPHeaderField: "User-Agent"), "foodybite/9")
    }

    func test_osrmTable_asksThreeHundredPlacesInOneRequestWithinEightKilobytes() async throws {
        // Given OSRM's real rule (sources × destinations up to max-table-size², 1 × 9,999 with its default) and the
        // 8 KB request line of the nginx in front of public servers; places at the longest coordinates
        let far = Location(latitude: -89.123456, longitude: -179.123456)!
        let answer = { (count: Int) in
            HTTPClientStub.Outcome.json(
                #"{"code":"Ok","durations":[["# + Array(repeating: "1", count: count + 1).joined(separator: ",") + "]]}")
        }
        let client = HTTPClientStub([answer(300), answer(300), answer(1)])
        let sut = OSRMTableService(
            client: client, baseURL: url("https://routing.openstreetmap.de/routed-foot"), userAgent: "f", spacing: .none)

        // When
        _ = try await sut.travelTimes(from: far, to: Array(repeating: far, count: 300), mode: .walk)
        _ = try await sut.travelTimes(from: far, to: Array(repeating: far, count: 301), mode: .walk)

        // Then
        XCTAssertEqual(sut.destinationsPerRequest(.walk), 300)
        XCTAssertEqual(client.requests.count, 3, "300 in one request; 301 in two")
        let line = try XCTUnwrap(client.requests.first?.url?.absoluteString)
        XCTAssertLessThanOrEqual(line.utf8.count + "GET  HTTP/1.1".utf8.count, 8_192, "\(line.utf8.count) bytes")
    }

    func test_osrmTable_tooBigIsAUsageProblemAndAServerFailureIsForNow() async throws {
        let tooBig = HTTPClientStub([.json(#"{"code":"TooBig","message":"Too many table coordinates"}"#, status: 400)])
        let busy = HTTPClientStub([.json("<html>", status: 503)])
        for (client, kind) in [(tooBig, ServiceError.Kind.invalidInput), (busy, .temporary)] {
            let sut = OSRMTableService(
                client: client, baseURL: url("https://osrm.example"), userAgent: "foodybite/9", spacing: .none)
            do {
                _ = try await sut.travelTimes(from: origin, to: [origin], mode: .walk)
                XCTFail("expected an error")
            } catch let error as ServiceError {
                XCTAssertEqual(error.kind, kind, error.message)
            }
        }
    }

    func test_newPlaces_asksRoutingSummariesInTheSearchAndGivesEachPlaceItsLeg() async throws {
        // Given a search answer with a leg for the first place and none for the second
        let client = HTTPClientStub([
            .json(
                #"""
                {"places":[{"id":"ChIJaaaaaaaaaaaaaaaaaaaaaa","displayName":{"text":"A"},"location":{"latitude":47.322,"longitude":5.0415},"primaryType":"restaurant"},
                           {"id":"ChIJbbbbbbbbbbbbbbbbbbbbbb","displayName":{"text":"B"},"location":{"latitude":47.323,"longitude":5.0415},"primaryType":"restaurant"}],
                 "routingSummaries":[{"legs":[{"duration":"120s","distanceMeters":150}]},{}]}
                """#)
        ])
        let sut = NewPlacesSearchNearbyService(client: client, baseURL: url("https://places.example"), apiKey: "key")

        // When
        let places = try await sut.searchNearby(
            NearbySearchQuery(location: origin, radius: 1500, travel: .walk)
        ).places

        // Then
        XCTAssertEqual(places.map(\.travel), [TravelTime(mode: .walk, seconds: 120, meters: 150), .noRoute(.walk)])
        let request = try XCTUnwrap(client.requests.first)
        XCTAssertTrue(request.value(forHTTPHeaderField: "X-Goog-FieldMask")?.hasSuffix(",routingSummaries") == true)
        let body = try XCTUnwrap(JSONSerialization.jsonObject(with: request.httpBody ?? Data()) as? [String: Any])
        let parameters = try XCTUnwrap(body["routingParameters"] as? [String: Any])
        XCTAssertEqual(parameters["travelMode"] as? String, "WALK")
    }

    func test_newPlaces_aPlaceWithoutASummaryOrWithAnImplausibleOneHasNoTimeYet_notNoRoute() async throws {
        // Given three places, a summary list of two, the second absurd
        let place = { (id: String) in
            #"{"id":"ChIJ\#(id)","displayName":{"text":"\#(id)"},"location":{"latitude":47.322,"longitude":5.0415},"primaryType":"restaurant"}"#
        }
        let client = HTTPClientStub([
            .json(
                #"{"places":["#
                    + ["aaaaaaaaaaaaaaaaaaaaaa", "bbbbbbbbbbbbbbbbbbbbbb", "cccccccccccccccccccccc"].map(place)
                    .joined(separator: ",")
                    + #"],"routingSummaries":[{"legs":[{"duration":"120s","distanceMeters":150}]},{"legs":[{"duration":"1e300s"}]}]}"#
            )
        ])
        let sut = NewPlacesSearchNearbyService(client: client, baseURL: url("https://places.example"), apiKey: "key")

        // When
        let places = try await sut.searchNearby(NearbySearchQuery(location: origin, radius: 1500, travel: .walk)).places

        // Then only the first has a time; the others are unknown (the matrix is asked for them), not "no route"
        XCTAssertEqual(places.map(\.travel), [TravelTime(mode: .walk, seconds: 120, meters: 150), nil, nil])
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
