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

    func test_of_keysAnOpenAtMomentAsWritten_soThatADailyRunIsOneQuery() throws {
        // Given the same moment asked on two days, and an instant
        let paris = TimeZone(identifier: "Europe/Paris") ?? .current
        func query(_ when: String, on day: Double) throws -> NearbySearchQuery {
            let filter = OpenAtFilter(try OpeningMoment(when), now: Date(timeIntervalSince1970: day * 86_400), zone: paris)
            return NearbySearchQuery(location: dijon, radius: 1500, attributes: AttributeFilters(openAt: filter))
        }

        // When
        let monday = NearbyChangesKey.of(try query("21:30", on: 20_000), api: nil, provider: ProviderChoice(.osm))
        let tuesday = NearbyChangesKey.of(try query("21:30", on: 20_001), api: nil, provider: ProviderChoice(.osm))
        let instant = NearbyChangesKey.of(
            try query("2026-12-24T19:00+01:00", on: 20_000), api: nil, provider: ProviderChoice(.osm))

        // Then
        XCTAssertEqual(monday, tuesday)
        XCTAssertTrue(monday.hasSuffix("|--open-at 21:30"), monday)
        XCTAssertTrue(instant.hasSuffix("|--open-at 2026-12-24T19:00+01:00"), instant)
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
