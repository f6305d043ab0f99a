import Foundation

/// OpenStreetMap's `opening_hours`, the forms that cover most real values: rules separated by `;` (a normal rule:
/// it replaces what earlier rules said of the days it names, including the hours an earlier rule let spill into them
/// past midnight) or `,` (an additional rule: it adds to them), each a weekday selector (`Mo-Fr`, `Mo,We,Fr`,
/// `Fr-Mo`; none: every day) and time spans (`08:00-12:00,14:00-18:00`; past midnight `22:00-02:00`, or extended up
/// to `48:00`: `Mo 10:00-35:00` is open until Tuesday 11:00), `off`/`closed` (alone: the days are closed; after
/// time spans: those times are), `PH` in a selector (the public holidays of the place's country: `PublicHolidays`;
/// unknown where no calendar is known), dates before the weekdays (`OpeningHoursDates`: `Jan-May:`, `2021 Apr 10-16
/// off`, `Dec 25 off`), open ends (`19:00+`, `17:00-21:00+`: unknown from there to midnight, never counted open), and
/// `24/7`. Anything else (school holidays `SH`, week numbers, `sunrise`, comments, `||` fallbacks) makes the whole
/// value unknown: nil, never a guess, and never read in part. The semantics are the specification's as opening-hours-py evaluates it. In Domain, so that the
/// cache judges a cached place's hours at the time of asking, as online.
public struct OSMOpeningHours: Equatable, Sendable {
    /// The longest value read (OpenStreetMap's own limit is 255 characters; a longer one is read whole all the same,
    /// up to this bound against hostile input).
    public static let maxLength = 2_000

    /// A span of minutes from the day's midnight; `end` may pass 1440 (it then runs into the next day), up to 2880.
    struct Span: Equatable, Sendable {
        let start: Int
        let end: Int
        /// An open end (`19:00+`, or the `+` of `17:00-21:00+`): from `start` to midnight it may be open or not.
        var isOpenEnd = false
    }

    struct Rule: Equatable, Sendable {
        /// 0 Monday ... 6 Sunday; 7 the public holidays (`PH`).
        let days: Set<Int>
        /// `off` with no spans: the days are closed; `off` with spans: those times are; otherwise the times open.
        let spans: [Span]
        let isAdditional: Bool
        var isOff = false
        /// The dates it applies on (nil: every date).
        var dates: OpeningHoursDates?
    }

    let rules: [Rule]

    /// The hours, or nil when the value uses anything this parser does not read.
    public init?(_ text: String) {
        guard text.utf8.count <= Self.maxLength else { return nil }
        var scanner = OpeningHoursScanner(text)
        var rules: [Rule] = []
        var isAdditional = false
        repeat {
            guard let rule = scanner.rule(isAdditional: isAdditional) else { return nil }
            rules.append(rule)
            if scanner.take(";") {
                isAdditional = false
            } else if scanner.take(",") {
                isAdditional = true
            } else {
                break
            }
            // A separator must be followed by a rule (`Mo 10:00-12:00;` is not a value).
            guard !scanner.isAtEnd else { return nil }
        } while true
        guard scanner.isAtEnd, !rules.isEmpty else { return nil }
        self.rules = rules
    }

    /// A day as a rule's selector sees it: its date, its weekday (0 Monday), and whether it is a public holiday.
    struct Day {
        let year: Int
        let month: Int
        let day: Int
        let weekday: Int
        let isHoliday: Bool
    }

    /// Whether a rule names public holidays (then its answer needs the place's calendar).
    var namesHolidays: Bool { rules.contains { $0.days.contains(7) } }

    /// The open spans of one day, in minutes from its midnight (0..<1440): the rules in order, each on the day it
    /// names, and on the day after for the part of its spans past midnight.
    func openSpans(on day: Day, after previous: Day) -> [Span] {
        let matches = { (rule: Rule, day: Day) in
            (rule.dates?.contains(year: day.year, month: day.month, day: day.day) ?? true)
                && (rule.days.contains(day.weekday) || (day.isHoliday && rule.days.contains(7)))
        }
        var open: [Span] = []
        for rule in rules {
            if matches(rule, day) {
                if rule.isOff {
                    open = rule.spans.isEmpty ? [] : Self.subtract(rule.spans, from: open)
                } else {
                    if !rule.isAdditional { open = [] }
                    open += rule.spans
                }
            }
            // The part of the day before's spans past midnight: a later rule that names this day replaces it; a
            // rule that closes the day before closes only that day.
            if matches(rule, previous) {
                let spill = rule.spans.filter { $0.end > 1440 }.map {
                    Span(start: max(0, $0.start - 1440), end: $0.end - 1440, isOpenEnd: $0.isOpenEnd)
                }
                if rule.isOff {
                    open = Self.subtract(spill, from: open)
                } else {
                    open += spill
                }
            }
        }
        return open.compactMap {
            $0.start < 1440 ? Span(start: $0.start, end: min($0.end, 1440), isOpenEnd: $0.isOpenEnd) : nil
        }
    }

    /// Whether it is open at an instant, the hours read as local time in `timeZone`, `PH` by the place's `holidays`;
    /// nil (unknown) when the value names public holidays and no calendar is known, or the day (or the day before)
    /// is a holiday in some regions of the country only.
    public func isOpen(at date: Date, in timeZone: TimeZone, holidays: PublicHolidays? = nil) -> Bool? {
        let namesHolidays = self.namesHolidays
        if namesHolidays && holidays == nil { return nil }
        var holidayUnknown = false
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        func day(_ date: Date) -> Day? {
            let parts = calendar.dateComponents([.year, .month, .day, .weekday], from: date)
            guard let year = parts.year, let month = parts.month, let dayOfMonth = parts.day, let weekday = parts.weekday
            else { return nil }
            let isHoliday =
                namesHolidays ? holidays.map { $0.contains(year: year, month: month, day: dayOfMonth) } ?? false : false
            // A holiday in some regions only (or a year the calendar does not know): unknown where PH matters.
            if isHoliday == nil { holidayUnknown = true }
            return Day(year: year, month: month, day: dayOfMonth, weekday: (weekday + 5) % 7, isHoliday: isHoliday ?? false)
        }
        let parts = calendar.dateComponents([.hour, .minute], from: date)
        guard let hour = parts.hour, let minute = parts.minute, let today = day(date),
            let yesterday = calendar.date(byAdding: .day, value: -1, to: date).flatMap(day)
        else { return nil }
        if namesHolidays && holidayUnknown { return nil }
        let now = hour * 60 + minute
        let covering = openSpans(on: today, after: yesterday).filter { $0.start <= now && now < $0.end }
        if covering.contains(where: { !$0.isOpenEnd }) { return true }
        // After an open end's start it is unknown: never counted open.
        return covering.isEmpty ? false : nil
    }

    /// `spans` less the times of `closing`.
    private static func subtract(_ closing: [Span], from spans: [Span]) -> [Span] {
        closing.reduce(spans) { open, cut in
            open.flatMap { span -> [Span] in
                guard cut.start < span.end, span.start < cut.end else { return [span] }
                return [
                    Span(start: span.start, end: cut.start, isOpenEnd: span.isOpenEnd),
                    Span(start: cut.end, end: span.end, isOpenEnd: span.isOpenEnd),
                ].filter { $0.start < $0.end }
            }
        }
    }
}
