/// A Gregorian calendar day as a count of days from 1970-01-01 (proleptic), for holiday arithmetic without Foundation's
/// calendars: weekdays, offsets from Easter, the nth Monday of a month; and a reader's dates.
public struct CivilDay: Hashable, Comparable, Sendable {
    public let number: Int

    public init(number: Int) {
        self.number = number
    }

    /// Howard Hinnant's `days_from_civil`.
    public init(year: Int, month: Int, day: Int) {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        number = era * 146_097 + dayOfEra - 719_468
    }

    /// 0 Monday ... 6 Sunday (1970-01-01 was a Thursday).
    public var weekday: Int { ((number % 7) + 7 + 3) % 7 }

    public var year: Int { civil.year }

    /// Howard Hinnant's `civil_from_days`.
    public var civil: (year: Int, month: Int, day: Int) {
        let z = number + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let shifted = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * shifted + 2) / 5 + 1
        let month = shifted < 10 ? shifted + 3 : shifted - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }

    public func adding(_ days: Int) -> CivilDay { CivilDay(number: number + days) }

    /// 1...366.
    public var dayOfYear: Int { number - CivilDay(year: year, month: 1, day: 1).number + 1 }

    public static func daysIn(month: Int, year: Int) -> Int {
        let next = month == 12 ? CivilDay(year: year + 1, month: 1, day: 1) : CivilDay(year: year, month: month + 1, day: 1)
        return next.number - CivilDay(year: year, month: month, day: 1).number
    }

    /// ISO 8601's week of the year (1...53): the week of its Thursday.
    var isoWeek: Int {
        let thursday = adding(3 - weekday)
        return (thursday.dayOfYear - 1) / 7 + 1
    }

    public static func < (lhs: CivilDay, rhs: CivilDay) -> Bool { lhs.number < rhs.number }

    /// Western Easter Sunday (the anonymous Gregorian algorithm).
    static func easter(_ year: Int) -> CivilDay {
        let (a, b, c) = (year % 19, year / 100, year % 100)
        let g = (b - (b + 8) / 25 + 1) / 3
        let h = (19 * a + b - b / 4 - g + 15) % 30
        let l = (32 + 2 * (b % 4) + 2 * (c / 4) - h - c % 4) % 7
        let m = (a + 11 * h + 22 * l) / 451
        let n = h + l - 7 * m + 114
        return CivilDay(year: year, month: n / 31, day: n % 31 + 1)
    }

    /// Orthodox Easter Sunday (Meeus's Julian algorithm, moved to the Gregorian calendar: 13 days in 1900-2099).
    static func orthodoxEaster(_ year: Int) -> CivilDay {
        let (a, b, c) = (year % 4, year % 7, year % 19)
        let d = (19 * c + 15) % 30
        let e = (2 * a + 4 * b - d + 34) % 7
        let month = (d + e + 114) / 31
        let day = (d + e + 114) % 31 + 1
        return CivilDay(year: year, month: month, day: day).adding(13)
    }

    /// The `nth` (1...5; -1 the last) given weekday of a month.
    static func weekday(_ weekday: Int, nth: Int, month: Int, year: Int) -> CivilDay {
        if nth < 0 {
            let next = month == 12 ? CivilDay(year: year + 1, month: 1, day: 1) : CivilDay(year: year, month: month + 1, day: 1)
            let last = next.adding(-1)
            return last.adding(-((last.weekday - weekday + 7) % 7))
        }
        return onOrAfter(weekday, CivilDay(year: year, month: month, day: 1)).adding(7 * (nth - 1))
    }

    /// The first given weekday on or after a day.
    static func onOrAfter(_ weekday: Int, _ day: CivilDay) -> CivilDay {
        day.adding((weekday - day.weekday + 7) % 7)
    }
}
