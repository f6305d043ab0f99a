import Foundation

/// OpenStreetMap's `opening_hours` (wiki.openstreetmap.org/wiki/Key:opening_hours/specification), as far as a
/// restaurant meets it: rules separated by `;` (a normal rule: it replaces what earlier rules said of the days it
/// names, including the hours an earlier rule let spill into them past midnight), `,` (an additional rule: it adds
/// to them) or `||` (a fallback: it applies on the days no earlier rule names, or, as opening-hours-py reads it,
/// where the earlier rules say closed; where the two readings differ, unknown); each a date selector
/// (`OpeningHoursDates`: years, months and days, `easter`, ISO weeks), a weekday selector (`Mo-Fr`, `Fr-Mo`, `Sa[1]`,
/// `PH` the public holidays of the place's country, `SH` school holidays, whose calendar is unknown), time spans
/// (`08:00-12:00,14:00-18:00`; past midnight `22:00-02:00` or extended up to `48:00`; open ends `19:00+`, unknown from
/// there; `sunrise`, `sunset`, `dawn`, `dusk` and `(sunset-01:00)`, computed for the place's coordinates and date:
/// `SunTimes`), a modifier (`open`, `closed`/`off`, `unknown`) and a comment (`"by appointment"`; a comment alone is
/// unknown); and `24/7`. A value read in part is never used: anything else makes the whole value unknown (nil). Where
/// the answer depends on what is not known (a holiday of some regions only, a school holiday), it is unknown unless
/// both ways agree. The API: a value (`init?`), whether it is open at an instant in a zone with a country's holidays
/// (`isOpen`), when that next changes (`nextChange`), and the week as text (`week`).
public struct OSMOpeningHours: Equatable, Sendable {
    /// The longest value read (OpenStreetMap's own limit is 255 characters; a longer one is read whole all the same,
    /// up to this bound against hostile input).
    public static let maxLength = 2_000

    /// A span of minutes from the day's midnight; `end` may pass 1440 (it then runs into the next day), up to 2880.
    /// With a sun event, `start` or `end` is the offset from it, resolved for the day (`resolved`).
    struct Span: Equatable, Sendable {
        var start: Int
        var end: Int
        /// Unknown whether open (an open end `19:00+`, the `+` of `17:00-21:00+`, the `unknown` modifier, a comment
        /// alone): never counted open.
        var isOpenEnd = false
        var startEvent: SunTimes.Event? = nil
        var endEvent: SunTimes.Event? = nil

        var usesSun: Bool { startEvent != nil || endEvent != nil }
    }

    struct Rule: Equatable, Sendable {
        /// 0 Monday ... 6 Sunday; 7 the public holidays (`PH`); 8 school holidays (`SH`).
        let days: Set<Int>
        /// `off` with no spans: the days are closed; `off` with spans: those times are; otherwise the times open.
        let spans: [Span]
        let isAdditional: Bool
        var isOff = false
        /// The dates it applies on (nil: every date).
        var dates: OpeningHoursDates?
        /// The weekdays it names only in some weeks of their month (`Sa[1]`, `Su[-1]`): weekday to the nth (1...5,
        /// -1...-5 from the end).
        var nth: [Int: Set<Int>] = [:]
        /// `PH Su`: the holidays count only on these weekdays (nil: on any day).
        var holidayWeekdays: Set<Int>? = nil
        var isFallback = false
    }

    let rules: [Rule]

    /// The hours, or nil when the value uses anything this parser does not read.
    public init?(_ text: String) {
        guard text.utf8.count <= Self.maxLength else { return nil }
        var scanner = OpeningHoursScanner(text)
        var rules: [Rule] = []
        var separator = OpeningHoursScanner.Separator.normal
        repeat {
            guard var rule = scanner.rule(isAdditional: separator == .additional) else { return nil }
            rule.isFallback = separator == .fallback
            rules.append(rule)
            guard let next = scanner.separator() else { break }
            separator = next
            // A separator must be followed by a rule (`Mo 10:00-12:00;` is not a value).
            guard !scanner.isAtEnd else { return nil }
        } while true
        guard scanner.isAtEnd, !rules.isEmpty else { return nil }
        self.rules = rules
    }

    /// Whether a rule names public holidays (then its answer needs the place's calendar).
    var namesHolidays: Bool { rules.contains { $0.days.contains(7) } }
    var namesSchoolHolidays: Bool { rules.contains { $0.days.contains(8) } }
    var usesSun: Bool { rules.contains { $0.spans.contains(where: \.usesSun) } }

    /// Whether it is open at an instant, the hours read as local time in `timeZone`, `PH` by the place's `holidays`,
    /// sun times at its `coordinate`; nil (unknown) when the answer depends on what is not known: public holidays
    /// without a calendar or on a day kept in some regions only, school holidays, the sun without a coordinate (or on a
    /// day it does not rise or set), an open end or an `unknown` span.
    public func isOpen(
        at date: Date, in timeZone: TimeZone, holidays: PublicHolidays? = nil, coordinate: Coordinate? = nil
    ) -> Bool? {
        if namesHolidays && holidays == nil { return nil }
        if usesSun && coordinate == nil { return nil }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let parts = calendar.dateComponents([.hour, .minute], from: date)
        guard let hour = parts.hour, let minute = parts.minute,
            let today = day(date, calendar, holidays, coordinate),
            let yesterday = calendar.date(byAdding: .day, value: -1, to: date).flatMap({ day($0, calendar, holidays, coordinate) }
            )
        else { return nil }
        // Every way the unknown days could be (a regional holiday, a school holiday), and both readings of a
        // fallback: one answer, or unknown.
        let readings = rules.contains(where: \.isFallback) ? [false, true] : [false]
        let answers = Set(
            today.possibilities.flatMap { today in
                yesterday.possibilities.flatMap { yesterday in
                    readings.map { state(at: hour * 60 + minute, on: today, after: yesterday, fallbackWhenClosed: $0) }
                }
            })
        guard answers.count == 1, let answer = answers.first else { return nil }
        return answer
    }

    /// Open (true), closed (false) or unknown (nil) at a minute of a day.
    private func state(at now: Int, on today: Day, after yesterday: Day, fallbackWhenClosed: Bool) -> Bool? {
        guard let spans = openSpans(on: today, after: yesterday, closedAt: fallbackWhenClosed ? now : nil) else {
            return nil
        }
        let covering = spans.filter { $0.start <= now && now < $0.end }
        if covering.contains(where: { !$0.isOpenEnd }) { return true }
        // After an open end's start it is unknown: never counted open.
        return covering.isEmpty ? false : nil
    }

    private func day(_ date: Date, _ calendar: Calendar, _ holidays: PublicHolidays?, _ coordinate: Coordinate?) -> Day? {
        let parts = calendar.dateComponents([.year, .month, .day, .weekday], from: date)
        guard let year = parts.year, let month = parts.month, let dayOfMonth = parts.day, let weekday = parts.weekday
        else { return nil }
        let isHoliday: Bool? = namesHolidays ? holidays?.contains(year: year, month: month, day: dayOfMonth) : false
        let sun = usesSun ? coordinate.flatMap { SunTimes(year: year, month: month, day: dayOfMonth, at: $0, in: calendar) } : nil
        return Day(
            year: year, month: month, day: dayOfMonth, weekday: (weekday + 5) % 7, isHoliday: isHoliday,
            isSchoolHoliday: namesSchoolHolidays ? nil : false, sun: sun)
    }
}
