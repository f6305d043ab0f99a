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

    func test_admitsAttributes_withFilters_leavesOutWhatIsUnknown() {
        // Given
        let openNow = NearbySearchQuery(location: makeLocation(), radius: 1000, openNow: true)
        let cheap = NearbySearchQuery(location: makeLocation(), radius: 1000, priceLevels: 1...2)
        let pizza = NearbySearchQuery(location: makeLocation(), radius: 1000, cuisine: .pizza)

        // When / Then
        XCTAssertEqual(
            [true, false, nil].map { openNow.admitsAttributes(of: makeNearbyPlace(isOpen: $0)) }, [true, false, false])
        XCTAssertEqual(
            [0, 1, 2, 3, nil].map { cheap.admitsAttributes(of: makeNearbyPlace(priceLevel: $0)) },
            [false, true, true, false, false])
        let kinds: [[String]?] = [["pizza_restaurant", "restaurant"], ["restaurant"], nil]
        XCTAssertEqual(
            kinds.map { pizza.admitsAttributes(of: NearbyPlace(placeID: "p", name: "P", location: makeLocation(), types: $0)) },
            [true, false, false])
    }

    func test_cuisine_mapsEachKindToGooglesRestaurantType() {
        XCTAssertEqual(Cuisine.pizza.googleType, "pizza_restaurant")
        XCTAssertEqual(Cuisine.burger.googleType, "hamburger_restaurant")
        XCTAssertEqual(Cuisine.steak.googleType, "steak_house")
        XCTAssertEqual(Cuisine.middleEastern.googleType, "middle_eastern_restaurant")
        XCTAssertTrue(Cuisine.allCases.allSatisfy { $0.googleType.hasSuffix("_restaurant") || $0 == .steak })
    }

    func test_priceLevel_acceptsOnlyGooglesFiveTiers() {
        XCTAssertEqual((0...4).compactMap(PriceLevel.init).count, 5)
        XCTAssertNil(PriceLevel(-1))
        XCTAssertNil(PriceLevel(5))
    }
}
