import AsyncAssertions
import Domain
import DomainTestSupport
import Foundation
import XCTest

@testable import Main

final class LocationChainTests: XCTestCase {
    func test_currentLocation_theFirstProviderThatAnswersWins() async throws {
        // Given a failing provider, then two that answer
        let sut = LocationProvidingWithFallbackComposite(providers: [
            Fixed(.failure(ServiceError(.unavailable, "ip down"))),
            Fixed(.success(.init(location: makeLocation(1, 1), source: .home))),
            Fixed(.success(.init(location: makeLocation(2, 2), source: .ipGeolocation))),
        ])

        // When
        let resolved = try await sut.currentLocation()

        // Then
        XCTAssertEqual(resolved.source, .home)
        XCTAssertEqual(resolved.location, makeLocation(1, 1))
    }

    func test_currentLocation_listsEveryWayToGiveALocationWhenNoneAnswers() async {
        // Given
        let sut = LocationProvidingWithFallbackComposite(providers: [
            Fixed(.failure(ServiceError(.unavailable, "cannot reach the IP geolocation service")))
        ])

        // When / Then
        await XCTAssertThrowsErrorAsync(try await sut.currentLocation()) { error in
            let message = (error as? ConfigurationError)?.message ?? ""
            for way in [
                "location=LAT,LNG", "near=TEXT", "FOODYBITE_LOCATION", "preferences home=LAT,LNG", "FOODYBITE_GEOIP_URL",
                "cannot reach the IP geolocation service",
            ] {
                XCTAssertTrue(message.contains(way), way)
            }
        }
    }

    private struct Fixed: LocationProviding {
        let result: Result<ResolvedLocation, ServiceError>
        init(_ result: Result<ResolvedLocation, ServiceError>) { self.result = result }
        func currentLocation() async throws -> ResolvedLocation { try result.get() }
    }
}
