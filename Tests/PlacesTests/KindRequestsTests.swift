import Domain
import Foundation
import NetworkingTestSupport
import XCTest

@testable import Places

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// What each provider is sent for `--kind` and `--cuisine` (issue 22): one table per provider, a request per kind
/// where the API takes one type a request, and a cuisine a provider has no category for refused before any request.
final class KindRequestsTests: XCTestCase {
    func test_newAPI_nearbySearch_filtersOnThePrimaryTypesOfTheKindsOrBesideTheRestaurantUmbrella() async throws {
        // When
        let cafes = try await newAPIBodies(query(kinds: [.cafe]), answers: 1)
        let restaurantsAndBars = try await newAPIBodies(query(kinds: [.restaurant, .bar]), answers: 1)

        // Then
        XCTAssertEqual(cafes.first?["includedPrimaryTypes"] as? [String], ["cafe", "coffee_shop"])
        XCTAssertNil(cafes.first?["includedTypes"])
        XCTAssertEqual(restaurantsAndBars.first?["includedTypes"] as? [String], ["restaurant", "bar", "pub", "wine_bar"])
    }

    func test_newAPI_textSearch_asksKindByKind() async throws {
        // When (a minimum rating: Text Search, which takes one type a request)
        let bodies = try await newAPIBodies(query(stars: 4, kinds: [.bakery, .cafe]), answers: 2)

        // Then
        XCTAssertEqual(bodies.map { $0["includedType"] as? String }, ["cafe", "bakery"])
    }

    func test_legacy_asksKindByKind_andFastFoodByKeyword() async throws {
        // Given
        let client = HTTPClientStub(Array(repeating: .json(#"{"results":[],"status":"ZERO_RESULTS"}"#), count: 2))
        let sut = LegacySearchNearbyService(client: client, baseURL: base, apiKey: "k", sleep: { _ in })

        // When
        _ = try await sut.searchNearby(query(kinds: [.bar, .fastFood]))

        // Then
        let sent = client.requests.map { items(of: $0) }
        XCTAssertEqual(sent.map { $0["type"] }, ["bar", "restaurant"])
        XCTAssertEqual(sent.map { $0["keyword"] }, [nil, "fast food"])
    }

    func test_foursquare_asksTheCategoriesOfTheKindsOrTheCuisine_andRefusesACuisineItHasNone() async throws {
        // Given
        let client = HTTPClientStub(Array(repeating: .json(#"{"results":[]}"#), count: 2))
        let sut = FoursquareSearchNearbyService(client: client, baseURL: base, apiKey: "k")

        // When
        _ = try await sut.searchNearby(query(kinds: [.cafe]))
        _ = try await sut.searchNearby(query(cuisine: .pizza))
        var refusal: ServiceError?
        do { _ = try await sut.searchNearby(query(cuisine: .brunch)) } catch { refusal = error as? ServiceError }

        // Then
        XCTAssertEqual(
            client.requests.map { items(of: $0)["fsq_category_ids"] },
            ["4bf58dd8d48988d1e0931735,4bf58dd8d48988d16d941735", "4bf58dd8d48988d1ca941735"])
        XCTAssertEqual(refusal?.kind, .invalidInput)
        XCTAssertEqual(client.requests.count, 2, "nothing sent for a cuisine Foursquare cannot express")
    }

    func test_foursquareMapper_mapsCategoriesToTheSameTypes_primaryFirst() {
        XCTAssertEqual(
            FoursquareCategories.types(of: [category("4bf58dd8d48988d1e0931735"), category("4bf58dd8d48988d16a941735")]),
            ["coffee_shop", "bakery"])
        XCTAssertEqual(
            FoursquareCategories.types(of: [category("4bf58dd8d48988d1d3941735")]),
            ["vegan_restaurant", "vegetarian_restaurant"], "one category, two cuisines")
        XCTAssertNil(FoursquareCategories.types(of: [category("4bf58dd8d48988d1f5941735")]), "an unknown id and no name")
    }

    func test_foursquareMapper_aPlaceWhosePrimaryCategoryIsNotFood_isOfNoKind_evenWhenFiledUnderRestaurantToo() {
        // Given categories foodybite has no id for, named as Foursquare names them, primary first
        let cases: [([String], PlaceKind?)] = [
            (["Supermarket", "Restaurant"], nil), (["Movie Theater", "Restaurant"], nil), (["Gas Station"], nil),
            (["Tapas Restaurant"], .restaurant), (["Steakhouse"], .restaurant), (["Food Truck"], .restaurant),
            (["Sports Bar"], .bar), (["Irish Pub"], .bar), (["Tea Room"], .cafe), (["Coffee Roaster"], .cafe),
            (["Bagel Bakery"], .bakery),
        ]
        for (names, kind) in cases {
            // When
            let types = FoursquareCategories.types(of: names.map { FoursquarePlaceDTO.Category(id: nil, name: $0) })

            // Then
            XCTAssertEqual(PlaceKind.of(types: types), kind, "\(names): \(types ?? [])")
        }
        XCTAssertEqual(
            FoursquareCategories.types(of: [.init(id: nil, name: "Supermarket"), category(FoursquareCategories.restaurant)]),
            ["supermarket", "restaurant"], "the primary category first")
    }

    // MARK: - Helpers

    private let base = URL(string: "http://127.0.0.1:9") ?? URL(fileURLWithPath: "/")

    private func query(stars: Double = 0, kinds: [PlaceKind] = PlaceKind.default, cuisine: Cuisine? = nil)
        -> NearbySearchQuery
    {
        NearbySearchQuery(
            location: PlacesTests.query().location, radius: 1500, minimumRating: stars, cuisine: cuisine, kinds: kinds)
    }

    private func category(_ id: String) -> FoursquarePlaceDTO.Category {
        FoursquarePlaceDTO.Category(id: id, name: nil)
    }

    private func newAPIBodies(_ query: NearbySearchQuery, answers: Int) async throws -> [[String: Any]] {
        let client = HTTPClientStub(Array(repeating: .json("{}"), count: answers))
        _ = try await NewPlacesSearchNearbyService(client: client, baseURL: base, apiKey: "k").searchNearby(query)
        return try client.requests.map {
            try XCTUnwrap(JSONSerialization.jsonObject(with: XCTUnwrap($0.httpBody)) as? [String: Any])
        }
    }

    private func items(of request: URLRequest) -> [String: String] {
        let components = request.url.flatMap { URLComponents(url: $0, resolvingAgainstBaseURL: false) }
        return Dictionary((components?.queryItems ?? []).map { ($0.name, $0.value ?? "") }, uniquingKeysWith: { $1 })
    }
}
