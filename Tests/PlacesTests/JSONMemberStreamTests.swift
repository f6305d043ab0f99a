import DomainTestSupport
import Foundation
import XCTest

@testable import Places

/// A document read as it arrives hands out the member array's values and keeps the rest, whatever pieces the bytes
/// come in, and refuses exactly what the strict reader refuses when it reads the document whole.
final class JSONMemberStreamTests: XCTestCase {
    private let document = Data(
        #"{"version":0.6,"osm3s":{"a":["elements",{"elements":[1]}]},"elements":[{"type":"node","id":1,"tags":{"name":"A, \"B\" [c]","x":[true,{}]}} , [],-0.5,"s,]",null],"remark":"x\\"}"#
            .utf8)

    func test_read_handsOutTheMembersValuesAndKeepsTheRest_whateverPiecesTheBytesComeIn() throws {
        // Given the values a whole reading finds, and the document with the member read as []
        let values = [
            #"{"type":"node","id":1,"tags":{"name":"A, \"B\" [c]","x":[true,{}]}}"#, "[]", "-0.5", #""s,]""#, "null",
        ]
        let frame = #"{"version":0.6,"osm3s":{"a":["elements",{"elements":[1]}]},"elements":[],"remark":"x\\"}"#

        for size in [1, 2, 3, 7, 64, document.count] {
            // When the document arrives in pieces of `size` bytes
            let (read, kept) = try stream(document, pieces: size)

            // Then
            XCTAssertEqual(read.map(trimmed), values, "pieces of \(size)")
            XCTAssertEqual(String(decoding: kept, as: UTF8.self), frame, "pieces of \(size)")
        }
    }

    func test_read_findsTheMemberWrittenWithEscapesAndOnlyAtTheTopLevel() throws {
        // Given a key written with an escape, and nested keys of the same name
        let body = Data(#"{"a":{"elements":[9]},"\u0065lements":[1,2]}"#.utf8)

        // When
        let (read, frame) = try stream(body, pieces: 5)

        // Then
        XCTAssertEqual(read.map(trimmed), ["1", "2"])
        XCTAssertEqual(String(decoding: frame, as: UTF8.self), #"{"a":{"elements":[9]},"\u0065lements":[]}"#)
    }

    func test_read_refusesExactlyWhatTheWholeReaderRefuses_onDamagedDocuments() {
        // Given 3,000 copies of the document each with one byte changed, arriving in pieces of random sizes
        var generator = SeededGenerator(seed: 32)
        let alphabet = Array(#"{}[]:,"\ -0123456789.tfnrulaes"#.utf8)
        var disagreements: [String] = []

        for _ in 0..<3_000 {
            var damaged = document
            damaged[Int.random(in: 0..<damaged.count, using: &generator)] = alphabet.randomElement(using: &generator) ?? 0
            let size = Int.random(in: 1...40, using: &generator)

            // When
            let streamed = (try? stream(damaged, pieces: size, checked: true)) != nil

            // Then
            if streamed != wholeReaderAccepts(damaged) {
                disagreements.append(String(decoding: damaged, as: UTF8.self) + " (whole: \(!streamed))")
            }
        }
        XCTAssertEqual(disagreements, [])
    }

    func test_read_refusesAFrameLargerThanItsLimit() {
        // Given a document whose part outside the member is 2 KiB
        let body = Data(("{\"remark\":\"" + String(repeating: "x", count: 2048) + "\",\"elements\":[]}").utf8)

        // When / Then
        var sut = JSONMemberStream(member: "elements", frameLimit: 1024)
        XCTAssertThrowsError(try body.withUnsafeBytes { try sut.read($0) { _ in } })
    }

    // MARK: - Helpers

    /// The values handed out and the frame; `checked`: each value and the frame read strictly, as a whole reading
    /// would (values at the depth they stand at in the document).
    private func stream(_ body: Data, pieces size: Int, checked: Bool = false) throws -> ([Data], Data) {
        var sut = JSONMemberStream(member: "elements")
        var values: [Data] = []
        for start in stride(from: 0, to: body.count, by: size) {
            try body[start..<min(start + size, body.count)].withUnsafeBytes { piece in
                try sut.read(piece) { value in
                    if checked { try Self.check(value, depth: 2) }
                    values.append(Data(value))
                }
            }
        }
        let frame = Data(sut.frame)
        if checked { try frame.withUnsafeBytes { try Self.check($0, depth: 0) } }
        return (values, frame)
    }

    private static func check(_ bytes: UnsafeRawBufferPointer, depth: Int) throws {
        var scanner = JSONScanner(bytes)
        try scanner.skipValue(depth: depth)
        guard scanner.peek() == nil else { throw JSONScanner.Malformed() }
    }

    private func wholeReaderAccepts(_ body: Data) -> Bool {
        body.withUnsafeBytes { (try? Self.check($0, depth: 0)) != nil }
    }

    private func trimmed(_ value: Data) -> String {
        String(decoding: value, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
