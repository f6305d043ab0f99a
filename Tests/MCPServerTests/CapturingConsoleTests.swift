import Presentation
import XCTest

@testable import MCPServer

/// A call's console keeps the notes the doors tell, typed: a warning among the errors, information among the notes,
/// as their text, with no front end's prefix to take off (issue 68: it used to strip "foodybite: " by string match).
final class CapturingConsoleTests: XCTestCase {
    func test_tell_keepsWarningsAsErrorsAndInformationAsNotes_inTheirOwnWords() {
        // Given
        let sut = CapturingConsole()

        // When
        sut.tell(.warning("the radius was too wide"))
        sut.tell(.information("near Gare de Dijon (47.32,5.03)"))
        sut.tell(.notice("approximate location"))
        sut.tell(.log(level: "debug", "asked twice"))
        sut.writeError("foodybite: left as written\n")

        // Then
        XCTAssertEqual(
            sut.errors,
            ["warning: the radius was too wide", "approximate location", "debug: asked twice", "foodybite: left as written"])
        XCTAssertEqual(sut.notes, ["near Gare de Dijon (47.32,5.03)"])
    }
}
