import Domain
import Presentation
import XCTest

final class NearbyChangesKeyTests: XCTestCase {
    func test_of_namesTheProvidersAllAskedSoThatAddingOneMakesANewQuery() {
        // Given
        let query = NearbySearchQuery(location: dijon, radius: 1500)

        // When
        let two = NearbyChangesKey.of(query, api: nil, provider: .all, asking: [.google, .foursquare])
        let three = NearbyChangesKey.of(query, api: nil, provider: .all, asking: [.google, .foursquare, .osm])

        // Then
        XCTAssertTrue(three.contains("|all=google+foursquare+osm|"), three)
        XCTAssertNotEqual(two, three)
    }

    func test_of_keepsTheKeysRecordedBeforeMapDataFiltersAndAddsThemOnlyWhenGiven() {
        // Given
        let plain = NearbySearchQuery(location: dijon, radius: 1500)
        let vegan = NearbySearchQuery(location: dijon, radius: 1500, attributes: AttributeFilters(diets: [.vegan]))

        // When
        let plainKey = NearbyChangesKey.of(plain, api: nil, provider: .google)
        let veganKey = NearbyChangesKey.of(vegan, api: nil, provider: .google)

        // Then
        XCTAssertEqual(
            plainKey,
            "v1|google|default-api|47.322,5.0415|radius=1500|stars=0.0|sort=distance|limit=20|all|any-time|any-price|any-cuisine")
        XCTAssertEqual(veganKey, plainKey + "|--diet vegan")
    }

    func test_providerChoice_aListAsksItsProvidersInTheRegisteredOrderAndOnlyKnownOnes() {
        let registered: [PlacesProvider] = [.google, .foursquare, .osm]

        XCTAssertEqual(ProviderChoice(rawValue: "osm,google")?.providers(among: registered), [.google, .osm])
        XCTAssertNil(ProviderChoice(rawValue: "osm,google")?.single)
        XCTAssertEqual(ProviderChoice(rawValue: "osm")?.single, .osm)
        XCTAssertEqual(ProviderChoice(rawValue: "osm,nosuch")?.providers(among: registered), [])
        XCTAssertEqual(ProviderChoice.all.providers(among: registered), registered)
    }

    private var dijon: Location {
        guard let location = Location(latitude: 47.322, longitude: 5.0415) else { preconditionFailure("Dijon is on Earth") }
        return location
    }
}
