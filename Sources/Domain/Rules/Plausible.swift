import Foundation

/// The ranges a value from a server or a file must be in to be shown; anything else is unknown (nil).
/// Applied where untrusted data becomes a model (DTO mappers, cache rows), so nothing downstream traps on it.
public enum Plausible {
    /// The earliest and latest instants foodybite accepts: 1970-01-01 and 2200-01-01, UTC.
    public static let dates = Date(timeIntervalSince1970: 0)...Date(timeIntervalSince1970: 7_258_118_400)

    /// A place's average rating: finite and within 1...5 (Google's scale; 0 means "no rating yet").
    public static func rating(_ value: Double?) -> Double? {
        guard let value, value.isFinite, (1.0...5.0).contains(value) else { return nil }
        return value
    }

    /// A count of ratings: not negative.
    public static func count(_ value: Int?) -> Int? {
        guard let value, value >= 0 else { return nil }
        return value
    }

    /// A review's stars: 1...5.
    public static func stars(_ value: Int?) -> Int? {
        guard let value, (1...5).contains(value) else { return nil }
        return value
    }

    /// A photo's width or height in pixels: 1...100,000.
    public static func pixels(_ value: Int?) -> Int? {
        guard let value, (1...100_000).contains(value) else { return nil }
        return value
    }

    /// Place type names worth keeping (Google's vocabulary, `PlaceKind`'s): lower-case letters and `_`, 1...64
    /// characters, each once, at most 20; anything else from a server or a file is dropped.
    public static func typeNames(_ types: [String]) -> [String] {
        var seen = Set<String>()
        let valid = types.filter { type in
            (1...64).contains(type.count) && type.allSatisfy { ("a"..."z").contains($0) || $0 == "_" }
                && seen.insert(type).inserted
        }
        return Array(valid.prefix(20))
    }

    /// Map data read back from a file: its hours no longer than foodybite reads (`PlaceAttributes.maxOpeningHoursLength`, as
    /// online), else unknown; its country and zone checked again by `PlaceAttributes`.
    public static func attributes(_ attributes: PlaceAttributes) -> PlaceAttributes {
        PlaceAttributes(
            diets: attributes.diets, wheelchair: attributes.wheelchair, outdoorSeating: attributes.outdoorSeating,
            openingHours: attributes.openingHours.flatMap { $0.utf8.count <= PlaceAttributes.maxOpeningHoursLength ? $0 : nil },
            country: attributes.country, timeZone: attributes.timeZone, periods: attributes.periods,
            localName: attributes.localName)
    }

    /// An instant given in seconds since 1970, within `dates`.
    public static func date(secondsSince1970 value: Double?) -> Date? {
        guard let value, value.isFinite else { return nil }
        return date(Date(timeIntervalSince1970: value))
    }

    /// `value` when it is within `dates`.
    public static func date(_ value: Date?) -> Date? {
        guard let value, dates.contains(value) else { return nil }
        return value
    }
}
