/// The date part of an `opening_hours` rule, before its weekdays: years (`2021`, `2024-2026`, `2020,2030-2040`),
/// then month and day ranges (`Jan-May`, `Apr 10-16`, `Mar 28-Apr 16`, `Dec 25`, `May 01-Oct 31`, `Nov-Feb` across the year's
/// end) or Easter (`easter`, `easter -2 days`), comma separated, then ISO weeks (`week 01-26`, `week 02-52/2`). A
/// range across the year's end with a year is not read (unknown).
struct OpeningHoursDates: Equatable, Sendable {
    /// Inclusive ranges, or nil for every year.
    let years: [ClosedRange<Int>]?
    /// `month * 100 + day` from and to, inclusive; from > to runs across the year's end. Empty (with no Easter
    /// days): every date.
    let ranges: [Range]
    /// Days from Easter Sunday.
    var easter: [Int] = []
    /// ISO weeks, each range with a step (`/2`: every second week from its first). Empty: every week.
    var weeks: [Range] = []
    var weekSteps: [Int] = []

    struct Range: Equatable, Sendable {
        let from: Int
        let to: Int
    }

    func contains(year: Int, month: Int, day: Int) -> Bool {
        if let years, !years.contains(where: { $0.contains(year) }) { return false }
        let date = CivilDay(year: year, month: month, day: day)
        if !weeks.isEmpty {
            let week = date.isoWeek
            let inWeeks = zip(weeks, weekSteps).contains { range, step in
                (range.from...range.to).contains(week) && (week - range.from) % step == 0
            }
            guard inWeeks else { return false }
        }
        guard !ranges.isEmpty || !easter.isEmpty else { return true }
        let key = month * 100 + day
        if easter.contains(where: { CivilDay.easter(year).adding($0) == date }) { return true }
        return ranges.contains { $0.from <= $0.to ? ($0.from...$0.to).contains(key) : key >= $0.from || key <= $0.to }
    }
}

extension OpeningHoursScanner {
    private static let months = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"]

    enum DatesRead {
        case none
        case dates(OpeningHoursDates)
        case malformed
    }

    /// A date selector, when the rule starts with one (nothing is taken otherwise).
    mutating func dateSelector() -> DatesRead {
        let mark = index
        var years: [ClosedRange<Int>]?
        while let first = year() {
            var afterYear = index
            if take("-"), let last = year(), first <= last {
                years = (years ?? []) + [first...last]
                afterYear = index
            } else {
                index = afterYear
                years = (years ?? []) + [first...first]
            }
            guard take(","), peek({ $0.year() != nil }) else {
                index = afterYear
                break
            }
        }
        var ranges: [OpeningHoursDates.Range] = []
        var easter: [Int] = []
        while true {
            if takeWord("easter") {
                guard let offset = easterOffset() else { return .malformed }
                easter.append(offset)
                let afterEaster = index
                guard take(","), peek({ $0.month() != nil || $0.takeWord("easter") }) else {
                    index = afterEaster
                    break
                }
                continue
            }
            guard let start = month() else { break }
            let startDay = dayOfMonth()
            var end = (month: start, day: startDay)
            let afterStart = index
            if take("-") {
                if let endMonth = month() {
                    end = (endMonth, dayOfMonth())
                } else if startDay != nil, let endDay = dayOfMonth() {
                    end = (start, endDay)
                } else {
                    return .malformed
                }
            } else {
                index = afterStart
            }
            let range = OpeningHoursDates.Range(from: start * 100 + (startDay ?? 1), to: end.month * 100 + (end.day ?? 31))
            if years != nil && range.from > range.to { return .malformed }
            ranges.append(range)
            let afterRange = index
            guard take(","), peek({ $0.month() != nil || $0.takeWord("easter") }) else {
                index = afterRange
                break
            }
        }
        var weeks: [OpeningHoursDates.Range] = []
        var steps: [Int] = []
        if takeWord("week") {
            repeat {
                guard let first = weekNumber() else { return .malformed }
                let last = take("-") ? weekNumber() : first
                guard let last, first <= last else { return .malformed }
                let step = take("/") ? number(maxDigits: 2) : 1
                guard let step, step > 0 else { return .malformed }
                weeks.append(.init(from: first, to: last))
                steps.append(step)
            } while take(",")
        }
        guard years != nil || !ranges.isEmpty || !easter.isEmpty || !weeks.isEmpty else {
            index = mark
            return .none
        }
        var dates = OpeningHoursDates(years: years, ranges: ranges)
        (dates.easter, dates.weeks, dates.weekSteps) = (easter, weeks, steps)
        return .dates(dates)
    }

    /// `+1 day`, `-2 days`, or nothing (0).
    private mutating func easterOffset() -> Int? {
        let mark = index
        let sign = take("+") ? 1 : take("-") ? -1 : 0
        guard sign != 0 else {
            index = mark
            return 0
        }
        skipSpaces()
        guard let days = number(maxDigits: 3), takeWord("days") || takeWord("day") else { return nil }
        return sign * days
    }

    /// 1...53.
    private mutating func weekNumber() -> Int? {
        skipSpaces()
        guard let week = number(maxDigits: 2), (1...53).contains(week) else { return nil }
        return week
    }

    /// Whether `read` would take something here; nothing is taken.
    private mutating func peek(_ read: (inout Self) -> Bool) -> Bool {
        let mark = index
        defer { index = mark }
        return read(&self)
    }

    /// Four digits not followed by `:` (a time), 1900...9999 (the specification's years).
    private mutating func year() -> Int? {
        skipSpaces()
        let mark = index
        guard index + 4 <= characters.count, characters[index..<index + 4].allSatisfy({ $0.isASCII && $0.isNumber }),
            index + 4 == characters.count || !(characters[index + 4].isNumber || characters[index + 4] == ":"),
            let value = Int(String(characters[index..<index + 4])), (1900...9999).contains(value)
        else {
            index = mark
            return nil
        }
        index += 4
        return value
    }

    /// `Jan` ... `Dec` (1...12), not the start of a longer word.
    private mutating func month() -> Int? {
        skipSpaces()
        guard index + 3 <= characters.count,
            let month = Self.months.firstIndex(of: String(characters[index..<index + 3]).lowercased()),
            index + 3 == characters.count || !characters[index + 3].isLetter
        else { return nil }
        index += 3
        return month + 1
    }

    /// A day of the month, 1...31, not a time (`10:00`).
    private mutating func dayOfMonth() -> Int? {
        skipSpaces()
        let mark = index
        var digits = ""
        while index < characters.count, characters[index].isASCII, characters[index].isNumber, digits.count < 3 {
            digits.append(characters[index])
            index += 1
        }
        guard (1...2).contains(digits.count), let day = Int(digits), (1...31).contains(day),
            index == characters.count || characters[index] != ":"
        else {
            index = mark
            return nil
        }
        return day
    }
}
