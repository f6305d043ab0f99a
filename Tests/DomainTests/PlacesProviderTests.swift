import Domain
import XCTest

final class PlacesProviderTests: XCTestCase {
    func test_of_namesTheProviderOfEachKindOfId() {
        // Given / When / Then
        XCTAssertEqual(PlacesProvider.of(placeID: "ChIJN1t_tDeuEmsRUsoyG83frY4"), .google)
        XCTAssertEqual(PlacesProvider.of(placeID: "4b0588a2f964a520a4d522e3"), .foursquare)
        XCTAssertEqual(PlacesProvider.of(placeID: "osm:node/123"), PlacesProvider(rawValue: "osm"))
        XCTAssertEqual(PlacesProvider.of(placeID: "test:1"), PlacesProvider(rawValue: "test"))
    }

    func test_of_takesAnIdWhosePrefixIsNotAProviderNameAsGoogles() {
        // Given ids with a colon whose part before it is not 1...20 lower-case letters or digits starting with a letter
        let ids = ["Osm:1", ":1", "1osm:2", "averyveryverylongname1:2", "o-s-m:1"]

        // When / Then
        for id in ids { XCTAssertEqual(PlacesProvider.of(placeID: id), .google, id) }
    }

    func test_choice_namesOneRegisteredProviderOrAll() {
        // Given
        let registered: [PlacesProvider] = [.google, .foursquare, PlacesProvider(rawValue: "osm")]

        // When / Then
        XCTAssertEqual(ProviderChoice.all.providers(among: registered), registered)
        XCTAssertEqual(ProviderChoice(rawValue: "osm")?.providers(among: registered), [PlacesProvider(rawValue: "osm")])
        XCTAssertEqual(ProviderChoice(rawValue: "nosuch")?.providers(among: registered), [])
        XCTAssertNil(ProviderChoice.all.single)
    }
}
