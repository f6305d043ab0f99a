/// Reads `OSMOpeningHours`'s grammar from left to right; any token it does not know ends the parse (nil).
struct OpeningHoursScanner {
    /// The weekdays, then `PH` (public holidays) and `SH` (school holidays) as days 7 and 8 of a selector.
    private static let weekdays = ["mo", "tu", "we", "th", "fr", "sa", "su", "ph", "sh"]
    let characters: [Character]
    var index = 0

    init(_ text: String) {
        characters = Array(text)
    }

    var isAtEnd: Bool {
        mutating get {
            skipSpaces()
            return index == characters.count
        }
    }

    enum Separator {
        case normal, additional, fallback
    }

    /// `;`, `,` or `||` between rules; nil when none is here.
    mutating func separator() -> Separator? {
        if take("||") { return .fallback }
        if take(";") { return .normal }
        return take(",") ? .additional : nil
    }

    /// One rule: `24/7`, or an optional date selector (`OpeningHoursDates`) and weekday selector, then time spans, a
    /// modifier (`open`; `off` or `closed`, after spans too: those times are closed; `unknown`) and a comment.
    mutating func rule(isAdditional: Bool) -> OSMOpeningHours.Rule? {
        skipSpaces()
        let always = take("24/7")
        let dates: OpeningHoursDates?
        switch always ? .none : dateSelector() {
        case .none: dates = nil
        case .dates(let read): dates = read
        case .malformed: return nil
        }
        _ = take(":")
        var nth: [Int: Set<Int>] = [:]
        var selected: Set<Int>?
        if !always {
            // A selector begun and not finished (`We[4],We[9]`) makes the rule unknown, never every day.
            switch weekdaySelector(nth: &nth) {
            case .absent: selected = nil
            case .days(let days): selected = days
            case .malformed: return nil
            }
        }
        // `PH Su`, `SH Mo-Fr`: holidays, then after a space the weekdays they count on (the holidays that fall on them)
        var holidayWeekdays: Set<Int>?
        if let selected, selected.isSubset(of: [7, 8]), peek({ $0.weekday() != nil }) {
            var weekNth: [Int: Set<Int>] = [:]
            guard case .days(let weekdays) = weekdaySelector(nth: &weekNth), weekdays.isSubset(of: Set(0..<7)),
                weekNth.isEmpty
            else { return nil }
            holidayWeekdays = weekdays
        }
        _ = take(":")
        var spans: [OSMOpeningHours.Span] = always ? [.init(start: 0, end: 1440)] : []
        while !always, let read = timeSpan() {
            spans += read
            let mark = index
            guard take(","), peek({ $0.timePoint() != nil }) else {
                index = mark
                break
            }
        }
        let modifier = ["open", "closed", "off", "unknown"].first { takeWord($0) }
        let comment = self.comment()
        guard comment != .malformed else { return nil }
        let hasSelector = selected != nil || dates != nil
        guard always || !spans.isEmpty || hasSelector || modifier != nil || comment == .present else { return nil }
        let days = selected ?? Set(0..<7)
        if modifier == "closed" || modifier == "off" {
            return OSMOpeningHours.Rule(
                days: days, spans: spans, isAdditional: isAdditional, isOff: true, dates: dates, nth: nth,
                holidayWeekdays: holidayWeekdays)
        }
        let rule = OSMOpeningHours.Rule(
            days: days, spans: spans.isEmpty ? [.init(start: 0, end: 1440)] : spans, isAdditional: isAdditional,
            dates: dates, nth: nth, holidayWeekdays: holidayWeekdays)
        // `unknown`, or a comment alone (it says nothing of open or closed): unknown whether open.
        return modifier == "unknown" || (modifier == nil && spans.isEmpty && comment == .present) ? rule.unknown : rule
    }

    private enum Comment {
        case absent, present, malformed
    }

    /// `"..."`: any text but a quote.
    private mutating func comment() -> Comment {
        guard take("\"") else { return .absent }
        guard let end = characters[index...].firstIndex(of: "\"") else { return .malformed }
        index = end + 1
        return .present
    }

    /// What a weekday selector read: none here, its days, or one begun and not finished.
    private enum WeekdaySelection {
        case absent
        case days(Set<Int>)
        case malformed
    }

    /// `Mo-Fr,Su`, `Sa[1]`, `Su[-1]`, `We[4],We[5]`: ranges (wrapping: `Fr-Mo`) and single days (with the weeks of
    /// the month they fall in: `nth`, the weeks of one weekday named twice joined; a day also named without weeks
    /// is every week), comma separated.
    private mutating func weekdaySelector(nth: inout [Int: Set<Int>]) -> WeekdaySelection {
        var days = Set<Int>()
        var everyWeek = Set<Int>()
        var read = false
        repeat {
            let mark = index
            guard let first = weekday() else {
                index = mark
                break
            }
            read = true
            if take("-") {
                guard first < 7, let last = weekday(), last < 7 else { return .malformed }
                var day = first
                everyWeek.insert(day)
                while day != last {
                    day = (day + 1) % 7
                    everyWeek.insert(day)
                }
            } else if first < 7, take("[") {
                guard let weeks = weeksOfMonth(), take("]") else { return .malformed }
                nth[first, default: []].formUnion(weeks)
                days.insert(first)
            } else {
                everyWeek.insert(first)
            }
            let afterDay = index
            guard take(","), peek({ $0.weekday() != nil }) else {
                index = afterDay
                break
            }
        } while true
        for day in everyWeek { nth[day] = nil }
        return read ? .days(days.union(everyWeek)) : .absent
    }

    /// `1`, `1,3`, `1-2`, `-1`: weeks of a month, 1...5 from its start or -1...-5 from its end.
    private mutating func weeksOfMonth() -> Set<Int>? {
        var weeks = Set<Int>()
        repeat {
            let sign = take("-") ? -1 : 1
            skipSpaces()
            guard let first = number(maxDigits: 1), (1...5).contains(first) else { return nil }
            if sign == 1, take("-") {
                skipSpaces()
                guard let last = number(maxDigits: 1), (first...5).contains(last) else { return nil }
                weeks.formUnion(first...last)
            } else {
                weeks.insert(sign * first)
            }
        } while take(",")
        return weeks
    }

    private mutating func weekday() -> Int? {
        skipSpaces()
        guard index + 2 <= characters.count else { return nil }
        let word = String(characters[index..<index + 2]).lowercased()
        guard let day = Self.weekdays.firstIndex(of: word) else { return nil }
        // `Mon`, `Sunrise`: a longer word is not a weekday this parser reads.
        if index + 2 < characters.count, characters[index + 2].isLetter { return nil }
        index += 2
        return day
    }

    /// Whether `read` would take something here; nothing is taken.
    private mutating func peek(_ read: (inout Self) -> Bool) -> Bool {
        let mark = index
        defer { index = mark }
        return read(&self)
    }

    /// `08:00-12:00`; an end before the start runs past midnight, and so does an extended end (`26:00`, up to
    /// `48:00`). An open end, `19:00+` or `17:00-21:00+`, adds a span of unknown state from there to midnight. Sun
    /// events (`sunrise`, `(sunset-01:00)`) are resolved for each day. Nothing is taken when it is not a span.
    private mutating func timeSpan() -> [OSMOpeningHours.Span]? {
        let mark = index
        guard let start = timePoint(), start.event != nil || start.minutes < 1440 else {
            index = mark
            return nil
        }
        if take("+") { return start.event == nil ? [.init(start: start.minutes, end: 1440, isOpenEnd: true)] : nil }
        guard take("-"), let end = timePoint(), end.event != nil || end.minutes <= 2880 else {
            index = mark
            return nil
        }
        if start.event != nil || end.event != nil {
            guard !take("+") else { return nil }
            return [.init(start: start.minutes, end: end.minutes, startEvent: start.event, endEvent: end.event)]
        }
        let (from, to) = (start.minutes, end.minutes)
        let span = to <= from ? OSMOpeningHours.Span(start: from, end: to + 1440) : .init(start: from, end: to)
        guard take("+") else { return [span] }
        return span.end < 1440 ? [span, .init(start: span.end, end: 1440, isOpenEnd: true)] : [span]
    }

    /// A time (`18:30`), a sun event (`sunset`), or one with an offset (`(sunrise+01:00)`): minutes since midnight,
    /// or the offset from the event.
    private mutating func timePoint() -> (minutes: Int, event: SunTimes.Event?)? {
        skipSpaces()
        if let event = sunEvent() { return (0, event) }
        let mark = index
        if take("("), let event = sunEvent() {
            let sign = take("+") ? 1 : take("-") ? -1 : 0
            if sign != 0, let offset = time(), offset <= 1440, take(")") { return (sign * offset, event) }
        }
        index = mark
        return time().map { ($0, nil) }
    }

    private mutating func sunEvent() -> SunTimes.Event? {
        let events: [(String, SunTimes.Event)] = [("sunrise", .sunrise), ("sunset", .sunset), ("dawn", .dawn), ("dusk", .dusk)]
        return events.first { takeWord($0.0) }?.1
    }

    /// `8:00`, `18:30`, `24:00`, `26:00`: minutes since midnight.
    private mutating func time() -> Int? {
        skipSpaces()
        guard let hour = number(maxDigits: 2), take(":"), let minute = number(maxDigits: 2, exactly: true),
            minute < 60, hour <= 48
        else { return nil }
        return hour * 60 + minute
    }

    mutating func number(maxDigits: Int, exactly: Bool = false) -> Int? {
        var value = 0
        var digits = 0
        while index < characters.count, digits < maxDigits, let digit = characters[index].wholeNumberValue,
            characters[index].isASCII
        {
            value = value * 10 + digit
            digits += 1
            index += 1
        }
        guard digits > 0, !exactly || digits == maxDigits else { return nil }
        return value
    }

    mutating func take(_ literal: String) -> Bool {
        skipSpaces()
        let expected = Array(literal)
        guard index + expected.count <= characters.count, Array(characters[index..<index + expected.count]) == expected
        else { return false }
        index += expected.count
        return true
    }

    /// `word` (lower-case ASCII) here, in any case, not the start of a longer word; compared character by
    /// character (no string is made: this runs for every word tried on every value).
    mutating func takeWord(_ word: String) -> Bool {
        skipSpaces()
        var position = index
        for expected in word.utf8 {
            guard position < characters.count, let ascii = characters[position].asciiValue,
                ascii | 0x20 == expected || ascii == expected
            else { return false }
            position += 1
        }
        guard position == characters.count || !characters[position].isLetter else { return false }
        index = position
        return true
    }

    mutating func skipSpaces() {
        while index < characters.count, characters[index] == " " { index += 1 }
    }
}
