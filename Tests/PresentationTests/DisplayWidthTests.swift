import XCTest

@testable import Presentation

final class DisplayWidthTests: XCTestCase {
    func test_of_countsTerminalColumnsNotBytesOrCharacters() {
        XCTAssertEqual(DisplayWidth.of("Cafe"), 4)
        XCTAssertEqual(DisplayWidth.of("Café"), 4, "precomposed é")
        XCTAssertEqual(DisplayWidth.of("Cafe\u{301}"), 4, "e + combining acute")
        XCTAssertEqual(DisplayWidth.of("Sacré-Cœur"), 10)
        XCTAssertEqual(DisplayWidth.of("John’s"), 6)
        XCTAssertEqual(DisplayWidth.of("李宗仁"), 6)
        XCTAssertEqual(DisplayWidth.of("ラーメン"), 8)
        XCTAssertEqual(DisplayWidth.of("🍕"), 2)
        XCTAssertEqual(DisplayWidth.of("👨‍👩‍👧"), 2, "a ZWJ family is one glyph")
        XCTAssertEqual(DisplayWidth.of("☕"), 2)
        XCTAssertEqual(DisplayWidth.of("★★★★☆"), 5)
        XCTAssertEqual(DisplayWidth.of("9:00\u{202F}AM\u{2009}–\u{2009}5:00"), 14)
    }

    func test_widthOf_findsTheWideRangesAsAScanOfThemWould_atEveryEdge() {
        // Given the ranges, in order and apart (the binary search needs it)
        let ranges = DisplayWidth.wideRanges
        XCTAssertTrue(zip(ranges, ranges.dropFirst()).allSatisfy { $0.upperBound < $1.lowerBound })

        // When each range's ends, and the scalars either side of them, are measured
        let edges = ranges.flatMap { [$0.lowerBound - 1, $0.lowerBound, $0.upperBound, $0.upperBound + 1] }
        for value in edges + [0xA0, 0x3_FFFF] {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let width = DisplayWidth.width(of: scalar)
            guard width != 0 else { continue }
            // Then
            XCTAssertEqual(width, ranges.contains { $0.contains(value) } ? 2 : 1, "U+\(String(value, radix: 16))")
        }
    }

    func test_pad_padsToDisplayWidth() {
        XCTAssertEqual(DisplayWidth.pad("李", to: 4), "李  ")
        XCTAssertEqual(DisplayWidth.pad("🍕", to: 3, alignRight: true), " 🍕")
        XCTAssertEqual(DisplayWidth.pad("toolong", to: 3), "toolong")
    }

    func test_truncate_cutsByDisplayWidthAndMarksTheCut() {
        XCTAssertEqual(DisplayWidth.truncate("Restaurant", to: 20), "Restaurant")
        XCTAssertEqual(DisplayWidth.truncate("Restaurant", to: 5), "Rest…")
        XCTAssertEqual(DisplayWidth.truncate("李宗仁李宗仁", to: 6), "李宗…")
        XCTAssertEqual(DisplayWidth.of(DisplayWidth.truncate("李宗仁李宗仁", to: 6)), 5)
    }

    func test_wrap_cutsALongASCIIWordAsItCutsAnyWordOfOneColumnCharacters() {
        // Given words longer than a line, in printable ASCII (cut by bytes) and in é (cut character by character)
        for (length, width, prefix, indent, before) in [
            (25, 10, "> ", "  ", ""), (7, 3, "", "", "x"), (30, 4, "bcdefg", " ", "xy z"), (1_000, 80, "id  ", "    ", ""),
        ] {
            // When
            let ascii = DisplayWidth.wrap(
                before + " " + String(repeating: "a", count: length), width: width, prefix: prefix, indent: indent)
            let accented = DisplayWidth.wrap(
                before + " " + String(repeating: "é", count: length), width: width, prefix: prefix, indent: indent)

            // Then the same lines, letter for letter
            XCTAssertEqual(ascii.map { $0.replacingOccurrences(of: "a", with: "é") }, accented, "\(length) in \(width)")
            XCTAssertEqual(ascii.joined().filter { $0 == "a" }.count, length)
        }
    }
}
