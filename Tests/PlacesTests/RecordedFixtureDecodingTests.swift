import Domain
import FixtureSupport
import Foundation
import XCTest

@testable import Places

/// Every recorded nearby and text-search body from Google must decode, place for place.
final class RecordedFixtureDecodingTests: XCTestCase {
    func test_legacyDecoding_decodesEveryRecordedSearchBodyWithoutDroppingAResult() throws {
        // Given
        let names = try Fixtures.names(in: "google-places") { name in
            name.hasSuffix(".json")
                && ["nearbysearch", "textsearch", "pizzainnewyork", "kitaward"].contains { name.lowercased().contains($0) }
        }
        XCTAssertGreaterThanOrEqual(names.count, 14)

        for name in names {
            let data = try Fixtures.data("google-places/\(name)")
            let raw = try rawResults(data, key: "results")

            // When
            let response = try JSONDecoder().decode(LegacySearchResponse.self, from: data)

            // Then
            XCTAssertEqual(response.results.count, raw.count, name)
            let mappable = raw.filter { ($0["place_id"] as? String) != nil && ($0["geometry"] as? [String: Any]) != nil }
            XCTAssertEqual(response.results.compactMap(LegacyPlacesMapper.nearbyPlace).count, mappable.count, name)
        }
    }

    func test_legacyMapping_readsTheFieldsOfARecordedNearbyResult() throws {
        // Given
        let data = try Fixtures.data("google-places/maps_http_places_nearbysearch_response.json")

        // When
        let places = try JSONDecoder().decode(LegacySearchResponse.self, from: data).results.compactMap(
            LegacyPlacesMapper.nearbyPlace)

        // Then
        XCTAssertEqual(places.count, 13)
        let first = try XCTUnwrap(places.first)
        XCTAssertEqual(first.placeID, "ChIJi6C1MxquEmsR9-c-3O48ykI")
        XCTAssertEqual(first.name, "Cruise Bar")
        XCTAssertEqual(first.businessStatus, .operational)
        XCTAssertEqual(first.address, "Level 1, 2 and 3, Overseas Passenger Terminal, Circular Quay W, The Rocks")
        XCTAssertEqual(first.rating, 4, "an integer rating")
        XCTAssertNotNil(first.photo)
    }

    func test_legacyMapping_keepsPlacesMissingRatingsHoursAndPhotos() throws {
        // Given a recorded page where 4 places lack ratings and 5 lack opening hours
        let data = try Fixtures.data("google-places/PlacesApiNearbySearchRequestByNameResponse.json")

        // When
        let places = try JSONDecoder().decode(LegacySearchResponse.self, from: data).results.compactMap(
            LegacyPlacesMapper.nearbyPlace)

        // Then
        XCTAssertEqual(places.count, 20)
        XCTAssertEqual(places.filter { $0.rating == nil }.count, 4)
        XCTAssertEqual(places.filter { $0.isOpen == nil }.count, 5)
    }

    func test_legacyMapping_readsTheDeprecatedPermanentlyClosedFlag() throws {
        // Given "Fira de Santa Llúcia": CLOSED_TEMPORARILY together with permanently_closed: true
        let data = try Fixtures.data("google-places/maps_http_places_textsearch_weighted_response.json")

        // When
        let places = try JSONDecoder().decode(LegacySearchResponse.self, from: data).results.compactMap(
            LegacyPlacesMapper.nearbyPlace)

        // Then
        let fira = try XCTUnwrap(places.first { $0.name.contains("Llúcia") })
        XCTAssertEqual(fira.businessStatus, .closedPermanently)
    }

    func test_newDecoding_decodesTheRecordedSearchNearbyBody() throws {
        // Given the Dijon body (field mask without id, location or types)
        let data = try Fixtures.data("google-places/places-v1-searchNearby-restaurants-Dijon.json")

        // When
        let response = try JSONDecoder().decode(NewPlacesSearchResponse.self, from: data)

        // Then every place decodes, none can be listed (no id, no location)
        XCTAssertEqual(response.places.count, 20)
        XCTAssertEqual(response.places.first?.displayName?.text, "Carrefour City")
        XCTAssertEqual(response.places.first?.rating, 3.8)
        XCTAssertEqual(response.places.first?.photos.count, 10)
        XCTAssertTrue(NewPlacesMapper.nearbyPlaces(from: response).isEmpty)
    }

    private func rawResults(_ data: Data, key: String) throws -> [[String: Any]] {
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [String: Any])
        return object[key] as? [[String: Any]] ?? []
    }
}
