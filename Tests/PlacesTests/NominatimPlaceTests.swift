import Domain
import Foundation
import XCTest

@testable import Places

/// Nominatim's coordinates are strings: read in plain decimal only, as `--location` is (`Double("0x2E")` is 46).
final class NominatimPlaceTests: XCTestCase {
    func test_location_readsPlainDecimalOnly() throws {
        let cases: [(String, String, Location?)] = [
            ("47.3220", "5.0415", Location(latitude: 47.322, longitude: 5.0415)),
            ("-16.92", "145.77", Location(latitude: -16.92, longitude: 145.77)),
            ("0x2E", "5", nil), ("4.7e1", "5", nil), ("nan", "5", nil), ("inf", "5", nil), ("47", "0x1p3", nil),
            ("91", "5", nil), ("", "5", nil),
        ]
        for (lat, lon, expected) in cases {
            // Given
            let json = #"{"osm_type":"node","osm_id":1,"lat":"\#(lat)","lon":"\#(lon)","name":"A"}"#

            // When
            let place = try JSONDecoder().decode(NominatimPlace.self, from: Data(json.utf8))

            // Then
            XCTAssertEqual(place.location, expected, "\(lat),\(lon)")
        }
    }
}
