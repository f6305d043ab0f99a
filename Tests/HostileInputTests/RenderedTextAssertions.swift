import Foundation
import Presentation
import XCTest

@testable import CLI

/// What every hostile case asserts of rendered output: JSON parses; text for people holds no control character
/// (line breaks between rows aside).
func assertRenderedTextIsSafe(
    _ text: String, isJSON: Bool, _ context: String, file: StaticString = #filePath, line: UInt = #line
) {
    if isJSON {
        XCTAssertNoThrow(try JSONSerialization.jsonObject(with: Data(text.utf8)), context, file: file, line: line)
    } else {
        let unsafe = text.unicodeScalars.filter { $0 != "\n" && TerminalSafe.isUnsafe($0) }
        XCTAssertTrue(unsafe.isEmpty, "\(context): control characters \(unsafe.map(\.value))", file: file, line: line)
    }
}
