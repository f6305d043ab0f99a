import Presentation
import XCTest

final class NearbyFormattersTests: XCTestCase {
    func test_distance_usesMetresBelowAKilometreAndOneDecimalBelowTen() {
        XCTAssertEqual(NearbyFormatters.distance(meters: 0), "0 m")
        XCTAssertEqual(NearbyFormatters.distance(meters: 140), "140 m")
        XCTAssertEqual(NearbyFormatters.distance(meters: 999), "999 m")
        XCTAssertEqual(NearbyFormatters.distance(meters: 1000), "1.0 km")
        XCTAssertEqual(NearbyFormatters.distance(meters: 1299), "1.3 km")
        XCTAssertEqual(NearbyFormatters.distance(meters: 9949), "9.9 km")
        XCTAssertEqual(NearbyFormatters.distance(meters: 23_456), "23 km")
    }

    func test_stars_roundsToTheNearestWholeStar() {
        XCTAssertEqual(NearbyFormatters.stars(nil), "")
        XCTAssertEqual(NearbyFormatters.stars(0), "☆☆☆☆☆")
        XCTAssertEqual(NearbyFormatters.stars(4.3), "★★★★☆")
        XCTAssertEqual(NearbyFormatters.stars(4.5), "★★★★★")
        XCTAssertEqual(NearbyFormatters.stars(5), "★★★★★")
    }

    func test_rating_showsOneDecimalAndTheGroupedCount() {
        XCTAssertEqual(NearbyFormatters.rating(nil, count: 10), "–")
        XCTAssertEqual(NearbyFormatters.rating(4, count: nil), "4.0")
        XCTAssertEqual(NearbyFormatters.rating(4.25, count: 1_234_567), "4.3 (1,234,567)")
        XCTAssertEqual(NearbyFormatters.rating(3.0, count: 999), "3.0 (999)")
    }

    func test_priceAndOpen_useShortWordsAndNothingWhenUnknown() {
        XCTAssertEqual((0...4).map { NearbyFormatters.price($0) }, ["free", "$", "$$", "$$$", "$$$$"])
        XCTAssertEqual(NearbyFormatters.price(nil), "")
        XCTAssertEqual([true, false, nil].map(NearbyFormatters.open), ["open", "closed", ""])
    }
}
