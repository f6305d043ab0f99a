import Domain
import DomainTestSupport
import XCTest

final class NearbyPlacesMergingTests: XCTestCase {
    func test_merge_makesOneRowWithBothRatingsOfTheSameRestaurant() {
        // Given "Bistro Viena" on Google and "Viena Bistro & Bar" 20 m away on Foursquare
        let google = makeNearbyPlace(
            id: "ChIJviena", name: "Bistro Viena", location: Self.spot(0), rating: 4.6, userRatingsTotal: 300, isOpen: nil,
            priceLevel: nil, address: nil)
        let foursquare = makeNearbyPlace(
            id: Self.fsq(1), name: "Viena Bistro & Bar", location: Self.spot(20), rating: 4.4, userRatingsTotal: 100,
            isOpen: true, priceLevel: 3, address: "Calle Mayor 1")

        // When
        let merged = NearbyPlacesMerging.merge([google], [foursquare])

        // Then
        XCTAssertEqual(merged.count, 1)
        let place = merged[0]
        XCTAssertEqual(place.placeID, "ChIJviena", "Google's id, name and location")
        XCTAssertEqual(place.name, "Bistro Viena")
        XCTAssertEqual(place.rating, 4.55, "(4.6 × 300 + 4.4 × 100) / 400")
        XCTAssertEqual(place.userRatingsTotal, 400)
        XCTAssertEqual(place.isOpen, true, "what Google does not know comes from Foursquare")
        XCTAssertEqual(place.priceLevel?.value, 3)
        XCTAssertEqual(place.address, "Calle Mayor 1")
        XCTAssertEqual(place.sources?.map(\.provider), [.google, .foursquare])
        XCTAssertEqual(place.sources?.map(\.placeID), ["ChIJviena", Self.fsq(1)])
        XCTAssertEqual(place.sources?.map(\.rating), [4.6, 4.4])
    }

    func test_merge_keepsTwoPlacesOfTheSameName300MetresApart() {
        // Given
        let google = makeNearbyPlace(id: "ChIJa", name: "Bouillon Notre Dame", location: Self.spot(0))
        let foursquare = makeNearbyPlace(id: Self.fsq(1), name: "Bouillon Notre Dame", location: Self.spot(300))

        // When
        let merged = NearbyPlacesMerging.merge([google], [foursquare])

        // Then
        XCTAssertEqual(merged.map(\.placeID), ["ChIJa", Self.fsq(1)])
        XCTAssertEqual(merged.map(\.sources), [nil, nil], "each keeps its single source")
        XCTAssertEqual(merged.map(\.providerRatings.count), [1, 1])
    }

    func test_merge_pairsEachPlaceOnceClosestFirst() {
        // Given two Sushi Shops 40 m apart on Google, and one on Foursquare 10 m from the second
        let google = [
            makeNearbyPlace(id: "ChIJfar", name: "Sushi Shop", location: Self.spot(0)),
            makeNearbyPlace(id: "ChIJnear", name: "Sushi Shop", location: Self.spot(40)),
        ]
        let foursquare = [makeNearbyPlace(id: Self.fsq(1), name: "Sushi Shop", location: Self.spot(50))]

        // When
        let merged = NearbyPlacesMerging.merge(google, foursquare)

        // Then
        XCTAssertEqual(merged.map(\.placeID), ["ChIJfar", "ChIJnear"])
        XCTAssertNil(merged[0].sources, "the farther one stays Google's alone")
        XCTAssertEqual(merged[1].sources?.map(\.placeID), ["ChIJnear", Self.fsq(1)])
    }

    func test_merge_keepsUnmatchedPlacesOfBothProvidersGoogleFirst() {
        // Given
        let google = [makeNearbyPlace(id: "ChIJa", name: "Le Pré aux Clercs", location: Self.spot(0))]
        let foursquare = [
            makeNearbyPlace(id: Self.fsq(1), name: "Le Pre aux Clercs", location: Self.spot(5)),
            makeNearbyPlace(id: Self.fsq(2), name: "Chez Léon", location: Self.spot(8)),
        ]

        // When
        let merged = NearbyPlacesMerging.merge(google, foursquare)

        // Then
        XCTAssertEqual(merged.map(\.placeID), ["ChIJa", Self.fsq(2)])
        XCTAssertEqual(merged.map { $0.sources?.count }, [2, nil])
        XCTAssertEqual(NearbyPlacesMerging.merge([], foursquare).map(\.placeID), foursquare.map(\.placeID))
        XCTAssertEqual(NearbyPlacesMerging.merge(google, []), google)
    }

    func test_meanRating_weighsByCountsOnlyWhenEveryRatedSourceHasOne() {
        let google = ProviderRating(provider: .google, placeID: "ChIJa", rating: 4.0, userRatingsTotal: 30)
        let counted = ProviderRating(provider: .foursquare, placeID: Self.fsq(1), rating: 5.0, userRatingsTotal: 10)
        let uncounted = ProviderRating(provider: .foursquare, placeID: Self.fsq(1), rating: 4.5, userRatingsTotal: nil)
        let unrated = ProviderRating(provider: .foursquare, placeID: Self.fsq(1), rating: nil, userRatingsTotal: nil)

        XCTAssertEqual(NearbyPlacesMerging.meanRating([google, counted]), 4.25)
        XCTAssertEqual(NearbyPlacesMerging.meanRating([google, uncounted]), 4.25, "a plain mean without both counts")
        XCTAssertEqual(NearbyPlacesMerging.meanRating([google, unrated]), 4.0, "an unrated source is left out")
        XCTAssertNil(NearbyPlacesMerging.meanRating([unrated]))
        let noVotes = ProviderRating(provider: .google, placeID: "ChIJa", rating: 3.0, userRatingsTotal: 0)
        XCTAssertEqual(NearbyPlacesMerging.meanRating([noVotes, unrated]), 3.0, "zero counts: no division by zero")
    }

    func test_merge_neverTrapsOnHugeCountsFromAServer() {
        // Given counts no place has, as a hostile server could send them
        let google = makeNearbyPlace(
            id: "ChIJa", name: "Chez Léon", location: Self.spot(0), rating: 4, userRatingsTotal: Int.max)
        let foursquare = makeNearbyPlace(
            id: Self.fsq(1), name: "Chez Leon", location: Self.spot(3), rating: 5, userRatingsTotal: Int.max)

        // When
        let merged = NearbyPlacesMerging.merge([google], [foursquare])

        // Then
        XCTAssertEqual(merged.first?.userRatingsTotal, Int.max)
        XCTAssertEqual(merged.first?.rating, 4.5)
    }

    func test_merge_marksTheMergedPlaceCachedWhenEitherSideIs() {
        // Given
        let old = Date(timeIntervalSince1970: 1_000)
        let google = makeNearbyPlace(id: "ChIJa", name: "Chez Léon", location: Self.spot(0))
        let foursquare = makeNearbyPlace(id: Self.fsq(1), name: "Chez Leon", location: Self.spot(3)).cached(at: old)

        // When
        let merged = NearbyPlacesMerging.merge([google], [foursquare])

        // Then
        XCTAssertEqual(merged.map(\.cachedAt), [old])
    }

    // MARK: - Helpers

    /// A point `meters` north of a spot in Madrid.
    private static func spot(_ meters: Double) -> Location {
        makeLocation(40.4168 + meters / 111_195, -3.7038)
    }

    private static func fsq(_ number: Int) -> String {
        String(repeating: "0", count: 23) + "\(number)"
    }
}
