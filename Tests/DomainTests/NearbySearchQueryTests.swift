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

    func test_admitsAttributes_takesAMergedPlaceAsAFavouriteWhenEitherOfItsIdsIs() {
        // Given Bouillon Notre Dame merged from Google and Foursquare, favourited by its Foursquare id
        let google = makeNearbyPlace(id: "ChIJbouillon", name: "Bouillon Notre Dame", location: makeLocation(47.322, 5.039))
        let foursquare = makeNearbyPlace(
            id: "36dce826cebff8b2a0b92678", name: "Bouillon Notre Dame", location: makeLocation(47.32201, 5.039))
        let merged = NearbyPlacesMerging.merge([google], [foursquare])
        let favourites = makeQuery(onlyPlaceIDs: ["36dce826cebff8b2a0b92678"])

        // When / Then
        XCTAssertEqual(merged.count, 1)
        XCTAssertTrue(favourites.admitsAttributes(of: merged[0]))
        XCTAssertFalse(favourites.admitsAttributes(of: google), "Google's place alone is not the favourite")
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

final class AttributeFiltersTests: XCTestCase {
    func test_admits_aVeganOrVegetarianRestaurantByItsTypes_theOtherDietsOnlyByMapData() {
        // Given
        let vegan = ["vegan_restaurant", "restaurant"]
        let vegetarian = ["vegetarian_restaurant", "restaurant"]

        // Then a vegan restaurant serves vegans and vegetarians, whatever its tags say
        XCTAssertTrue(AttributeFilters(diets: [.vegan]).admits(nil, types: vegan))
        XCTAssertTrue(AttributeFilters(diets: [.vegan, .vegetarian]).admits(nil, types: vegan))
        XCTAssertTrue(AttributeFilters(diets: [.vegetarian]).admits(PlaceAttributes(diets: []), types: vegan))
        XCTAssertFalse(AttributeFilters(diets: [.vegan]).admits(nil, types: vegetarian))
        XCTAssertFalse(AttributeFilters(diets: [.vegan]).admits(nil, types: ["restaurant"]))
        XCTAssertFalse(AttributeFilters(diets: [.vegan, .halal]).admits(nil, types: vegan), "halal needs map data")
        XCTAssertTrue(
            AttributeFilters(diets: [.vegan, .halal]).admits(PlaceAttributes(diets: [.halal]), types: vegan))
        XCTAssertFalse(AttributeFilters(diets: [.vegan], wheelchair: true).admits(nil, types: vegan))
    }

    func test_withoutMapData_asksAVeganOrVegetarianDietAsTheRestaurantsCuisine_theStricterFirst() {
        // Given
        let query = makeQuery(kinds: [.cafe, .restaurant])

        // When
        let both = query.with { $0.attributes = AttributeFilters(diets: [.vegetarian, .vegan], wheelchair: true) }
        let halal = query.with { $0.attributes = AttributeFilters(diets: [.halal]) }
        let pizza = query.with { ($0.cuisine, $0.attributes) = (.pizza, AttributeFilters(diets: [.vegan])) }

        // Then
        XCTAssertEqual(both.withoutMapData.cuisine, .vegan)
        XCTAssertEqual(both.withoutMapData.kinds, [.restaurant])
        XCTAssertEqual(both.withoutMapData.attributes, .none)
        XCTAssertNil(halal.withoutMapData.cuisine)
        XCTAssertEqual(halal.withoutMapData.kinds, query.kinds)
        XCTAssertEqual(pizza.withoutMapData.cuisine, .pizza, "a cuisine asked stays; the diet is judged on the answer")
        XCTAssertEqual(Cuisine.offered.filter { ["vegan", "vegetarian"].contains($0.rawValue) }, [])
    }

    func test_admits_onlyPlacesWhoseMapDataSaysSo() {
        // Given
        let sut = AttributeFilters(diets: [.vegan], wheelchair: true)

        // Then
        XCTAssertTrue(sut.admits(PlaceAttributes(diets: [.vegan, .halal], wheelchair: true)))
        XCTAssertFalse(sut.admits(PlaceAttributes(diets: [.vegetarian], wheelchair: true)))
        XCTAssertFalse(sut.admits(PlaceAttributes(diets: [.vegan], wheelchair: false)))
        XCTAssertFalse(sut.admits(PlaceAttributes(diets: [.vegan])), "not tagged is not yes")
        XCTAssertFalse(sut.admits(nil), "a provider without map data cannot say")
        XCTAssertTrue(AttributeFilters.none.admits(nil))
    }

    func test_askingOnly_keepsTheMinimumRatingOnlyForAProviderThatRatesPlaces() {
        // Given
        let query = NearbySearchQuery(location: dijon, radius: 100, minimumRating: 4)

        // Then
        XCTAssertEqual(query.askingOnly(.sample(.google)).minimumRating, 4)
        XCTAssertEqual(query.askingOnly(.sample(.foursquare)).minimumRating, 4)
        XCTAssertEqual(query.askingOnly(.sample(.osm)).minimumRating, 0, "OpenStreetMap rates nothing: asked at every rating")
    }

    func test_with_changesOnlyWhatItSets_andKeepsKindsEachOnceInOrder() {
        // Given
        let query = NearbySearchQuery(
            location: dijon, radius: 800, minimumRating: 4, limit: 30, openNow: true, kinds: [.cafe], travel: .bike)

        // When
        let changed = query.with {
            $0.radius = 1_200
            $0.kinds = [.bar, .cafe, .bar]
        }

        // Then
        XCTAssertEqual(changed.radius, 1_200)
        XCTAssertEqual(changed.kinds, [.bar, .cafe].sorted())
        XCTAssertEqual(changed.with { $0.kinds = [] }.kinds, PlaceKind.default)
        XCTAssertEqual(changed.with { ($0.radius, $0.kinds) = (800, [.cafe]) }, query, "everything else kept")
    }

    func test_admitsAttributes_ofAMergedPlace_passesWhenAnyProviderThatRatedItPasses() {
        // Given one place rated 4.6 by Google and 3.0 by Foursquare (a mean of 3.8), one rated 3.9 and 3.5, and one
        // OpenStreetMap place merged with an unrated Google one
        let location = dijon
        let google = NearbyPlace(placeID: "ChIJa", name: "A", location: location, rating: 4.6, userRatingsTotal: 10)
        let foursquare = NearbyPlace(
            placeID: String(repeating: "a", count: 24), name: "A", location: location, rating: 3.0, userRatingsTotal: 10)
        let lowGoogle = NearbyPlace(placeID: "ChIJb", name: "B", location: location, rating: 3.9, userRatingsTotal: 10)
        let lowFoursquare = NearbyPlace(
            placeID: String(repeating: "b", count: 24), name: "B", location: location, rating: 3.5, userRatingsTotal: 10)
        let unrated = NearbyPlace(placeID: "ChIJc", name: "C", location: location)
        let osm = NearbyPlace(placeID: "osm:node/1", name: "C", location: location)
        let query = NearbySearchQuery(location: dijon, radius: 100, minimumRating: 4)

        // When
        let merged = [[google, foursquare], [lowGoogle, lowFoursquare], [unrated, osm]].map {
            NearbyPlacesMerging.merge([[$0[0]], [$0[1]]])
        }

        // Then
        XCTAssertEqual(merged.map(\.count), [1, 1, 1])
        XCTAssertEqual(merged[0].first?.rating ?? 0, 3.8, accuracy: 0.001, "the mean shown")
        XCTAssertTrue(query.admitsAttributes(of: merged[0][0]), "Google's 4.6 passes")
        XCTAssertFalse(query.admitsAttributes(of: merged[1][0]), "no provider's rating passes")
        XCTAssertFalse(query.admitsAttributes(of: merged[2][0]), "no provider rated it")
    }

    func test_askingOnly_keepsTheMapDataFiltersOnlyForAProviderThatHasMapData() {
        // Given
        let query = NearbySearchQuery(
            location: dijon, radius: 100,
            attributes: AttributeFilters(outdoorSeating: true))

        // Then
        XCTAssertEqual(query.askingOnly(.sample(.osm)).attributes, AttributeFilters(outdoorSeating: true))
        XCTAssertEqual(query.askingOnly(.sample(.google)).attributes, .none)
    }

    func test_merge_givesAMergedPlaceTheAttributesOfWhicheverProviderHasThem() {
        // Given the same place from Google (rated, no map data) and OpenStreetMap (map data, unrated)
        let location = dijon
        let google = NearbyPlace(placeID: "ChIJa", name: "Chez A", location: location, rating: 4.5, userRatingsTotal: 10)
        let osm = NearbyPlace(
            placeID: "osm:node/1", name: "Chez A", location: location,
            attributes: PlaceAttributes(diets: [.vegan], wheelchair: true))

        // When
        let merged = NearbyPlacesMerging.merge([[google], [osm]])

        // Then
        XCTAssertEqual(merged.count, 1)
        XCTAssertEqual(merged.first?.rating, 4.5, "the rating is the rated provider's")
        XCTAssertEqual(merged.first?.attributes, PlaceAttributes(diets: [.vegan], wheelchair: true))
        XCTAssertEqual(merged.first?.sources?.map(\.provider), [.google, .osm])
    }
}

private var dijon: Location {
    guard let location = Location(latitude: 47.322, longitude: 5.0415) else { preconditionFailure("Dijon is on Earth") }
    return location
}
