import Domain
import Foundation
import XCTest

final class NameSortKeyTests: XCTestCase {
    func test_of_foldsCaseAndAccentsAndKeepsTheFirst200Characters() {
        XCTAssertEqual(NameSortKey.of("Café ROUGE"), NameSortKey.of("cafe rouge"))
        XCTAssertEqual(NameSortKey.of("Ésprit"), "esprit")
        XCTAssertEqual(NameSortKey.of(String(repeating: "A", count: 300)), String(repeating: "a", count: 200))
    }

    func test_of_givesASCIINamesTheKeyFoundationsFoldingGives() {
        // Given every printable ASCII character, in names of several lengths
        let characters = (0x20...0x7E).compactMap { UnicodeScalar($0).map(Character.init) }
        var generator = SystemRandomNumberGenerator()
        for length in [0, 1, 5, 40] {
            for _ in 0..<200 {
                let name = String((0..<length).compactMap { _ in characters.randomElement(using: &generator) })

                // When
                let key = NameSortKey.of(name)

                // Then
                let folded = name.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
                XCTAssertEqual(key, folded.precomposedStringWithCanonicalMapping, name)
            }
        }
    }
}
