/// Reads `OSMOpeningHours`'s grammar from left to right; any token it does not know ends the parse (nil).
struct OpeningHoursScanner {
    /// The weekdays, then `PH` (public holidays) as day 7 of a selector.
    private static let weekdays = ["mo", "tu", "we", "th", "fr", "sa", "su", "ph"]
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

    /// One rule: `24/7`, or an optional date selector (`OpeningHoursDates`) and weekday selector, then time spans,
    /// `off` or `closed` (after spans too: those times are closed).
    mutating func rule(isAdditional: Bool) -> OSMOpeningHours.Rule? {
        skipSpaces()
        if take("24/7") {
            return OSMOpeningHours.Rule(days: Set(0..<7), spans: [.init(start: 0, end: 1440)], isAdditional: isAdditional)
        }
        let dates: OpeningHoursDates?
        switch dateSelector() {
        case .none: dates = nil
        case .dates(let read): dates = read
        case .malformed: return nil
        }
        _ = take(":")
        let days = weekdaySelector() ?? Set(0..<7)
        _ = take(":")
        skipSpaces()
        if takeWord("off") || takeWord("closed") {
            return OSMOpeningHours.Rule(days: days, spans: [], isAdditional: isAdditional, isOff: true, dates: dates)
        }
        var spans: [OSMOpeningHours.Span] = []
        while let read = timeSpan() {
            spans += read
            let mark = index
            guard take(","), peekDigit() else {
                index = mark
                break
            }
        }
        guard !spans.isEmpty || hasSelector(days) || dates != nil else { return nil }
        if !spans.isEmpty, takeWord("off") || takeWord("closed") {
            return OSMOpeningHours.Rule(days: days, spans: spans, isAdditional: isAdditional, isOff: true, dates: dates)
        }
        return OSMOpeningHours.Rule(
            days: days, spans: spans.isEmpty ? [.init(start: 0, end: 1440)] : spans, isAdditional: isAdditional,
            dates: dates)
    }

    /// A weekday selector names days (a rule of days alone means open all day on them).
    private func hasSelector(_ days: Set<Int>) -> Bool {
        days != Set(0..<7)
    }

    /// `Mo-Fr,Su`: ranges (wrapping: `Fr-Mo`) and single days, comma separated; nil when none is here.
    private mutating func weekdaySelector() -> Set<Int>? {
        var days = Set<Int>()
        var read = false
        repeat {
            let mark = index
            guard let first = weekday() else {
                index = mark
                break
            }
            read = true
            if take("-") {
                guard first < 7, let last = weekday(), last < 7 else { return nil }
                var day = first
                days.insert(day)
                while day != last {
                    day = (day + 1) % 7
                    days.insert(day)
                }
            } else {
                days.insert(first)
            }
            let afterDay = index
            guard take(","), peekWeekday() else {
                index = afterDay
                break
            }
        } while true
        return read ? days : nil
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

    private mutating func peekWeekday() -> Bool {
        let mark = index
        defer { index = mark }
        return weekday() != nil
    }

    private mutating func peekDigit() -> Bool {
        skipSpaces()
        return index < characters.count && characters[index].isASCII && characters[index].isNumber
    }

    /// `08:00-12:00`; an end before the start runs past midnight, and so does an extended end (`26:00`, up to
    /// `48:00`). An open end, `19:00+` or `17:00-21:00+`, adds a span of unknown state from there to midnight.
    /// Nothing is taken when it is not a span.
    private mutating func timeSpan() -> [OSMOpeningHours.Span]? {
        let mark = index
        guard let start = time(), start < 1440 else {
            index = mark
            return nil
        }
        if take("+") { return [.init(start: start, end: 1440, isOpenEnd: true)] }
        guard take("-"), let end = time(), end <= 2880 else {
            index = mark
            return nil
        }
        let span = end <= start ? OSMOpeningHours.Span(start: start, end: end + 1440) : .init(start: start, end: end)
        guard take("+") else { return [span] }
        return span.end < 1440 ? [span, .init(start: span.end, end: 1440, isOpenEnd: true)] : [span]
    }

    /// `8:00`, `18:30`, `24:00`, `26:00`: minutes since midnight.
    private mutating func time() -> Int? {
        skipSpaces()
        guard let hour = number(maxDigits: 2), take(":"), let minute = number(maxDigits: 2, exactly: true),
            minute < 60, hour <= 48
        else { return nil }
        return hour * 60 + minute
    }

    private mutating func number(maxDigits: Int, exactly: Bool = false) -> Int? {
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

    private mutating func takeWord(_ word: String) -> Bool {
        skipSpaces()
        let count = word.count
        guard index + count <= characters.count,
            String(characters[index..<index + count]).lowercased() == word,
            index + count == characters.count || !characters[index + count].isLetter
        else { return false }
        index += count
        return true
    }

    mutating func skipSpaces() {
        while index < characters.count, characters[index] == " " { index += 1 }
    }
}
