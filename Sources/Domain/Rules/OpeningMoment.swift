import Foundation

/// `--open-at WHEN`: a moment as people say it, kept as written (the `--changes` key) and resolved in each place's
/// own time zone: a time (`21:30`, `9:30pm`, `9pm`: the next at or after now), a weekday and a time (`sun 12:00`: the
/// next such day, today if the time is still to come), `today 12:30` or `tomorrow 12:30`, ISO 8601 with an offset (one
/// instant everywhere) or without one (`2026-12-24T19:00`: that wall time in each place's zone). A wall time that
/// does not exist in a zone (02:30 on the day its clocks go forward) is refused; one that occurs twice (the day they
/// go back) is the first.
public struct OpeningMoment: Hashable, Sendable {
    public enum Problem: Error, Equatable, Sendable {
        case unreadable
        /// The wall time, as `YYYY-MM-DD HH:MM`, and the zone where the clocks skip it.
        case doesNotExist(String, zone: String)
    }

    enum Form: Hashable, Sendable {
        case next(weekday: Int?, hour: Int, minute: Int)
        case day(offset: Int, hour: Int, minute: Int)
        case wallTime(year: Int, month: Int, day: Int, hour: Int, minute: Int)
        case instant(Date)
    }

    /// As written (trimmed).
    public let text: String
    let form: Form

    public init(_ written: String) throws(Problem) {
        let text = written.trimmingCharacters(in: .whitespaces)
        guard (1...40).contains(text.utf8.count), let form = Self.form(of: text.lowercased()) else { throw .unreadable }
        self.text = text
        self.form = form
    }

    /// One instant, everywhere, written as `text` (an arrival: `route`'s).
    public init(instant: Date, text: String) {
        self.text = text
        form = .instant(instant)
    }

    /// The instant it means in `zone`, seen from `now`.
    public func instant(in zone: TimeZone, now: Date) throws(Problem) -> Date {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        switch form {
        case .instant(let date):
            return date
        case .wallTime(let year, let month, let day, let hour, let minute):
            return try Self.wallTime(year, month, day, hour, minute, calendar)
        case .day(let offset, let hour, let minute):
            let today = calendar.dateComponents([.year, .month, .day], from: now)
            let civil = CivilDay(year: today.year ?? 1970, month: today.month ?? 1, day: today.day ?? 1).adding(offset)
            let (year, month, day) = civil.civil
            return try Self.wallTime(year, month, day, hour, minute, calendar)
        case .next(let weekday, let hour, let minute):
            let today = calendar.dateComponents([.year, .month, .day], from: now)
            let start = CivilDay(year: today.year ?? 1970, month: today.month ?? 1, day: today.day ?? 1)
            for offset in 0...7 {
                let civil = start.adding(offset)
                if let weekday, civil.weekday != weekday { continue }
                let (year, month, day) = civil.civil
                // A time the clocks skip today is tomorrow's, as "the next 02:30" means.
                guard let date = try? Self.wallTime(year, month, day, hour, minute, calendar) else {
                    if weekday == nil { continue }
                    return try Self.wallTime(year, month, day, hour, minute, calendar)
                }
                if date >= now { return date }
                // The day the clocks go back: past the first of the wall time's two instants, the second may still be
                // to come (issue 55: at 02:10, after the clocks went back, '02:30' skipped the one twenty minutes away).
                if let second = Self.secondOccurrence(of: date, calendar), second >= now { return second }
            }
            throw .unreadable
        }
    }

    /// The first instant of a wall time in a calendar's zone; refused when the zone's clocks skip it.
    private static func wallTime(
        _ year: Int, _ month: Int, _ day: Int, _ hour: Int, _ minute: Int, _ calendar: Calendar
    ) throws(Problem) -> Date {
        let wanted = DateComponents(year: year, month: month, day: day, hour: hour, minute: minute)
        let parts: Set<Calendar.Component> = [.year, .month, .day, .hour, .minute]
        guard let date = calendar.date(from: wanted),
            calendar.dateComponents(parts, from: date)
                == DateComponents(
                    year: year, month: month, day: day, hour: hour, minute: minute)
        else {
            let written = String(format: "%04d-%02d-%02d %02d:%02d", year, month, day, hour, minute)
            throw .doesNotExist(written, zone: calendar.timeZone.identifier)
        }
        // The clocks going back: the same wall time an hour earlier is the first of the two.
        let earlier = date.addingTimeInterval(-3_600)
        return calendar.dateComponents(parts, from: earlier) == calendar.dateComponents(parts, from: date) ? earlier : date
    }

    /// The second instant of `first`'s wall time, the day the clocks go back (as far back as the zone's daylight
    /// saving was at `first`); nil on any other day.
    private static func secondOccurrence(of first: Date, _ calendar: Calendar) -> Date? {
        let shift = calendar.timeZone.daylightSavingTimeOffset(for: first)
        guard shift > 0 else { return nil }
        let parts: Set<Calendar.Component> = [.year, .month, .day, .hour, .minute]
        let later = first.addingTimeInterval(shift)
        return calendar.dateComponents(parts, from: later) == calendar.dateComponents(parts, from: first) ? later : nil
    }

    private static let weekdays = [
        ("mon", 0), ("monday", 0), ("tue", 1), ("tues", 1), ("tuesday", 1), ("wed", 2), ("wednesday", 2), ("thu", 3),
        ("thurs", 3), ("thursday", 3), ("fri", 4), ("friday", 4), ("sat", 5), ("saturday", 5), ("sun", 6), ("sunday", 6),
    ]

    private static func form(of text: String) -> Form? {
        if let date = ISO8601Instant.date(text.uppercased()) { return .instant(date) }
        if let wall = wallTime(text) { return wall }
        let words = text.split(separator: " ", maxSplits: 1).map(String.init)
        if words.count == 2, let (hour, minute) = clock(words[1]) {
            switch words[0] {
            case "today": return .day(offset: 0, hour: hour, minute: minute)
            case "tomorrow": return .day(offset: 1, hour: hour, minute: minute)
            default:
                guard let weekday = weekdays.first(where: { $0.0 == words[0] })?.1 else { return nil }
                return .next(weekday: weekday, hour: hour, minute: minute)
            }
        }
        return clock(text).map { .next(weekday: nil, hour: $0.hour, minute: $0.minute) }
    }

    /// `2026-12-24T19:00` (seconds allowed, zero), no offset.
    private static func wallTime(_ text: String) -> Form? {
        let parts = text.split(separator: "t", omittingEmptySubsequences: false)
        guard parts.count == 2 else { return nil }
        let date = parts[0].split(separator: "-", omittingEmptySubsequences: false).map { Int(digits: $0) }
        let time = parts[1].split(separator: ":", omittingEmptySubsequences: false)
        guard date.count == 3, parts[0].utf8.count == 10, let year = date[0], let month = date[1], let day = date[2],
            (1...12).contains(month), (1...CivilDay.daysIn(month: month, year: year)).contains(day),
            time.count == 2 || (time.count == 3 && time[2] == "00"), time[0].count == 2,
            let (hour, minute) = clock(time[0] + ":" + time[1])
        else { return nil }
        return .wallTime(year: year, month: month, day: day, hour: hour, minute: minute)
    }

    /// `21:30`, `9:30`, `9:30pm`, `9 pm`, `12am` (midnight).
    private static func clock(_ text: String) -> (hour: Int, minute: Int)? {
        var text = text.replacingOccurrences(of: " ", with: "")
        var meridiem: String?
        for suffix in ["am", "pm"] where text.hasSuffix(suffix) {
            meridiem = suffix
            text.removeLast(2)
        }
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), parts.allSatisfy({ (1...2).contains($0.count) && $0.allSatisfy(\.isASCII) }),
            let hour = Int(digits: parts[0]), let minute = parts.count == 2 ? Int(digits: parts[1]) : 0,
            parts.count == 2 ? parts[1].count == 2 : meridiem != nil, (0...59).contains(minute)
        else { return nil }
        guard let meridiem else { return (0...23).contains(hour) ? (hour, minute) : nil }
        guard (1...12).contains(hour) else { return nil }
        return (hour % 12 + (meridiem == "pm" ? 12 : 0), minute)
    }
}

extension Int {
    /// A whole number written in ASCII digits only (no sign, no spaces).
    fileprivate init?(digits text: Substring) {
        guard !text.isEmpty, text.utf8.count <= 9, text.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        self.init(text)
    }
}
