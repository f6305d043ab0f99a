import Domain
import FixtureSupport
import Foundation
import XCTest

@testable import Places

/// Every recorded Foursquare body decodes without a trap; the current API's search bodies give places; the legacy
/// v3 ones (`fsq_id`, `geocodes.main`) at least do not crash, and their places are read too.
final class FoursquareDecodingTests: XCTestCase {
    func test_everyRecordedBody_decodesAsASearchOrAPlaceWithoutFailing() throws {
        // Given every JSON body recorded
        let names = try Fixtures.names(in: "foursquare") { $0.hasSuffix(".json") && !$0.hasSuffix(".headers.json") }
        XCTAssertGreaterThanOrEqual(names.count, 15)

        for name in names {
            // When
            let data = try Fixtures.data("foursquare/" + name)
            let search = try? JSONDecoder().decode(FoursquareSearchResponse.self, from: data)
            let place = try? JSONDecoder().decode(FoursquarePlaceDTO.self, from: data)

            // Then: a search body, a place, or (photos, tips, errors) neither, but never a trap
            if name.hasPrefix("search-") || name.hasPrefix("nearby-") {
                let places = try XCTUnwrap(search, name).results.compactMap(FoursquareMapper.nearbyPlace)
                XCTAssertFalse(places.isEmpty, "\(name): places with an id and a location")
            }
            if name.hasPrefix("details-2025") {
                XCTAssertNotNil(try XCTUnwrap(place, name).id, name)
            }
            if name.hasPrefix("details-v3") {
                XCTAssertEqual(try XCTUnwrap(place, name).rating.flatMap(FoursquareMapper.rating), 4.5, "9/10 is 4.5 stars")
            }
        }
    }

    func test_nearbyPlace_halvesTheRatingAndReadsPriceHoursAndClosure() throws {
        // Given the constructed Premium body (rating 8.4/10, price 2, open now)
        let data = try Fixtures.data("foursquare/search-2025-premium-constructed.json")
        let dto = try XCTUnwrap(JSONDecoder().decode(FoursquareSearchResponse.self, from: data).results.first)

        // When
        let place = try XCTUnwrap(FoursquareMapper.nearbyPlace(from: dto))

        // Then
        XCTAssertEqual(place.rating, 4.2)
        XCTAssertEqual(place.priceLevel?.value, 2)
        XCTAssertEqual(place.isOpen, true)
        XCTAssertEqual(place.businessStatus, .unknown)
        XCTAssertEqual(FoursquareMapper.rating(10), 5)
        XCTAssertEqual(FoursquareMapper.rating(2), 1)
        XCTAssertNil(FoursquareMapper.rating(1.5), "under one star on Google's scale")
        XCTAssertNil(FoursquareMapper.rating(11))
        XCTAssertNil(FoursquareMapper.rating(.nan))
    }

    func test_nearbyPlace_takesADateClosedAsClosedForBusiness() throws {
        let body =
            #"{"fsq_place_id":"5a187743ccad6b307315e6fe","name":"HQ","latitude":40.7,"longitude":-74,"date_closed":"2025-09-02"}"#

        let dto = try JSONDecoder().decode(FoursquarePlaceDTO.self, from: Data(body.utf8))

        XCTAssertEqual(FoursquareMapper.nearbyPlace(from: dto)?.businessStatus, .closedPermanently)
    }
}
