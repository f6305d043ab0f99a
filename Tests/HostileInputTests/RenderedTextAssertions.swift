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

/// A map page (`--format html`): no control character raw (a provider's bidi text stays, isolated in its row), one
/// data block and the two scripts, and a data block that parses as JSON.
func assertPageIsSafe(_ page: String, _ context: String, file: StaticString = #filePath, line: UInt = #line) {
    let controls = page.unicodeScalars.filter {
        ($0.value < 0x20 && $0 != "\n" && $0 != "\t") || (0x7F...0x9F).contains($0.value)
    }
    XCTAssertTrue(controls.isEmpty, "\(context): control characters \(controls.map(\.value))", file: file, line: line)
    XCTAssertEqual(page.components(separatedBy: "<script").count, 4, context, file: file, line: line)
    guard let start = page.range(of: "id=\"fb-data\">"),
        let end = page.range(of: "</script>", range: start.upperBound..<page.endIndex)
    else { return XCTFail("\(context): no data block", file: file, line: line) }
    XCTAssertNoThrow(
        try JSONSerialization.jsonObject(with: Data(page[start.upperBound..<end.lowerBound].utf8)), context, file: file,
        line: line)
}
