import Domain
import DomainTestSupport
import XCTest

final class NearbySearchQueryTests: XCTestCase {
    func test_admitsAttributes_admitsUnratedPlacesWhenNoMinimumIsSet() {
        // Given
        let query = makeQuery(minimumRating: 0)

        // When / Then
        XCTAssertTrue(query.admitsAttributes(of: makeNearbyPlace(rating: nil)))
    }

    func test_admitsAttributes_rejectsUnratedPlacesWhenAMinimumIsSet() {
        // Given
        let query = makeQuery(minimumRating: 0.5)

        // When / Then
        XCTAssertFalse(query.admitsAttributes(of: makeNearbyPlace(rating: nil)))
    }

    func test_admitsAttributes_comparesRatingsInclusively() {
        // Given
        let query = makeQuery(minimumRating: 4)

        // When / Then
        XCTAssertTrue(query.admitsAttributes(of: makeNearbyPlace(rating: 4.0)))
        XCTAssertTrue(query.admitsAttributes(of: makeNearbyPlace(rating: 4.6)))
        XCTAssertFalse(query.admitsAttributes(of: makeNearbyPlace(rating: 3.99)))
    }

    func test_admitsAttributes_rejectsPlacesClosedForBusiness() {
        // Given
        let query = makeQuery()

        // When / Then
        XCTAssertFalse(query.admitsAttributes(of: makeNearbyPlace(businessStatus: .closedPermanently)))
        XCTAssertFalse(query.admitsAttributes(of: makeNearbyPlace(businessStatus: .closedTemporarily)))
        XCTAssertTrue(query.admitsAttributes(of: makeNearbyPlace(businessStatus: .operational)))
        XCTAssertTrue(query.admitsAttributes(of: makeNearbyPlace(businessStatus: .unknown)))
    }

    func test_priceLevel_acceptsOnlyGooglesFiveTiers() {
        XCTAssertEqual((0...4).compactMap(PriceLevel.init).count, 5)
        XCTAssertNil(PriceLevel(-1))
        XCTAssertNil(PriceLevel(5))
    }
}
