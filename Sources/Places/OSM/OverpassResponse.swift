import Domain
import Foundation

/// An Overpass API answer (`[out:json]`) held whole (one place's, for `details`; a nearby answer is read as it
/// arrives: `OverpassNearbyStream`, which reads the rest of its document, its frame, with this), read from its bytes
/// element by element (`JSONScanner`): no tree of it is built and no array of its elements kept. Reading it checks the whole document and keeps what every place needs: `remark` (where Overpass reports a query
/// that failed on the server, in a 200 answer), the areas (`OSMRegion`), and whether it has a list of `elements` at
/// all (`{}`, `{"error": ...}` have none: that is not an answer, never an empty one). `forEachElement` then reads
/// the elements again, one at a time. Each field is read leniently, as untrusted: one of another type is absent.
struct OverpassResponse: Sendable {
    let data: Data
    let remark: String?
    let hasElements: Bool
    let areas: [OverpassElement]
    /// Where the `elements` array starts.
    private let elementsStart: Int?

    init(_ data: Data) throws {
        var (remark, start, areas): (String?, Int?, [OverpassElement]) = (nil, nil, [])
        var elementsSeen = false
        var inner = 0  // the bytes between the elements' `[` and `]`, which the stream never holds
        try data.withUnsafeBytes { bytes in
            var scanner = JSONScanner(bytes)
            try scanner.object { scanner, key in
                // Read as the stream reads it (`JSONMemberStream`): a second `elements` is refused.
                if key == "elements" {
                    guard !elementsSeen else { throw JSONScanner.Malformed() }
                    elementsSeen = true
                }
                switch key {
                case "remark": remark = try scanner.stringIfAny()
                case "elements" where scanner.peek() == UInt8(ascii: "["):
                    start = scanner.index
                    try scanner.array { scanner in
                        if let area = try Self.areaOrSkip(&scanner) { areas.append(area) }
                    }
                    inner = scanner.index - (start ?? 0) - 2
                default: try scanner.skipValue()
                }
            }
            guard scanner.peek() == nil else { throw JSONScanner.Malformed() }
        }
        // The rest of the document is held to the stream's frame cap.
        guard data.count - inner <= JSONMemberStream.defaultFrameLimit else { throw JSONScanner.Malformed() }
        self.data = data
        self.remark = remark
        self.hasElements = start != nil
        self.areas = areas
        elementsStart = start
    }

    /// Each element of the answer, in order; a value that is not an object is passed over.
    func forEachElement(_ body: (OverpassElement) throws -> Void) throws {
        guard let elementsStart else { return }
        try data.withUnsafeBytes { bytes in
            var scanner = JSONScanner(bytes, at: elementsStart)
            try scanner.array { scanner in
                guard scanner.peek() == UInt8(ascii: "{") else { return try scanner.skipValue() }
                try body(try OverpassElement(reading: &scanner))
            }
        }
    }

    /// An element of type `area` (read whole); any other passed over, reading only its type.
    private static func areaOrSkip(_ scanner: inout JSONScanner) throws -> OverpassElement? {
        guard scanner.peek() == UInt8(ascii: "{") else {
            try scanner.skipValue()
            return nil
        }
        let start = scanner.index
        var type: String?
        try scanner.object { scanner, key in
            if key == "type" { type = try scanner.stringIfAny() } else { try scanner.skipValue() }
        }
        guard type == "area" else { return nil }
        let end = scanner.index
        scanner.seek(to: start)
        let area = try OverpassElement(reading: &scanner)
        guard scanner.index == end else { throw JSONScanner.Malformed() }
        return area
    }
}
