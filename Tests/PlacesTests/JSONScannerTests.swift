import Foundation
import XCTest

@testable import Places

/// The streaming JSON reader is strict JSON: what it accepts and refuses is what Foundation's parser accepts and
/// refuses, on valid documents and on thousands of damaged ones; strings decode as JSON says; nesting is bounded.
final class JSONScannerTests: XCTestCase {
    func test_skipValue_refusesWhatIsNotJSON() {
        let bodies = [
            "{", "{\"a\":}", "[1,]", "[,1]", "01", "1.", ".5", "-", "+1", "\"\\x\"", "\"\\u12\"", "\"a\u{01}b\"", "tru",
            "nan", "Infinity", "0x10", "[1] x", "{\"a\" 1}", "{'a':1}", "[1 2]", "\"open",
            String(repeating: "[", count: 300) + String(repeating: "]", count: 300),
        ]
        for body in bodies {
            XCTAssertFalse(accepts(Data(body.utf8)), body)
        }
    }

    func test_objectKeeping_givesTheKeptAndEscapedKeys_skipsTheOthersValues_andStaysStrict() throws {
        // Given an object whose keys are kept by name, one written with an escape, and a damaged one
        let body = Data(#"{"keep":1, "drop":{"deep":[1,2]},"keep2":"x" ,"keep3":[true]}"#.utf8)
        let keeps = { (key: UnsafeRawBufferPointer) in key.starts(with: Array("keep".utf8)) }

        // When
        var seen: [String] = []
        try body.withUnsafeBytes { bytes in
            var scanner = JSONScanner(bytes)
            try scanner.object(keeping: keeps) { scanner, key in
                seen.append(key)
                try scanner.skipValue()
            }
            XCTAssertNil(scanner.peek())
        }
        let damaged = Data(#"{"drop":[1,],"keep":1}"#.utf8).withUnsafeBytes { bytes in
            var scanner = JSONScanner(bytes)
            return (try? scanner.object(keeping: keeps) { scanner, _ in try scanner.skipValue() }) != nil
        }

        // Then the escaped key is decoded and given (it could be a kept one); a skipped value is still checked
        XCTAssertEqual(seen, ["keep", "keep2", "keep3"])
        XCTAssertFalse(damaged)
    }

    func test_string_decodesEscapesAndSurrogatePairs() throws {
        let body = Data(#""caf\u00e9 \ud83c\udf55 \"q\" \\ \/ \n\t lone \udc00""#.utf8)
        let text = try body.withUnsafeBytes { bytes in
            var scanner = JSONScanner(bytes)
            return try scanner.string()
        }
        XCTAssertEqual(text, "café 🍕 \"q\" \\ / \n\t lone \u{FFFD}")
    }

    func test_skipValue_acceptsAndRefusesAsFoundationDoesOnDamagedDocuments() throws {
        // Given a document of every kind of value, and 3,000 copies each with one byte changed (a seeded generator)
        let document = Data(
            #"{"version":0.6,"elements":[{"type":"node","id":1,"lat":47.3,"lon":-5.04,"tags":{"name":"Caf\u00e9 \"A\"","x":[true,false,null,{}]}},[],-0.5,"s"],"remark":null}"#
                .utf8)
        XCTAssertTrue(accepts(document))
        var generator = SplitMix(seed: 31)
        let alphabet = Array(#"{}[]:,"\ -0123456789.tfnrula"#.utf8)
        var disagreements: [String] = []

        // When
        for _ in 0..<3_000 {
            var damaged = document
            let offset = Int(generator.next() % UInt64(damaged.count))
            damaged[offset] = alphabet[Int(generator.next() % UInt64(alphabet.count))]
            let foundation = (try? JSONSerialization.jsonObject(with: damaged, options: .fragmentsAllowed)) != nil
            if accepts(damaged) != foundation {
                disagreements.append(String(decoding: damaged, as: UTF8.self) + " (Foundation: \(foundation))")
            }
        }

        // Then
        XCTAssertEqual(disagreements, [])
    }

    private func accepts(_ data: Data) -> Bool {
        data.withUnsafeBytes { bytes in
            var scanner = JSONScanner(bytes)
            guard (try? scanner.skipValue()) != nil else { return false }
            return scanner.peek() == nil
        }
    }
}

/// A small seeded generator (SplitMix64), so that the damaged documents are the same on every run.
private struct SplitMix {
    var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
