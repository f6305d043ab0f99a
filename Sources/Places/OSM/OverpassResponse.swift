import Domain
import Foundation

/// An Overpass API answer (`[out:json]`), read from its bytes element by element (`JSONScanner`): a city's answer is
/// tens of MiB and hundreds of thousands of elements, so no tree of it is built and no array of its elements kept.
/// Reading it checks the whole document and keeps what every place needs: `remark` (where Overpass reports a query
/// that failed on the server, in a 200 answer), the areas (`OSMRegion`), and whether it has a list of `elements` at
/// all (`{}`, `{"error": ...}` have none: that is not an answer, never an empty one). `forEachElement` then reads
/// the elements again, one at a time. Each field is read leniently, as untrusted: one of another type is absent.
struct OverpassResponse: Sendable {
    let data: Data
    let remark: String?
    let hasElements: Bool
    let areas: [OverpassElement]
    /// How many elements the answer has (areas included).
    let count: Int
    /// Where the `elements` array starts.
    private let elementsStart: Int?

    init(_ data: Data) throws {
        var (remark, start, areas, count): (String?, Int?, [OverpassElement], Int) = (nil, nil, [], 0)
        try data.withUnsafeBytes { bytes in
            var scanner = JSONScanner(bytes)
            try scanner.object { scanner, key in
                switch key {
                case "remark": remark = try scanner.stringIfAny()
                case "elements" where scanner.peek() == UInt8(ascii: "["):
                    start = scanner.index
                    try scanner.array { scanner in
                        count += 1
                        if let area = try Self.areaOrSkip(&scanner) { areas.append(area) }
                    }
                default: try scanner.skipValue()
                }
            }
            guard scanner.peek() == nil else { throw JSONScanner.Malformed() }
        }
        self.data = data
        self.remark = remark
        self.hasElements = start != nil
        self.areas = areas
        self.count = count
        elementsStart = start
    }

    /// Each element of the answer, in order; a value that is not an object is passed over.
    func forEachElement(_ body: (OverpassElement) throws -> Void) throws {
        guard let elementsStart else { return }
        try data.withUnsafeBytes { bytes in
            var scanner = JSONScanner(bytes, at: elementsStart)
            try scanner.array { scanner in
                guard scanner.peek() == UInt8(ascii: "{") else { return try scanner.skipValue() }
                try body(try Self.element(&scanner))
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
        let area = try element(&scanner)
        guard scanner.index == end else { throw JSONScanner.Malformed() }
        return area
    }

    private static func element(_ scanner: inout JSONScanner) throws -> OverpassElement {
        var element = OverpassElement()
        try scanner.object { scanner, key in
            switch key {
            case "type": element.type = try scanner.stringIfAny()
            case "id": element.id = try scanner.numberTextIfAny().flatMap { Int64($0) }
            case "lat": element.lat = try scanner.numberTextIfAny().flatMap { Double($0) }
            case "lon": element.lon = try scanner.numberTextIfAny().flatMap { Double($0) }
            case "center" where scanner.peek() == UInt8(ascii: "{"):
                var center = OverpassElement.Center()
                try scanner.object { scanner, key in
                    switch key {
                    case "lat": center.lat = try scanner.numberTextIfAny().flatMap { Double($0) }
                    case "lon": center.lon = try scanner.numberTextIfAny().flatMap { Double($0) }
                    default: try scanner.skipValue()
                    }
                }
                element.center = center
            case "tags" where scanner.peek() == UInt8(ascii: "{"): element.tags = try tags(&scanner)
            default: try scanner.skipValue()
            }
        }
        return element
    }

    /// At most 500 tags, keys of at most 255 bytes, values of text only and at most the longest hours read.
    private static func tags(_ scanner: inout JSONScanner) throws -> OSMTags {
        var values: [String: String] = [:]
        var count = 0
        try scanner.object { scanner, key in
            count += 1
            guard let value = try scanner.stringIfAny(), count <= 500, key.utf8.count <= 255,
                value.utf8.count <= OSMOpeningHours.maxLength
            else { return }
            values[key] = value
        }
        return OSMTags(values)
    }
}

/// A node (`lat`, `lon`), or a way or relation placed at its `center`; an `area` (its tags).
struct OverpassElement: Sendable {
    struct Center: Sendable {
        var lat: Double?
        var lon: Double?
    }

    var type: String?
    var id: Int64?
    var lat: Double?
    var lon: Double?
    var center: Center?
    var tags: OSMTags?
}
