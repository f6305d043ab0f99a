import Foundation
import OpeningHoursLanguage

/// What a place's map data says beyond a rating: the diets it serves, whether it can be entered in a wheelchair,
/// whether it has seats outside, and its opening hours as written. Only OpenStreetMap gives them (a place of
/// another provider has none: nil, but for Google's hours as periods and its zone); each is nil when not tagged.
public struct PlaceAttributes: Equatable, Hashable, Sendable, Codable {
    /// The values, in one shared object: a place holds a reference (8 bytes, not 64), and equal attributes kept once
    /// (`OSMInterner`) are one object for every place that has them (a city's answer is 300,000 places).
    private final class Storage: Sendable {
        let values: Values

        init(_ values: Values) {
            self.values = values
        }
    }

    /// What the attributes say, as encoded (the properties below, in the same names).
    private struct Values: Hashable, Sendable, Codable {
        var diets: [Diet]
        var wheelchair: Bool?
        var outdoorSeating: Bool?
        var openingHours: String?
        var country: String?
        var timeZone: String?
        var periods: OpeningPeriods?
        var localName: String?

        /// The values as kept: each diet once, in order; a country only as its assigned code, a zone only as an
        /// identifier Foundation knows (anything else nil).
        var normalized: Values {
            var values = self
            values.diets = Diet.once(diets)
            values.country = country.flatMap(PlaceAttributes.countryCode)
            values.timeZone = timeZone.flatMap(PlaceAttributes.zone)?.identifier
            return values
        }
    }

    private let storage: Storage

    /// The diets it says it serves (`yes` or `only`), each once, in `Diet`'s order.
    public var diets: [Diet] { storage.values.diets }
    /// `wheelchair=yes` (true), `no` or `limited` (false).
    public var wheelchair: Bool? { storage.values.wheelchair }
    /// `outdoor_seating=yes|no`.
    public var outdoorSeating: Bool? { storage.values.outdoorSeating }
    /// `opening_hours`, as written (shown by `details`, read by `--open-now`).
    public var openingHours: String? { storage.values.openingHours }
    /// The country of its address (`addr:country`, ISO 3166-1 alpha-2, upper case): whose public holidays `PH` in its
    /// hours means.
    public var country: String? { storage.values.country }
    /// The time zone its hours are written in (an IANA identifier Foundation knows, e.g. `Asia/Tokyo`): the zone of
    /// the smallest OpenStreetMap area around it that names one. Nil: the user's own.
    public var timeZone: String? { storage.values.timeZone }
    /// Hours as periods (Google's), when its provider gives them so rather than as written.
    public var periods: OpeningPeriods? { storage.values.periods }
    /// Its name in the reader's language (OpenStreetMap's `name:fr`), when that differs from its `name`.
    public var localName: String? { storage.values.localName }
    /// Whether it has hours of either kind.
    public var hasHours: Bool { openingHours != nil || periods != nil }

    public init(
        diets: [Diet] = [], wheelchair: Bool? = nil, outdoorSeating: Bool? = nil, openingHours: String? = nil,
        country: String? = nil, timeZone: String? = nil, periods: OpeningPeriods? = nil, localName: String? = nil
    ) {
        storage = Storage(
            Values(
                diets: diets, wheelchair: wheelchair, outdoorSeating: outdoorSeating, openingHours: openingHours,
                country: country, timeZone: timeZone, periods: periods, localName: localName
            ).normalized)
    }

    public init(from decoder: any Decoder) throws {
        storage = Storage(try Values(from: decoder).normalized)
    }

    public func encode(to encoder: any Encoder) throws {
        try storage.values.encode(to: encoder)
    }

    public static func == (lhs: PlaceAttributes, rhs: PlaceAttributes) -> Bool {
        lhs.storage === rhs.storage || lhs.storage.values == rhs.storage.values
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(storage.values)
    }

    /// A country's code: two ASCII letters, upper-cased, that ISO 3166-1 assigns to a country (`ISO3166`); nil for
    /// anything else, a reserved code (`FX`, `EU`, `UK`) included: it names no calendar.
    public static func countryCode(_ text: String) -> String? {
        guard text.utf8.count == 2, text.allSatisfy({ $0.isASCII && $0.isLetter }) else { return nil }
        let code = text.uppercased()
        return ISO3166.isAssigned(code) ? code : nil
    }

    /// A time zone Foundation knows by this identifier (at most 64 characters, as IANA's are); nil for anything else.
    public static func zone(_ identifier: String) -> TimeZone? {
        guard (1...64).contains(identifier.utf8.count), identifier.allSatisfy({ $0.isASCII && !$0.isWhitespace }) else {
            return nil
        }
        return TimeZone(identifier: identifier)
    }

    /// Its own time zone, the one its hours are read in; nil when unknown: then its hours are not judged at all (read
    /// on the user's clock they would be wrong anywhere else, issue 56).
    public var ownZone: TimeZone? { timeZone.flatMap(TimeZone.init(identifier:)) }

    /// Whether it has hours that cannot be judged: no zone of its own to read them in.
    public var hasHoursWithoutZone: Bool { hasHours && ownZone == nil }

    /// Hours as written that name public holidays (`PH`) where foodybite knows no calendar (no country, or one it has
    /// none of): they are judged on no day, and the country (nil: unknown) is named in a note.
    public var holidaysUnknown: (Bool, country: String?) {
        guard let hours = openingHours, Self.namesHolidays(hours) else { return (false, nil) }
        return (holidays == nil, country)
    }

    /// Whether `PH` is in the value (a byte scan: this is asked of every row with hours).
    private static func namesHolidays(_ hours: String) -> Bool {
        var previous: UInt8 = 0
        for byte in hours.utf8 {
            if previous == UInt8(ascii: "P") && byte == UInt8(ascii: "H") { return true }
            previous = byte
        }
        return false
    }

    /// Why such hours are not judged, as a user reads it.
    public static let noZoneReason = "no time zone is known where it is"

    /// The hours judged at an instant in its own time zone, `PH` by the calendar of its country (unknown without one),
    /// sun times at its `location`; nil when there are no hours, they are not understood, or its zone is unknown.
    public func isOpen(at date: Date, location: Location?) -> Bool? {
        guard let zone = ownZone else { return nil }
        guard openingHours != nil else { return periods?.isOpen(at: date, in: zone) }
        return openingHours.flatMap(OSMOpeningHours.init).flatMap {
            $0.isOpen(at: date, in: zone, holidays: holidays, coordinate: location.map(Self.coordinate))
        }
    }

    /// When its hours' state at `date` next changes (within a week), read as `isOpen` reads them; nil when unknown.
    public func nextChange(after date: Date, location: Location?) -> Date? {
        guard let zone = ownZone else { return nil }
        guard openingHours != nil else { return periods?.nextChange(after: date, in: zone) }
        return openingHours.flatMap(OSMOpeningHours.init).flatMap {
            $0.nextChange(after: date, in: zone, holidays: holidays, coordinate: location.map(Self.coordinate))
        }
    }

    /// Its hours over the seven days from `date`'s, in its own zone: each day's start and its text ("11:00-15:00",
    /// "closed", "unknown"); empty when there are no hours, they are not understood, or its zone is unknown.
    public func week(from date: Date, location: Location?) -> [(day: Date, text: String)] {
        guard let zone = ownZone else { return [] }
        guard openingHours != nil else { return periods?.week(from: date, in: zone) ?? [] }
        guard let hours = openingHours.flatMap(OSMOpeningHours.init) else { return [] }
        return hours.week(
            from: date, in: zone, holidays: holidays, coordinate: location.map(Self.coordinate),
            clock: { Conventions.inUse.hourCycle.clock(minutes: $0) })
    }

    /// The longest hours as written that foodybite reads (longer ones are dropped, never cut).
    public static let maxOpeningHoursLength = OSMOpeningHours.maxLength

    /// Its country's public holidays, for `PH`; nil without a country, or for one whose calendar is not known.
    private var holidays: PublicHolidays? { country.flatMap(PublicHolidays.of(country:)) }

    private static func coordinate(_ location: Location) -> Coordinate {
        Coordinate(latitude: location.latitude, longitude: location.longitude)
    }

    /// What both say: this one's values, the other's where this one has none; diets of either.
    public func merging(_ other: PlaceAttributes) -> PlaceAttributes {
        PlaceAttributes(
            diets: diets + other.diets, wheelchair: wheelchair ?? other.wheelchair,
            outdoorSeating: outdoorSeating ?? other.outdoorSeating, openingHours: openingHours ?? other.openingHours,
            country: country ?? other.country, timeZone: timeZone ?? other.timeZone, periods: periods ?? other.periods,
            localName: localName ?? other.localName)
    }
}
