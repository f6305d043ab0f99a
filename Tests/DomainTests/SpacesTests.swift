import DomainTestSupport
import Foundation
import XCTest

@testable import Domain

/// `Spaces` is Foundation's `CharacterSet.whitespaces` without Foundation: the same answers on every Unicode scalar, and the same trimmed texts for thousands of generated ones.
final class SpacesTests: XCTestCase {
    func test_contains_isWhatCharacterSetWhitespacesSays_forEveryScalar() {
        for value in UInt32(0)...0x10_FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            XCTAssertEqual(Spaces.contains(scalar), CharacterSet.whitespaces.contains(scalar), "U+\(String(value, radix: 16))")
            XCTAssertEqual(
                Spaces.containsOrBreaks(scalar), CharacterSet.whitespacesAndNewlines.contains(scalar),
                "U+\(String(value, radix: 16))")
        }
    }

    func test_trimmed_isWhatTrimmingCharactersGives_forGeneratedTexts() {
        // Given texts of spaces, tabs, newlines, no-break and ideographic spaces, combining marks, emoji and letters
        let pieces = [
            " ", "\t", "\n", "\u{A0}", "\u{3000}", "\u{2009}", "\u{301}", "\u{200B}", "é", "🇫🇷", "a", ",", "48.85", "\r\n",
        ]
        var generator = SeededGenerator(seed: 7)
        for _ in 0..<3_000 {
            let text = (0..<Int.random(in: 0...8, using: &generator)).map { _ in
                pieces.randomElement(using: &generator) ?? ""
            }.joined()

            // When / Then
            XCTAssertEqual(Spaces.trimmed(text), text.trimmingCharacters(in: .whitespaces), "\(text.unicodeScalars.map(\.value))")
            XCTAssertEqual(Spaces.trimmed(text, breaks: true), text.trimmingCharacters(in: .whitespacesAndNewlines))
            XCTAssertEqual(Spaces.isBlank(text), text.trimmingCharacters(in: .whitespaces).isEmpty)
        }
    }
}
