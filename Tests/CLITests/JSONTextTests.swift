import Domain
import DomainTestSupport
import Foundation
import Presentation
import XCTest

@testable import CLI

/// Records and request bodies written directly are exactly what JSONEncoder writes (the reference, through `StructuredRenderer`), for
/// thousands of generated records: every kind of value, nesting, empty lists and objects, keys in any order and
/// case, texts with quotes, escapes, control characters and non-ASCII, numbers of every magnitude.
final class JSONTextTests: XCTestCase {
    func test_pretty_isWhatJSONEncoderWrites_forGeneratedRecords() throws {
        var generator = SeededGenerator(seed: 33)
        for round in 0..<2_000 {
            // Given
            let records = (0..<Int.random(in: 0...3, using: &generator)).map { _ in
                Self.record(depth: 0, using: &generator)
            }

            // When
            let written = JSONText.pretty(records)

            // Then
            XCTAssertEqual(written, try StructuredRenderer.json(records), "round \(round)")
        }
    }

    func test_line_isWhatJSONEncoderWrites_forGeneratedRecords() throws {
        var generator = SeededGenerator(seed: 34)
        for round in 0..<2_000 {
            // Given
            let record = Self.record(depth: 0, using: &generator)

            // When
            let written = JSONText.line(record)

            // Then
            XCTAssertEqual(written, try StructuredRenderer.ndjson([record]), "round \(round)")
        }
    }

    func test_data_isWhatACompactJSONEncoderWithSortedKeysWrites_forGeneratedBodies() throws {
        var generator = SeededGenerator(seed: 35)
        let encoder = JSONEncoder()
        // A `/` is written as it is (RFC 8259 escapes it only optionally), the rest as JSONEncoder does.
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        for round in 0..<2_000 {
            // Given
            let body = Self.record(depth: 0, using: &generator)

            // When
            let written = JSONText.data(body)

            // Then
            XCTAssertEqual(written, try encoder.encode(body), "round \(round)")
        }
    }

    func test_pretty_leavesANumberThatIsNotFiniteToJSONEncoder() {
        for number in [Double.nan, .infinity, -.infinity] {
            XCTAssertNil(JSONText.pretty([.object([("rating", .number(number))])]))
            XCTAssertNil(JSONText.line(.list([.number(number)])))
            XCTAssertNil(JSONText.data(.list([.number(number)])))
        }
    }

    // MARK: - Generated records

    private static let keys = ["placeID", "name", "rating", "Zeta", "a", "ratings", "b2", "b10", "é", "_x", "A"]
    private static let texts = [
        "", "Chez \"Léon\"", "a\\b/c", "line\nbreak\ttab\r", "\u{01}\u{08}\u{0C}\u{1B}\u{1F}\u{7F}", "🍕 pizza", "\u{2028}",
        "日本", "=SUM(A1)",
    ]
    private static let numbers: [Double] = [
        0, -0.0, 1, 4.5, -33.87, 47.3220001, 0.1 + 0.2, 1e-5, 1e21, 123_456_789_012.5, 1e300, .leastNonzeroMagnitude, 1 / 3,
    ]

    private static func record(depth: Int, using generator: inout SeededGenerator) -> RecordValue {
        let fields = (0..<Int.random(in: 0...5, using: &generator)).map { _ in
            (keys.randomElement(using: &generator) ?? "a", value(depth: depth + 1, using: &generator))
        }
        // One value a key, as a record's fields are.
        var seen = Set<String>()
        return .object(fields.filter { seen.insert($0.0).inserted })
    }

    private static func value(depth: Int, using generator: inout SeededGenerator) -> RecordValue {
        let leaf = depth > 2
        switch Int.random(in: 0..<(leaf ? 5 : 8), using: &generator) {
        case 0: return .text(Bool.random(using: &generator) ? texts.randomElement(using: &generator) : nil)
        case 1: return .integer(Bool.random(using: &generator) ? Int.random(in: -1_000_000...Int.max, using: &generator) : nil)
        case 2: return .number(Bool.random(using: &generator) ? numbers.randomElement(using: &generator) : nil)
        case 3: return .flag(Bool.random(using: &generator) ? Bool.random(using: &generator) : nil)
        case 4:
            return .texts(
                (0..<Int.random(in: 0...3, using: &generator)).compactMap { _ in texts.randomElement(using: &generator) })
        case 5, 6:
            return .list((0..<Int.random(in: 0...3, using: &generator)).map { _ in value(depth: depth + 1, using: &generator) })
        default: return record(depth: depth, using: &generator)
        }
    }
}
