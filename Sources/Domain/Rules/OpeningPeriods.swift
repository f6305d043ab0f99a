import Foundation

/// Hours as Google gives them (Places API (New)): the regular week (`regularOpeningHours.periods`) and, for each
/// special day of the coming seven (`currentOpeningHours.specialDays`: a holiday, a closure), that day's own periods
/// (`currentOpeningHours.periods` that open on it). A special day is its own periods only: the night before does not
/// reach into it (Christmas Day closed is closed from midnight, as a later rule for a day is in `opening_hours`); any
/// other day is the regular week's, with what reaches into it from the days before. Both are wall-clock times in the
/// place's zone, so a day's times are its local times on any day, a day the clocks change included. Without a regular
/// week, a day that is not special is unknown.
public struct OpeningPeriods: Hashable, Sendable, Codable {
    /// One period: it opens on a day at a minute (0...1439) and stays open `minutes` (a period with no close is open
    /// all week: `minutes` 10,080).
    public struct Span: Hashable, Sendable, Codable {
        /// For the regular week, the weekday as Google numbers it (0 Sunday ... 6 Saturday); for a special day, its
        /// `CivilDay` number.
        public let day: Int
        public let start: Int
        public let minutes: Int

        public init(day: Int, start: Int, minutes: Int) {
            self.day = day
            self.start = start
            self.minutes = minutes
        }
    }

    public static let week = 7 * 1440

    public let regular: [Span]?
    public let special: [Span]
    /// The special days (`CivilDay` numbers), closed ones included (a special day without a period is closed).
    public let specialDays: [Int]

    /// Spans outside their ranges (a weekday beyond 6, a start beyond 23:59, a length of none or beyond a week) are
    /// dropped: untrusted input never reaches arithmetic.
    public init(regular: [Span]?, special: [Span] = [], specialDays: [Int] = []) {
        self.regular = regular?.filter { (0...6).contains($0.day) && Self.isPlausible($0) }
        self.special = special.filter(Self.isPlausible)
        self.specialDays = Array(Set(specialDays)).sorted()
    }

    private static func isPlausible(_ span: Span) -> Bool {
        (0..<1440).contains(span.start) && (1...week).contains(span.minutes)
    }

    /// Whether the place is open at `date` in `zone`; nil when the day is not known.
    public func isOpen(at date: Date, in zone: TimeZone) -> Bool? {
        let calendar = Self.calendar(zone)
        guard let (day, minute) = Self.wallTime(date, calendar) else { return nil }
        return isOpen(day: day, minute: minute)
    }

    /// When the state at `date` next changes, within a week; nil when unknown or it does not change (open all week).
    public func nextChange(after date: Date, in zone: TimeZone) -> Date? {
        let calendar = Self.calendar(zone)
        guard let (day, minute) = Self.wallTime(date, calendar), let now = isOpen(day: day, minute: minute) else {
            return nil
        }
        for offset in 0...7 {
            for boundary in boundaries(on: day.adding(offset)) where offset > 0 || boundary > minute {
                guard isOpen(day: day.adding(offset), minute: boundary) != now,
                    let instant = Self.instant(day.adding(offset), boundary, calendar)
                else { continue }
                if instant > date { return instant }
            }
        }
        return nil
    }

    /// The seven days from `date`'s in `zone`: each day's start and its text ("11:00-15:00, 18:00-22:00", "closed",
    /// "unknown").
    public func week(from date: Date, in zone: TimeZone) -> [(day: Date, text: String)] {
        let calendar = Self.calendar(zone)
        guard let (first, _) = Self.wallTime(date, calendar) else { return [] }
        return (0..<7).compactMap { offset in
            let day = first.adding(offset)
            guard let start = Self.instant(day, 0, calendar) else { return nil }
            return (start, text(of: day))
        }
    }

    private func text(of day: CivilDay) -> String {
        let minutes = ([0] + boundaries(on: day)).sorted()
        var spans: [(start: Int, end: Int)] = []
        for (index, minute) in minutes.enumerated() {
            let end = index + 1 < minutes.count ? minutes[index + 1] : 1440
            switch isOpen(day: day, minute: minute) {
            case true?:
                if let last = spans.last, last.end == minute {
                    spans[spans.count - 1].end = end
                } else {
                    spans.append((minute, end))
                }
            case false?: continue
            case nil: return "unknown"
            }
        }
        if spans.isEmpty { return "closed" }
        return spans.map { Self.clock($0.start) + "-" + Self.clock($0.end) }.joined(separator: ", ")
    }

    /// The spans that open on `day`: its special ones on a special day, else the regular week's for its weekday; nil
    /// when the day is not known.
    private func spans(openingOn day: CivilDay) -> [Span]? {
        if specialDays.contains(day.number) { return special.filter { $0.day == day.number } }
        let weekday = (day.weekday + 1) % 7  // CivilDay: 0 Monday; Google: 0 Sunday
        return regular?.filter { $0.day == weekday }
    }

    /// Open at a wall-clock minute of a day: a span of that day or, unless it is special, of one of the six before it
    /// reaches it.
    private func isOpen(day: CivilDay, minute: Int) -> Bool? {
        var known = true
        for back in 0...(specialDays.contains(day.number) ? 0 : 6) {
            guard let spans = spans(openingOn: day.adding(-back)) else {
                if back == 0 { known = false }
                continue
            }
            let elapsed = back * 1440 + minute
            if spans.contains(where: { elapsed >= $0.start && elapsed < $0.start + $0.minutes }) { return true }
        }
        return known ? false : nil
    }

    /// The minutes of a day where a span that reaches it starts or ends.
    private func boundaries(on day: CivilDay) -> [Int] {
        var minutes: Set<Int> = [0]
        for back in 0...7 {
            for span in spans(openingOn: day.adding(-back)) ?? [] {
                for edge in [span.start, span.start + span.minutes] {
                    let offset = edge - back * 1440
                    if (0..<1440).contains(offset) { minutes.insert(offset) }
                }
            }
        }
        return minutes.sorted()
    }

    /// "09:30" (or "9:30 AM", by the reader's convention).
    private static func clock(_ minutes: Int) -> String {
        Conventions.inUse.hourCycle.clock(minutes: minutes)
    }

    private static func calendar(_ zone: TimeZone) -> Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        return calendar
    }

    private static func wallTime(_ date: Date, _ calendar: Calendar) -> (CivilDay, Int)? {
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
        guard let year = parts.year, let month = parts.month, let day = parts.day, let hour = parts.hour,
            let minute = parts.minute
        else { return nil }
        return (CivilDay(year: year, month: month, day: day), hour * 60 + minute)
    }

    /// The first instant of a wall-clock minute of a day (one the clocks skip: the instant after the gap).
    private static func instant(_ day: CivilDay, _ minute: Int, _ calendar: Calendar) -> Date? {
        let (year, month, dayOfMonth) = day.civil
        return calendar.date(
            from: DateComponents(year: year, month: month, day: dayOfMonth, hour: minute / 60, minute: minute % 60))
    }
}
