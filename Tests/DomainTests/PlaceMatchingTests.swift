import Domain
import DomainTestSupport
import XCTest

final class PlaceMatchingTests: XCTestCase {
    func test_isSamePlace_decidesTheTrickyPairs() {
        let cases: [(String, String, Double, Bool, String)] = [
            ("Bistro Viena", "Viena Bistro & Bar", 20, true, "same words in another order, generic ones aside"),
            ("Bouillon Notre Dame", "Bouillon Notre Dame", 300, false, "same name, 300 m apart: two places"),
            ("Café de Flore", "Cafe de Flore", 5, true, "accents"),
            ("Sacré-Cœur Bistro", "Sacre Coeur Bistro", 11, true, "a ligature spelled out"),
            ("Bräustüberl Weißbier", "Braustuberl Weissbier", 11, true, "umlauts and ß"),
            ("McDonald's", "McDonalds", 10, true, "apostrophes"),
            ("L'Alsacien Dijon", "L’Alsacien", 15, true, "curly apostrophe, the town's name"),
            ("Burger King", "Bouillon Notre Dame", 0, false, "one spot, two restaurants"),
            ("Pizza Hut", "Pizza Express", 10, false, "half the words are not enough"),
            ("Sushi Shop", "Sushi Shop Dijon", 59, true, "one's words all in the other, within 60 m"),
            ("Sushi Shop", "Sushi Shop Dijon", 61, false, "just beyond 60 m"),
            ("The Bar", "the bar!", 5, true, "only generic words: compared whole"),
            ("Restaurant", "Café", 5, false, "only generic words, different"),
        ]
        for (first, second, meters, expected, why) in cases {
            // Given two places `meters` apart along a meridian
            let a = makeLocation(47.322, 5.0415)
            let b = makeLocation(47.322 + meters / 111_195, 5.0415)

            // When / Then
            XCTAssertEqual(PlaceMatching.isSamePlace((first, a), (second, b)), expected, "\(first) / \(second): \(why)")
            XCTAssertEqual(PlaceMatching.isSamePlace((second, b), (first, a)), expected, "symmetric: \(why)")
        }
    }
}
