/// A country's public holidays, for `opening_hours`' `PH` (`PublicHolidayCalendars`): each day is a holiday in the
/// whole country (true), in some of its regions only (nil: unknown, as a country alone cannot tell), or not (false).
/// Weekend holidays move as the country moves them (`Substitution`). Outside the years a calendar knows, unknown.
public struct PublicHolidays: Sendable {
    /// How a holiday on a weekend moves (only the rules marked `moved`, except Japan's, where every holiday does).
    enum Substitution: Sendable {
        case none
        /// Saturday to the Friday before, Sunday to the Monday after (the United States' federal rule).
        case nearestWeekday
        /// To the next weekday that is not already a holiday (the United Kingdom, Australia, Canada).
        case nextWeekday
        /// A Sunday holiday makes the Monday after a holiday in some regions (Spain's regions decide each year).
        case mondayInSomeRegions
        /// A Sunday holiday moves to the next day that is not a holiday; a day between two holidays is one (Japan).
        case japan
    }

    private let rules: [HolidayRule]
    private let substitution: Substitution
    private let years: ClosedRange<Int>

    init(_ rules: [HolidayRule], substitution: Substitution = .none, years: ClosedRange<Int> = 1900...2099) {
        self.rules = rules
        self.substitution = substitution
        self.years = years
    }

    /// The calendar of a country (ISO 3166-1 alpha-2, any case); nil when foodybite has none for it.
    public static func of(country: String) -> PublicHolidays? {
        let code = country.uppercased()
        // Åland (ISO 3166's AX) keeps Finland's holidays (issue 66: it had none, and `PH` was unknown there).
        return calendars[aliases[code] ?? code]
    }

    /// Territories with a code of their own that keep another country's holidays.
    static let aliases = ["AX": "FI"]

    /// The ISO codes of the countries foodybite has a calendar for.
    public static var countries: [String] { calendars.keys.sorted() }

    /// Whether a date (Gregorian, local) is a public holiday: true in the whole country, nil in some regions only
    /// (or outside the years the calendar knows), false otherwise.
    public func contains(year: Int, month: Int, day: Int) -> Bool? {
        guard years.contains(year) else { return nil }
        let date = CivilDay(year: year, month: month, day: day)
        // A weekend holiday of the year before or after can move into this one (31 December, 2 January).
        var whole = Set<CivilDay>()
        var some = Set<CivilDay>()
        for year in year - 1...year + 1 where years.contains(year) {
            let days = holidays(in: year)
            whole.formUnion(days.whole)
            some.formUnion(days.some)
        }
        if whole.contains(date) { return true }
        return some.contains(date) ? nil : false
    }

    /// The holidays of one year: kept everywhere, and kept in some regions.
    private func holidays(in year: Int) -> (whole: Set<CivilDay>, some: Set<CivilDay>) {
        var whole = Set<CivilDay>()
        var some = Set<CivilDay>()
        var moving: [(day: CivilDay, regional: Bool)] = []
        for rule in rules {
            guard let day = rule.day(in: year) else { continue }
            if rule.regional { some.insert(day) } else { whole.insert(day) }
            if rule.moved || substitution == .japan || substitution == .mondayInSomeRegions {
                moving.append((day, rule.regional))
            }
        }
        for (day, regional) in moving.sorted(by: { $0.day < $1.day }) {
            for moved in substitutes(of: day, taken: whole.union(some)) {
                if regional { some.insert(moved) } else { whole.insert(moved) }
            }
        }
        if substitution == .japan {
            let all = whole
            for day in all where all.contains(day.adding(2)) && !all.contains(day.adding(1)) && day.adding(1).weekday != 6 {
                whole.insert(day.adding(1))
            }
        }
        if substitution == .mondayInSomeRegions {
            some.formUnion(moving.filter { !$0.regional && $0.day.weekday == 6 }.map { $0.day.adding(1) })
            some.subtract(whole)
        }
        return (whole, some)
    }

    /// The day or days a holiday moves to, given the days already taken.
    private func substitutes(of day: CivilDay, taken: Set<CivilDay>) -> [CivilDay] {
        switch substitution {
        case .none, .mondayInSomeRegions:
            return []
        case .nearestWeekday:
            return day.weekday == 5 ? [day.adding(-1)] : day.weekday == 6 ? [day.adding(1)] : []
        case .nextWeekday:
            guard day.weekday >= 5 else { return [] }
            var next = day.adding(1)
            while next.weekday >= 5 || taken.contains(next) { next = next.adding(1) }
            return [next]
        case .japan:
            guard day.weekday == 6 else { return [] }
            var next = day.adding(1)
            while taken.contains(next) { next = next.adding(1) }
            return [next]
        }
    }
}
