import Domain
import DomainTestSupport
import XCTest

final class NearbySearchQueryTests: XCTestCase {
    func test_admitsRatingAndStatus_admitsUnratedPlacesWhenNoMinimumIsSet() {
        // Given
        let query = makeQuery(minimumRating: 0)

        // When / Then
        XCTAssertTrue(query.admitsRatingAndStatus(of: makeNearbyPlace(rating: nil)))
    }

    func test_admitsRatingAndStatus_rejectsUnratedPlacesWhenAMinimumIsSet() {
        // Given
        let query = makeQuery(minimumRating: 0.5)

        // When / Then
        XCTAssertFalse(query.admitsRatingAndStatus(of: makeNearbyPlace(rating: nil)))
    }

    func test_admitsRatingAndStatus_comparesRatingsInclusively() {
        // Given
        let query = makeQuery(minimumRating: 4)

        // When / Then
        XCTAssertTrue(query.admitsRatingAndStatus(of: makeNearbyPlace(rating: 4.0)))
        XCTAssertTrue(query.admitsRatingAndStatus(of: makeNearbyPlace(rating: 4.6)))
        XCTAssertFalse(query.admitsRatingAndStatus(of: makeNearbyPlace(rating: 3.99)))
    }

    func test_admitsRatingAndStatus_rejectsPlacesClosedForBusiness() {
        // Given
        let query = makeQuery()

        // When / Then
        XCTAssertFalse(query.admitsRatingAndStatus(of: makeNearbyPlace(businessStatus: .closedPermanently)))
        XCTAssertFalse(query.admitsRatingAndStatus(of: makeNearbyPlace(businessStatus: .closedTemporarily)))
        XCTAssertTrue(query.admitsRatingAndStatus(of: makeNearbyPlace(businessStatus: .operational)))
        XCTAssertTrue(query.admitsRatingAndStatus(of: makeNearbyPlace(businessStatus: .unknown)))
    }

    func test_priceLevel_acceptsOnlyGooglesFiveTiers() {
        XCTAssertEqual((0...4).compactMap(PriceLevel.init).count, 5)
        XCTAssertNil(PriceLevel(-1))
        XCTAssertNil(PriceLevel(5))
    }
}
