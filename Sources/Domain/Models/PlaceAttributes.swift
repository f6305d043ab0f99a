import Foundation

/// What a place's map data says beyond a rating: the diets it serves, whether it can be entered in a wheelchair,
/// whether it has seats outside, and its opening hours as written. Only OpenStreetMap gives them (a place of
/// another provider has none: nil); each is nil when not tagged.
public struct PlaceAttributes: Equatable, Hashable, Sendable, Codable {
    /// The diets it says it serves (`yes` or `only`), each once, in `Diet`'s order.
    public let diets: [Diet]
    /// `wheelchair=yes` (true), `no` or `limited` (false).
    public let wheelchair: Bool?
    /// `outdoor_seating=yes|no`.
    public let outdoorSeating: Bool?
    /// `opening_hours`, as written (shown by `details`, read by `--open-now`).
    public let openingHours: String?
    /// The country of its address (`addr:country`, ISO 3166-1 alpha-2, upper case): whose public holidays `PH` in its
    /// hours means.
    public let country: String?
    /// The time zone its hours are written in (an IANA identifier Foundation knows, e.g. `Asia/Tokyo`): the zone of
    /// the smallest OpenStreetMap area around it that names one. Nil: the user's own.
    public let timeZone: String?

    public init(
        diets: [Diet] = [], wheelchair: Bool? = nil, outdoorSeating: Bool? = nil, openingHours: String? = nil,
        country: String? = nil, timeZone: String? = nil
    ) {
        self.diets = Array(Set(diets)).sorted()
        self.wheelchair = wheelchair
        self.outdoorSeating = outdoorSeating
        self.openingHours = openingHours
        self.country = country.flatMap(Self.countryCode)
        self.timeZone = timeZone.flatMap(Self.zone)?.identifier
    }

    /// Two ASCII letters, upper-cased; nil for anything else.
    public static func countryCode(_ text: String) -> String? {
        text.utf8.count == 2 && text.allSatisfy({ $0.isASCII && $0.isLetter }) ? text.uppercased() : nil
    }

    /// A time zone Foundation knows by this identifier (at most 64 characters, as IANA's are); nil for anything else.
    public static func zone(_ identifier: String) -> TimeZone? {
        guard (1...64).contains(identifier.utf8.count), identifier.allSatisfy({ $0.isASCII && !$0.isWhitespace }) else {
            return nil
        }
        return TimeZone(identifier: identifier)
    }

    /// The time zone its hours are read in: its own, else `fallback` (the user's).
    public func zone(or fallback: TimeZone) -> TimeZone {
        timeZone.flatMap(TimeZone.init(identifier:)) ?? fallback
    }

    /// The hours judged at an instant in its own time zone (else `fallback`), `PH` by the calendar of its country
    /// (unknown without one), sun times at its `location`; nil when there are no hours or they are not understood.
    public func isOpen(at date: Date, in fallback: TimeZone, location: Location?) -> Bool? {
        openingHours.flatMap(OSMOpeningHours.init).flatMap {
            $0.isOpen(
                at: date, in: zone(or: fallback), holidays: country.flatMap(PublicHolidays.of(country:)), location: location)
        }
    }

    /// When its hours' state at `date` next changes (within a week), read as `isOpen` reads them; nil when unknown.
    public func nextChange(after date: Date, in fallback: TimeZone, location: Location?) -> Date? {
        openingHours.flatMap(OSMOpeningHours.init).flatMap {
            $0.nextChange(
                after: date, in: zone(or: fallback), holidays: country.flatMap(PublicHolidays.of(country:)), location: location)
        }
    }

    /// Its hours over the seven days from `date`'s, in its own zone: each day's start and its text ("11:00-15:00",
    /// "closed", "unknown"); empty when there are no hours or they are not understood.
    public func week(from date: Date, in fallback: TimeZone, location: Location?) -> [(day: Date, text: String)] {
        guard let hours = openingHours.flatMap(OSMOpeningHours.init) else { return [] }
        return hours.week(
            from: date, in: zone(or: fallback), holidays: country.flatMap(PublicHolidays.of(country:)), location: location)
    }

    /// What both say: this one's values, the other's where this one has none; diets of either.
    public func merging(_ other: PlaceAttributes) -> PlaceAttributes {
        PlaceAttributes(
            diets: diets + other.diets, wheelchair: wheelchair ?? other.wheelchair,
            outdoorSeating: outdoorSeating ?? other.outdoorSeating, openingHours: openingHours ?? other.openingHours,
            country: country ?? other.country, timeZone: timeZone ?? other.timeZone)
    }
}
