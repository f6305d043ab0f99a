/// One public holiday of a country's calendar (`PublicHolidays`): when it falls in a year, whether the whole country
/// keeps it (a holiday of some regions only is `regional`: on that day `PH` is unknown, never guessed), whether a
/// weekend moves it to a weekday (`moved`, by the calendar's `Substitution`), and the years it exists.
struct HolidayRule: Sendable {
    enum When: Sendable {
        case date(month: Int, day: Int)
        /// A date that moves back a day when it is a Sunday (the Netherlands' King's Day).
        case dateUnlessSunday(month: Int, day: Int)
        case easter(Int)
        case orthodoxEaster(Int)
        /// The `nth` weekday (0 Monday; -1: the last) of a month.
        case weekday(Int, nth: Int, month: Int)
        /// The first weekday (0 Monday) on or after a date.
        case weekdayFrom(Int, month: Int, day: Int)
        /// Japan's equinox days (the Cabinet's formula, 1980-2099).
        case equinox(march: Bool)
        /// Ireland's St Brigid's Day: the first Monday of February, or 1 February when that is a Friday.
        case brigid
    }

    let when: When
    var regional = false
    var moved = false
    var years: ClosedRange<Int> = 1900...2099
    /// Every `cycle` years from the first of `years` (Mexico's inauguration day).
    var cycle = 1

    static func on(_ month: Int, _ day: Int) -> HolidayRule { HolidayRule(when: .date(month: month, day: day)) }
    static func easter(_ offset: Int) -> HolidayRule { HolidayRule(when: .easter(offset)) }
    static func orthodoxEaster(_ offset: Int) -> HolidayRule { HolidayRule(when: .orthodoxEaster(offset)) }
    static func nth(_ nth: Int, _ weekday: Int, of month: Int) -> HolidayRule {
        HolidayRule(when: .weekday(weekday, nth: nth, month: month))
    }
    static func first(_ weekday: Int, from month: Int, _ day: Int) -> HolidayRule {
        HolidayRule(when: .weekdayFrom(weekday, month: month, day: day))
    }

    /// Kept in some regions only.
    var inSomeRegions: HolidayRule { with { $0.regional = true } }
    /// Moved to a weekday when it falls on a weekend.
    var movedOffWeekends: HolidayRule { with { $0.moved = true } }
    func since(_ year: Int) -> HolidayRule { with { $0.years = year...2099 } }
    func during(_ years: ClosedRange<Int>) -> HolidayRule { with { $0.years = years } }
    func every(_ years: Int, since year: Int) -> HolidayRule {
        with {
            $0.cycle = years
            $0.years = year...2099
        }
    }

    /// Its day in a year; nil when it has none that year.
    func day(in year: Int) -> CivilDay? {
        guard years.contains(year), (year - years.lowerBound) % cycle == 0 else { return nil }
        switch when {
        case .date(let month, let day): return CivilDay(year: year, month: month, day: day)
        case .dateUnlessSunday(let month, let day):
            let date = CivilDay(year: year, month: month, day: day)
            return date.weekday == 6 ? date.adding(-1) : date
        case .easter(let offset): return CivilDay.easter(year).adding(offset)
        case .orthodoxEaster(let offset): return CivilDay.orthodoxEaster(year).adding(offset)
        case .weekday(let weekday, let nth, let month): return CivilDay.weekday(weekday, nth: nth, month: month, year: year)
        case .weekdayFrom(let weekday, let month, let day):
            return CivilDay.onOrAfter(weekday, CivilDay(year: year, month: month, day: day))
        case .brigid:
            let first = CivilDay(year: year, month: 2, day: 1)
            return first.weekday == 4 ? first : CivilDay.onOrAfter(0, first)
        case .equinox(let march):
            let elapsed = year - 1980
            let base = march ? 20.8431 : 23.2488
            let day = Int(base + 0.242194 * Double(elapsed)) - elapsed / 4
            return CivilDay(year: year, month: march ? 3 : 9, day: day)
        }
    }

    private func with(_ change: (inout HolidayRule) -> Void) -> HolidayRule {
        var rule = self
        change(&rule)
        return rule
    }
}
