import Domain
import DomainTestSupport
import XCTest

/// `PlaceKind`: a place's kind by its primary type, `--kind`'s list, and the query's kind rule (issue 22).
final class PlaceKindTests: XCTestCase {
    func test_of_goesByThePrimaryTypeAndPrefersTheNarrowerKind() {
        XCTAssertEqual(PlaceKind.of(types: ["coffee_shop", "cafe", "food"]), .cafe)
        XCTAssertEqual(PlaceKind.of(types: ["food", "cafe", "restaurant"]), .cafe, "generic tags are skipped")
        XCTAssertEqual(PlaceKind.of(types: ["restaurant", "cafe"]), .restaurant, "never by a secondary type")
        XCTAssertEqual(PlaceKind.of(types: ["pizza_restaurant"]), .restaurant)
        XCTAssertEqual(PlaceKind.of(types: ["fast_food_restaurant", "restaurant"]), .fastFood)
        XCTAssertEqual(PlaceKind.of(types: ["wine_bar"]), .bar)
        XCTAssertEqual(PlaceKind.of(types: ["bakery", "store"]), .bakery)
        XCTAssertNil(PlaceKind.of(types: ["movie_theater", "restaurant"]))
        XCTAssertNil(PlaceKind.of(types: nil))
    }

    func test_includes_restaurantIsTheWholeFamilyFastFoodIncluded() {
        XCTAssertTrue(PlaceKind.restaurant.includes(type: "fast_food_restaurant"))
        XCTAssertTrue(PlaceKind.restaurant.includes(type: "steak_house"))
        XCTAssertFalse(PlaceKind.fastFood.includes(type: "pizza_restaurant"))
        XCTAssertFalse(PlaceKind.restaurant.includes(type: "cafe"))
    }

    func test_list_readsACommaListEachKindOnceInOrder_andRefusesAnUnknownWord() {
        XCTAssertEqual(PlaceKind.list("bakery,cafe, Cafe"), [.cafe, .bakery])
        XCTAssertEqual(PlaceKind.list("fast-food"), [.fastFood])
        XCTAssertNil(PlaceKind.list("tea-room"))
        XCTAssertNil(PlaceKind.list("cafe,"))
        XCTAssertNil(PlaceKind.list(""))
    }

    func test_admits_keepsThePlacesOfTheKindsAskedAndThoseOfUnknownType() {
        // Given
        let cafes = makeQuery(location: makeLocation(0, 0), radius: 1000, kinds: [.cafe])
        let restaurants = makeQuery(location: makeLocation(0, 0), radius: 1000)

        // Then
        XCTAssertTrue(cafes.admits(place(["coffee_shop"])))
        XCTAssertFalse(cafes.admits(place(["restaurant", "cafe"])))
        XCTAssertTrue(cafes.admits(place(nil)), "the server's own filter matched it")
        XCTAssertTrue(restaurants.admits(place(["fast_food_restaurant"])))
        XCTAssertFalse(restaurants.admits(place(["cafe", "restaurant"])))
    }

    private func place(_ types: [String]?) -> NearbyPlace {
        NearbyPlace(
            placeID: "p", name: "P", location: makeLocation(0, 0), rating: 4, userRatingsTotal: 1, isOpen: nil,
            priceLevel: nil, address: nil, businessStatus: .operational, types: types)
    }
}
