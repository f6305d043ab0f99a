import CLI
import Presentation
import XCTest

@testable import Main

/// On a terminal, a diagnostic wider than the terminal is wrapped at word boundaries (issue 30); a pipe or a file gets
/// each diagnostic on one line.
final class StandardConsoleWrappingTests: XCTestCase {
    func test_wrapped_breaksALongLineAtSpacesWithinTheWidth_andIndentsTheRest() {
        // Given
        let note =
            "foodybite: the answer may be incomplete: Nearby Search gives at most 20 places, and 20 came back; ask with --stars"

        // When
        let lines = StandardConsole.wrapped(note + "\nshort\n", width: 40).split(
            separator: "\n", omittingEmptySubsequences: false)

        // Then
        XCTAssertGreaterThan(lines.count, 3)
        XCTAssertTrue(lines.allSatisfy { DisplayWidth.of(String($0)) <= 40 }, "\(lines)")
        XCTAssertTrue(lines.dropFirst().prefix(while: { $0 != "short" }).allSatisfy { $0.hasPrefix("  ") })
        XCTAssertEqual(lines.suffix(2), ["short", ""], "a line that fits, and the final line break, as they were")
        XCTAssertEqual(
            lines.prefix(while: { $0 != "short" }).map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " "),
            note, "no word lost or cut")
    }
}
