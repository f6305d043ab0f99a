import Domain

/// A node (`lat`, `lon`), or a way or relation placed at its `center`; an `area` (its tags).
struct OverpassElement: Sendable {
    struct Center: Sendable {
        var lat, lon: Double?
    }

    var type: String?
    var id: Int64?
    var lat, lon: Double?
    var center: Center?
    var tags: OSMTags?

    init() {}

    /// An element read from its object, where `scanner` stands.
    init(reading scanner: inout JSONScanner) throws {
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
            case "tags" where scanner.peek() == UInt8(ascii: "{"): element.tags = try Self.tags(&scanner)
            default: try scanner.skipValue()
            }
        }
        self = element
    }

    /// The tags foodybite reads (`OSMTags.isRead`), whatever their number and order: Overpass prints an element's tags
    /// sorted by key, and an area has hundreds (Monaco's 213, `timezone` among the last), so keeping the first N would
    /// lose some. Of the others nothing is kept. The families of keys (`diet:*`, `disused:*`) keep at most 500 between
    /// them; keys of at most 255 bytes, values of text only and at most the longest hours read.
    private static func tags(_ scanner: inout JSONScanner) throws -> OSMTags {
        var values: [String: String] = [:]
        var family = 0
        try scanner.object(keeping: OSMTags.isRead(bytes:)) { scanner, key in
            let read = OSMTags.isRead(key)
            guard read != .no, key.utf8.count <= 255 else { return try scanner.skipValue() }
            guard let value = try scanner.stringIfAny(), value.utf8.count <= PlaceAttributes.maxOpeningHoursLength else { return }
            if read == .family {
                family += 1
                guard family <= 500 else { return }
            }
            values[key] = value
        }
        return OSMTags(values)
    }
}
