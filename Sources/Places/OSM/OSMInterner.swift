import Domain

/// The values many places of one answer share (their types, category, attributes: `amenity=restaurant`, the same
/// hours and zone), kept once: each place holds the first instance of an equal value, not a copy of its own (a city's
/// 300,000 places, about 100 bytes each saved).
struct OSMInterner {
    private var types: [[String]: [String]] = [:]
    private var categories: [String: String] = [:]
    private var attributes: [PlaceAttributes: PlaceAttributes] = [:]
    private var openNow: [PlaceAttributes: Bool?] = [:]

    mutating func types(_ value: [String]?) -> [String]? {
        value.map { value in Self.intern(value, in: &types) }
    }

    mutating func category(_ value: String?) -> String? {
        value.map { value in Self.intern(value, in: &categories) }
    }

    mutating func attributes(_ value: PlaceAttributes) -> PlaceAttributes {
        Self.intern(value, in: &attributes)
    }

    /// Whether equal attributes say open now, worked out once an answer (the hours read once, not once a place);
    /// not for hours that follow the sun, whose answer depends on where each place is.
    mutating func isOpen(_ attributes: PlaceAttributes, _ judge: () -> Bool?) -> Bool? {
        let hours = attributes.openingHours?.lowercased() ?? ""
        guard !["sun", "dawn", "dusk"].contains(where: hours.contains) else { return judge() }
        if let known = openNow[attributes] { return known }
        let answer = judge()
        if openNow.count < 10_000 { openNow[attributes] = answer }
        return answer
    }

    /// At most 10,000 values a kind: past that, values are kept as they come (an answer of all-different values
    /// costs no table larger than it).
    private static func intern<Value: Hashable>(_ value: Value, in table: inout [Value: Value]) -> Value {
        if let kept = table[value] { return kept }
        if table.count < 10_000 { table[value] = value }
        return value
    }
}
