import XCTest

@testable import Main

/// The locale variables ICU reads for Foundation's default locale: a value that is no POSIX locale name is dropped.
final class LocaleVariablesTests: XCTestCase {
    func test_isWellFormed_takesThePosixNamesAndRefusesWhatICUCannotRead() {
        for value in ["", "C", "POSIX", "C.UTF-8", "fr_FR.UTF-8", "de_DE", "ast_ES.UTF-8", "ca_ES.UTF-8@valencia", "en"] {
            XCTAssertTrue(LocaleVariables.isWellFormed(value), value)
        }
        for value in [
            "xxxxxxxxxxxx", "xxxxxxxxxxxx_XX.UTF-8", "fr_FRA", "f", "fr_FR.UTF-8\u{1B}[31m", "../../etc/passwd", "fr_FR/x",
            String(repeating: "a", count: 2) + "_" + String(repeating: "B", count: 70),
        ] {
            XCTAssertFalse(LocaleVariables.isWellFormed(value), value)
        }
        XCTAssertTrue(LocaleVariables.isWellFormed("fr_FR:fr:en", list: true), "LANGUAGE is a list")
        XCTAssertFalse(LocaleVariables.isWellFormed("fr:xxxxxxxxxxxx", list: true))
    }
}
