import AsyncAssertions
import CLITestSupport
import Domain
import DomainTestSupport
import Foundation
import Synchronization
import XCTest

@testable import Main

final class MergingCompositeTests: XCTestCase {
    func test_searchNearby_asksEachProviderForItsOwnPlacesWithTheFiltersItsServerCanApply_andMerges() async throws {
        // Given
        let (google, foursquare) = (
            SearchNearbyServiceSpy(result: .success([Self.googlePlace])),
            SearchNearbyServiceSpy(result: .success([Self.foursquarePlace, Self.foursquareOnly]))
        )
        let sut = makeSUT(google: google, foursquare: foursquare)
        let query = NearbySearchQuery(location: Self.madrid, radius: 1500, minimumRating: 4, limit: 7, cuisine: .pizza)

        // When
        let places = try await sut.searchNearby(query).places

        // Then
        XCTAssertEqual(google.receivedQueries.map(\.provider), [.google])
        XCTAssertEqual(foursquare.receivedQueries.map(\.provider), [.foursquare])
        XCTAssertEqual(
            (google.receivedQueries + foursquare.receivedQueries).map(\.minimumRating), [4, 4],
            "each provider that rates places filters them as when asked alone")
        XCTAssertEqual(foursquare.receivedQueries.map(\.limit), [7])
        XCTAssertEqual(google.receivedQueries.map(\.cuisine), [.pizza])
        XCTAssertEqual(foursquare.receivedQueries.map(\.cuisine), [.pizza], "every provider is asked for the cuisine")
        XCTAssertEqual(places.map(\.placeID), ["ChIJbistro", Self.foursquareOnly.placeID])
        XCTAssertEqual(places.first?.sources?.map(\.provider), [.google, .foursquare])
    }

    func test_searchNearby_asksBothProvidersAtOnce() async throws {
        // Given a Google service that answers only once Foursquare has been asked
        let foursquareAsked = Mutex(false)
        let google = ClosureSearchNearbyService {
            for _ in 0..<200 where !foursquareAsked.withLock({ $0 }) { try await Task.sleep(for: .milliseconds(10)) }
            guard foursquareAsked.withLock({ $0 }) else { throw ServiceError(.temporary, "asked one after the other") }
            return [Self.googlePlace]
        }
        let foursquare = ClosureSearchNearbyService {
            foursquareAsked.withLock { $0 = true }
            return [Self.foursquarePlace]
        }

        // When
        let places = try await makeSUT(google: google, foursquare: foursquare).searchNearby(Self.query).places

        // Then
        XCTAssertEqual(places.map(\.placeID), ["ChIJbistro"])
    }

    func test_searchNearby_showsTheOtherProvidersPlacesWithAWarningWhenOneFails() async throws {
        for failing in [PlacesProvider.google, .foursquare] {
            // Given
            let console = ConsoleSpy()
            let error = ServiceError(.permissionDenied, "\(failing) rejected the API key")
            let sut = makeSUT(
                google: SearchNearbyServiceSpy(result: failing == .google ? .failure(error) : .success([Self.googlePlace])),
                foursquare: SearchNearbyServiceSpy(
                    result: failing == .foursquare ? .failure(error) : .success([Self.foursquareOnly])),
                console: console)

            // When
            let places = try await sut.searchNearby(Self.query).places

            // Then
            let shown = failing == .google ? "Foursquare's" : "Google's"
            XCTAssertEqual(places.map(\.placeID), [failing == .google ? Self.foursquareOnly.placeID : "ChIJbistro"])
            XCTAssertEqual(
                console.errorOutput, "foodybite: warning: \(failing) rejected the API key; showing \(shown) places only\n")
        }
    }

    func test_searchNearby_failsWhenOneProviderFailsAndAWholeAnswerIsRequired() async {
        // Given
        let sut = makeSUT(
            google: SearchNearbyServiceSpy(result: .success([Self.googlePlace])),
            foursquare: SearchNearbyServiceSpy(result: .failure(ServiceError(.temporary, "Foursquare failed (HTTP 503)"))),
            acceptsPartialAnswer: false)

        // When / Then
        await XCTAssertThrowsErrorAsync(try await sut.searchNearby(Self.query).places) { error in
            XCTAssertEqual(error as? ServiceError, ServiceError(.temporary, "Foursquare failed (HTTP 503)"))
        }
    }

    func test_searchNearby_throwsTheMoreActionableErrorWhenBothFail() async {
        let cases: [(google: ServiceError, foursquare: ServiceError, expected: ServiceError)] = [
            (.init(.temporary, "g"), .init(.permissionDenied, "f"), .init(.permissionDenied, "f")),
            (.init(.permissionDenied, "g"), .init(.temporary, "f"), .init(.permissionDenied, "g")),
            (.init(.unavailable, "g"), .init(.temporary, "f"), .init(.unavailable, "g")),
        ]
        for (googleError, foursquareError, expected) in cases {
            // Given
            let sut = makeSUT(
                google: SearchNearbyServiceSpy(result: .failure(googleError)),
                foursquare: SearchNearbyServiceSpy(result: .failure(foursquareError)))

            // When / Then
            await XCTAssertThrowsErrorAsync(try await sut.searchNearby(Self.query).places) { error in
                XCTAssertEqual(error as? ServiceError, expected)
            }
        }
    }

    func test_searchNearby_cutsEachAnswerToTheLimitNearestItAdmitsBeforeMerging() async throws {
        // Given a Foursquare that sends 300 places, some beyond the radius, for a --limit of 5
        let many = (0..<300).map { index in
            makeNearbyPlace(
                id: String(format: "%024x", index), name: "Place \(index)",
                location: makeLocation(40.4168 + Double(index) * 0.0001, -3.7038))
        }
        let sut = makeSUT(
            google: SearchNearbyServiceSpy(result: .success([])), foursquare: SearchNearbyServiceSpy(result: .success(many)))

        // When
        let places = try await sut.searchNearby(makeQuery(location: Self.madrid, radius: 1500, limit: 5)).places

        // Then: the 5 nearest, as the cache would answer offline
        XCTAssertEqual(places.map(\.placeID), (0..<5).map { String(format: "%024x", $0) })
    }

    // MARK: - Helpers

    private func makeSUT(
        google: any SearchNearbyService, foursquare: any SearchNearbyService, acceptsPartialAnswer: Bool = true,
        console: ConsoleSpy = ConsoleSpy()
    ) -> SearchNearbyServiceMergingComposite {
        SearchNearbyServiceMergingComposite(
            sources: [
                .init(provider: .sample(.google), service: google),
                .init(provider: .sample(.foursquare), service: foursquare),
            ], all: AllProviders(acceptsPartialAnswer: acceptsPartialAnswer, logger: makeLogger(console)))
    }

    /// Puerta del Sol, where the places are.
    private static let madrid = makeLocation(40.4168, -3.7038)
    private static let query = makeQuery(location: madrid, radius: 1500)

    /// A pizzeria, as Google says (`--cuisine pizza` keeps it).
    private static let googlePlace = NearbyPlace(
        placeID: "ChIJbistro", name: "Bistro Viena", location: makeLocation(40.4168, -3.7038), rating: 4.2,
        userRatingsTotal: 100, businessStatus: .operational, types: ["pizza_restaurant"])
    /// Pizzerias, as Foursquare's categories say (mapped to the same types).
    private static let foursquarePlace = pizzeria(
        makeNearbyPlace(
            id: "5a187743ccad6b307315e6fe", name: "Viena Bistro & Bar", location: makeLocation(40.41698, -3.7038)))
    private static let foursquareOnly = pizzeria(
        makeNearbyPlace(id: "4b0588a2f964a520a4d522e3", name: "Casa Lucio", location: makeLocation(40.4137, -3.7080)))

    private static func pizzeria(_ place: NearbyPlace) -> NearbyPlace {
        NearbyPlace(
            placeID: place.placeID, name: place.name, location: place.location, rating: place.rating,
            userRatingsTotal: place.userRatingsTotal, isOpen: place.isOpen, priceLevel: place.priceLevel,
            address: place.address, businessStatus: place.businessStatus, types: ["pizza_restaurant"])
    }
}

/// Answers with what its closure returns.
private struct ClosureSearchNearbyService: SearchNearbyService {
    let body: @Sendable () async throws -> [NearbyPlace]

    init(_ body: @escaping @Sendable () async throws -> [NearbyPlace]) { self.body = body }

    func searchNearby(_ query: NearbySearchQuery) async throws -> NearbySearchResult {
        NearbySearchResult(places: try await body())
    }
}
