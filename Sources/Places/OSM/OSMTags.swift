import Domain

/// An element's tags: the string values (one longer than `PlaceAttributes.maxOpeningHoursLength` is dropped, never cut), read
/// back cut to 255 characters (OpenStreetMap's own limit) except where a value must be read whole (`whole`: the
/// hours, which read in part would mean something else); anything else a server sends there is skipped, never an
/// error.
struct OSMTags: Sendable {
    let values: [String: String]

    init(_ values: [String: String]) {
        self.values = values
    }

    subscript(_ key: String) -> String? {
        assert(Self.isRead(key) != .no, "OSMTags.keys must list \(key): it is dropped when an answer is read")
        return values[key].flatMap { nonBlank($0, limit: 255) }
    }

    /// A value as it was sent, never cut (`opening_hours`).
    func whole(_ key: String) -> String? {
        assert(Self.isRead(key) != .no, "OSMTags.keys must list \(key): it is dropped when an answer is read")
        return values[key].flatMap { nonBlank($0, limit: PlaceAttributes.maxOpeningHoursLength) }
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

    /// Whether foodybite reads a key: one of its own (`keys`), or of a family it reads (`families`: `diet:vegan`,
    /// `disused:amenity`).
    enum Read: Equatable {
        case no, key, family
    }

    static func isRead(_ key: String) -> Read {
        if keys.contains(key) || localNameKeys.contains(key) { return .key }
        guard let colon = key.utf8.firstIndex(of: UInt8(ascii: ":")) else { return .no }
        let head = key.utf8[..<colon]
        return families.contains { $0.utf8.elementsEqual(head) } ? .family : .no
    }

    /// Whether foodybite reads a key written as these bytes, before any `String` is made of it (Overpass sends
    /// hundreds of `name:*` on a country's area).
    static func isRead(bytes key: UnsafeRawBufferPointer) -> Bool {
        if keyBytes.contains(where: { $0.count == key.count && $0.elementsEqual(key) }) { return true }
        if key.starts(with: namePrefix), Conventions.inUse.language != nil {
            return localNameKeys.contains { $0.utf8.count == key.count && $0.utf8.elementsEqual(key) }
        }
        guard let colon = key.firstIndex(of: UInt8(ascii: ":")) else { return false }
        let head = UnsafeRawBufferPointer(rebasing: key[..<colon])
        return familyBytes.contains { $0.count == head.count && $0.elementsEqual(head) }
    }

    private static let keyBytes = keys.map { Array($0.utf8) }
    private static let namePrefix = Array("name:".utf8)

    /// The names in the reader's language, most specific first: `name:zh-Hant-TW`, `name:zh-Hant`, `name:zh`; none
    /// without a language.
    static var localNameKeys: [String] {
        guard let tag = Conventions.inUse.language else { return [] }
        let parts = tag.split(separator: "-")
        return (1...max(1, parts.count)).reversed().map { "name:" + parts.prefix($0).joined(separator: "-") }
    }
    private static let familyBytes = families.map { Array($0.utf8) }

    /// The keys foodybite reads: a place's (what it is, its name, address, hours, contacts, access) and an area's
    /// (`OSMRegion`: its level, zone and country).
    static let keys: Set<String> = [
        "name", "amenity", "shop", "cuisine", "opening_hours", "wheelchair", "outdoor_seating", "phone", "contact:phone",
        "website", "contact:website", "addr:housenumber", "addr:street", "addr:postcode", "addr:city", "addr:country",
        "admin_level", "boundary", "timezone", "ISO3166-1", "ISO3166-1:alpha2", "ISO3166-2",
    ]

    /// The families' prefixes, before their `:`.
    private static let families = ["diet", "disused", "was", "abandoned"]

    /// Whether the element is a former place (`disused:amenity`, `was:shop`): left out.
    var isFormer: Bool {
        values.keys.contains { $0.hasPrefix("disused:") || $0.hasPrefix("was:") || $0.hasPrefix("abandoned:") }
    }
}
