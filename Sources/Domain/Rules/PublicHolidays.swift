/// A country's public holidays, for `opening_hours`' `PH`: fixed dates and dates that move with Easter (Western,
/// Gregorian computus). Only countries whose holidays are the same everywhere in them are listed, so that a place's
/// country is enough; elsewhere `PH` stays unknown, never a guess.
public struct PublicHolidays: Sendable {
    /// ISO 3166-1 alpha-2, upper case.
    public let country: String
    private let fixed: Set<Int>
    private let easterOffsets: Set<Int>

    /// France (metropolitan, outside Alsace-Moselle, whose two extra holidays it cannot tell from a country alone:
    /// they are missing, so a place there may be judged open on them): New Year, Easter Monday, 1 and 8 May,
    /// Ascension, Whit Monday, 14 July, Assumption, All Saints, Armistice, Christmas.
    private static let calendars: [String: PublicHolidays] = [
        "FR": PublicHolidays(
            country: "FR", fixed: [101, 501, 508, 714, 815, 1101, 1111, 1225], easterOffsets: [1, 39, 50])
    ]

    /// The calendar of a country; nil when foodybite has none for it.
    public static func of(country: String) -> PublicHolidays? {
        calendars[country.uppercased()]
    }

    /// Whether a date (Gregorian, local) is a holiday.
    public func contains(year: Int, month: Int, day: Int) -> Bool {
        if fixed.contains(month * 100 + day) { return true }
        guard !easterOffsets.isEmpty, let easter = Self.easter(year) else { return false }
        let offset = Self.dayNumber(year, month, day) - Self.dayNumber(year, easter.month, easter.day)
        return easterOffsets.contains(offset)
    }

    /// Easter Sunday (the anonymous Gregorian algorithm), for years 1583...9999.
    static func easter(_ year: Int) -> (month: Int, day: Int)? {
        guard (1583...9999).contains(year) else { return nil }
        let (a, b, c) = (year % 19, year / 100, year % 100)
        let g = (b - (b + 8) / 25 + 1) / 3
        let h = (19 * a + b - b / 4 - g + 15) % 30
        let l = (32 + 2 * (b % 4) + 2 * (c / 4) - h - c % 4) % 7
        let m = (a + 11 * h + 22 * l) / 451
        let n = h + l - 7 * m + 114
        return (n / 31, n % 31 + 1)
    }

    /// Days since a fixed origin (proleptic Gregorian), for differences between dates of one year.
    private static func dayNumber(_ year: Int, _ month: Int, _ day: Int) -> Int {
        let shifted = month <= 2 ? (year - 1, month + 12) : (year, month)
        return 365 * shifted.0 + shifted.0 / 4 - shifted.0 / 100 + shifted.0 / 400 + (153 * (shifted.1 - 3) + 2) / 5 + day
    }
}
