import Domain

/// An element's tags: the string values (one longer than `OSMOpeningHours.maxLength` is dropped, never cut), read
/// back cut to 255 characters (OpenStreetMap's own limit) except where a value must be read whole (`whole`: the
/// hours, which read in part would mean something else); anything else a server sends there is skipped, never an
/// error.
struct OSMTags: Sendable {
    let values: [String: String]

    init(_ values: [String: String]) {
        self.values = values
    }

    subscript(_ key: String) -> String? {
        values[key].flatMap { nonBlank($0, limit: 255) }
    }

    /// A value as it was sent, never cut (`opening_hours`).
    func whole(_ key: String) -> String? {
        values[key].flatMap { nonBlank($0, limit: OSMOpeningHours.maxLength) }
    }

    /// A `;` list (`cuisine=pizza;italian`), each value trimmed and lower-cased.
    func list(_ key: String) -> [String] {
        (self[key] ?? "").split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
            .filter { !$0.isEmpty }
    }

    /// `yes` (true), `no` (false); `only` counts as yes; `limited` as no; anything else unknown.
    func flag(_ key: String) -> Bool? {
        switch self[key]?.lowercased() {
        case "yes", "only", "designated": true
        case "no", "limited": false
        default: nil
        }
    }

    /// Whether the element is a former place (`disused:amenity`, `was:shop`): left out.
    var isFormer: Bool {
        values.keys.contains { $0.hasPrefix("disused:") || $0.hasPrefix("was:") || $0.hasPrefix("abandoned:") }
    }
}
