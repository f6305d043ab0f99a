extension OSMOpeningHours {
    /// A day as a rule's selector sees it: its date, its weekday (0 Monday), whether it is a public or a school
    /// holiday (nil: not known), and its sun times (nil: none, or not needed).
    struct Day {
        let year, month, day, weekday: Int
        var isHoliday, isSchoolHoliday: Bool?
        let sun: SunTimes?

        /// The day with each unknown made known, both ways.
        var possibilities: [Day] {
            [isHoliday].flatMap { $0.map { [$0] } ?? [false, true] }.flatMap { holiday in
                [isSchoolHoliday].flatMap { $0.map { [$0] } ?? [false, true] }.map { school in
                    var day = self
                    day.isHoliday = holiday
                    day.isSchoolHoliday = school
                    return day
                }
            }
        }

        func matches(_ rule: Rule) -> Bool {
            guard rule.dates?.contains(year: year, month: month, day: day) ?? true else { return false }
            if let weekdays = rule.holidayWeekdays {
                guard weekdays.contains(weekday) else { return false }
                return (isHoliday == true && rule.days.contains(7)) || (isSchoolHoliday == true && rule.days.contains(8))
            }
            if isHoliday == true && rule.days.contains(7) { return true }
            if isSchoolHoliday == true && rule.days.contains(8) { return true }
            guard rule.days.contains(weekday) else { return false }
            guard let nth = rule.nth[weekday] else { return true }
            let fromEnd = (CivilDay.daysIn(month: month, year: year) - day) / 7 + 1
            return nth.contains((day - 1) / 7 + 1) || nth.contains(-fromEnd)
        }
    }

    /// The open spans of one day, in minutes from its midnight (0..<1440): the rules in order, each on the day it
    /// names, and on the day after for the part of its spans past midnight; a fallback rule only on a day no rule
    /// before it names (the specification's reading), or, given `closedAt`, where the rules before it leave that
    /// minute closed (opening-hours-py's). Nil when a span needs the sun and the day has no sun times.
    func openSpans(on day: Day, after previous: Day, closedAt minute: Int? = nil) -> [Span]? {
        var open: [Span] = []
        var named = (today: false, yesterday: false)
        for rule in rules {
            let skipped =
                if let minute { open.contains { $0.start <= minute && minute < $0.end } } else { named.today }
            let onToday = day.matches(rule) && !(rule.isFallback && skipped)
            let onYesterday = previous.matches(rule) && !(rule.isFallback && (minute == nil ? named.yesterday : skipped))
            named = (named.today || onToday, named.yesterday || onYesterday)
            if onToday {
                guard let spans = Self.resolve(rule.spans, day.sun) else { return nil }
                if rule.isOff {
                    open = spans.isEmpty ? [] : Self.subtract(spans, from: open)
                } else {
                    if !rule.isAdditional { open = [] }
                    open += spans
                }
            }
            // The part of the day before's spans past midnight: a later rule that names this day replaces it; a
            // rule that closes the day before closes only that day.
            if onYesterday {
                guard let spans = Self.resolve(rule.spans, previous.sun) else { return nil }
                let spill = spans.filter { $0.end > 1440 }.map {
                    Span(start: max(0, $0.start - 1440), end: $0.end - 1440, isOpenEnd: $0.isOpenEnd)
                }
                open = rule.isOff ? Self.subtract(spill, from: open) : open + spill
            }
        }
        return open.compactMap {
            $0.start < 1440 ? Span(start: $0.start, end: min($0.end, 1440), isOpenEnd: $0.isOpenEnd) : nil
        }
    }

    /// Spans with sun events as minutes of the day (an end at or before its start runs past midnight).
    private static func resolve(_ spans: [Span], _ sun: SunTimes?) -> [Span]? {
        var resolved: [Span] = []
        for span in spans {
            guard span.usesSun else {
                resolved.append(span)
                continue
            }
            guard let sun else { return nil }
            let start = span.startEvent.map { sun.minutes($0) + span.start } ?? span.start
            var end = span.endEvent.map { sun.minutes($0) + span.end } ?? span.end
            if end <= start { end += 1440 }
            guard (0..<1440).contains(start), end <= 2880 else { return nil }
            resolved.append(Span(start: start, end: end, isOpenEnd: span.isOpenEnd))
        }
        return resolved
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

extension OSMOpeningHours.Rule {
    /// The same rule with every span's state unknown (`unknown`, or a comment alone).
    var unknown: OSMOpeningHours.Rule {
        var rule = OSMOpeningHours.Rule(
            days: days,
            spans: spans.map { span in
                var span = span
                span.isOpenEnd = true
                return span
            }, isAdditional: isAdditional, isOff: isOff, dates: dates, nth: nth, holidayWeekdays: holidayWeekdays)
        rule.isFallback = isFallback
        return rule
    }
}
