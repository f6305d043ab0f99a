import Domain
import DomainTestSupport
import Foundation
import NetworkingTestSupport
import XCTest

@testable import Places

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

final class FoursquareAutocompleteServiceTests: XCTestCase {
    func test_autocomplete_searchesRestaurantsByTextNearTheLocationAndListsNameAndAddress() async throws {
        // Given
        let client = HTTPClientStub([
            .json(
                #"{"results":[{"fsq_place_id":"36dce826cebff8b2a0b92678","name":"Bouillon Notre Dame","latitude":47.32,"longitude":5.04,"location":{"formatted_address":"9 Place Notre Dame, Dijon"}},{"name":"no id"}]}"#
            )
        ])
        let sut = FoursquareAutocompleteService(
            client: client, baseURL: URL(string: "https://places-api.foursquare.com") ?? URL(fileURLWithPath: "/"),
            apiKey: "fsq-key")

        // When
        let matches = try await sut.autocomplete(input: "bouillon & co", location: makeLocation(47.3220, 5.0415), radius: 2000)

        // Then
        XCTAssertEqual(
            matches,
            [AutocompletePrediction(placeID: "36dce826cebff8b2a0b92678", text: "Bouillon Notre Dame, 9 Place Notre Dame, Dijon")])
        let request = try XCTUnwrap(client.requests.first)
        let items = URLComponents(url: try XCTUnwrap(request.url), resolvingAgainstBaseURL: false)?.queryItems ?? []
        let query = Dictionary(uniqueKeysWithValues: items.map { ($0.name, $0.value ?? "") })
        XCTAssertEqual(request.url?.path, "/places/search")
        XCTAssertEqual(query["query"], "bouillon & co")
        XCTAssertEqual(query["ll"], "47.3220000,5.0415000", "fixed decimals, as Foursquare documents ll")
        XCTAssertEqual(query["radius"], "2000")
        XCTAssertEqual(
            query["fsq_category_ids"],
            "4d4b7105d754a06374d81259,4bf58dd8d48988d1e0931735,4bf58dd8d48988d16d941735,4bf58dd8d48988d116941735,"
                + "4bf58dd8d48988d11e941735,4bf58dd8d48988d123941735,4bf58dd8d48988d16a941735",
            "restaurants, cafés, coffee shops, bars and bakeries")
        XCTAssertEqual(query["limit"], "5")
        XCTAssertEqual(request.value(forHTTPHeaderField: "Authorization"), "Bearer fsq-key")
    }
}
