import Foundation

extension OSMOpeningHours {
    /// When the state at `date` (open or closed) next changes, within a week; nil when it is unknown, or does not
    /// change within a week (`24/7`). Only the minutes where a span starts or ends (or a sun event falls) are tried.
    public func nextChange(
        after date: Date, in timeZone: TimeZone, holidays: PublicHolidays? = nil, coordinate: Coordinate? = nil
    ) -> Date? {
        guard let now = isOpen(at: date, in: timeZone, holidays: holidays, coordinate: coordinate) else { return nil }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let start = calendar.startOfDay(for: date)
        for offset in 0...7 {
            guard let day = calendar.date(byAdding: .day, value: offset, to: start) else { return nil }
            let minutes = changeMinutes(on: day, calendar, coordinate)
            for minute in minutes.sorted() {
                guard let instant = calendar.date(bySettingHour: minute / 60, minute: minute % 60, second: 0, of: day),
                    instant > date
                else { continue }
                if isOpen(at: instant, in: timeZone, holidays: holidays, coordinate: coordinate) != now { return instant }
            }
        }
        return nil
    }

    /// The open spans of each of the seven days from `date`'s, as the day's text ("11:00-15:00, 18:30-22:00",
    /// "closed", "unknown"), in `timeZone`, each time of day written by `clock` (minutes from midnight, up to 1440:
    /// 24-hour `09:30` unless the reader's convention says otherwise).
    public func week(
        from date: Date, in timeZone: TimeZone, holidays: PublicHolidays? = nil, coordinate: Coordinate? = nil,
        clock: (Int) -> String = Self.clock
    ) -> [(day: Date, text: String)] {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let start = calendar.startOfDay(for: date)
        return (0..<7).compactMap { offset in
            guard let day = calendar.date(byAdding: .day, value: offset, to: start) else { return nil }
            return (day, dayText(day, calendar, holidays, coordinate, clock))
        }
    }

    /// The day's open spans: the state at each minute where one may change holds until the next such minute. A
    /// minute is a wall-clock time of that day (10:00 is 10:00 on the day the clocks go back, 11 hours after midnight).
    private func dayText(
        _ day: Date, _ calendar: Calendar, _ holidays: PublicHolidays?, _ coordinate: Coordinate?, _ clock: (Int) -> String
    ) -> String {
        let boundaries = changeMinutes(on: day, calendar, coordinate).sorted()
        var spans: [(start: Int, end: Int)] = []
        var unknown = false
        for (index, minute) in boundaries.enumerated() {
            let end = index + 1 < boundaries.count ? boundaries[index + 1] : 1440
            guard let instant = calendar.date(bySettingHour: minute / 60, minute: minute % 60, second: 0, of: day)
            else { continue }
            switch isOpen(at: instant, in: calendar.timeZone, holidays: holidays, coordinate: coordinate) {
            case true?:
                if let last = spans.last, last.end == minute {
                    spans[spans.count - 1].end = end
                } else {
                    spans.append((minute, end))
                }
            case false?: break
            case nil: unknown = true
            }
        }
        if spans.isEmpty { return unknown ? "unknown" : "closed" }
        let text = spans.map { clock($0.start) + "-" + clock($0.end) }.joined(separator: ", ")
        return unknown ? text + " (otherwise unknown)" : text
    }

    /// The minutes of a day where the state may change: where a span starts or ends (sun events resolved), and 0.
    private func changeMinutes(on day: Date, _ calendar: Calendar, _ coordinate: Coordinate?) -> Set<Int> {
        var minutes = Set(rules.flatMap(\.spans).filter { !$0.usesSun }.flatMap { [$0.start % 1440, $0.end % 1440] } + [0])
        let parts = calendar.dateComponents([.year, .month, .day], from: day)
        if usesSun, let coordinate, let year = parts.year, let month = parts.month, let dayOfMonth = parts.day,
            let sun = SunTimes(year: year, month: month, day: dayOfMonth, at: coordinate, in: calendar)
        {
            minutes.formUnion(sunMinutes(sun))
        }
        return minutes
    }

    private func sunMinutes(_ sun: SunTimes) -> [Int] {
        rules.flatMap(\.spans).flatMap { span in
            [span.startEvent.map { sun.minutes($0) + span.start }, span.endEvent.map { sun.minutes($0) + span.end }]
        }.compactMap { $0.map { ($0 % 1440 + 1440) % 1440 } }
    }

    /// "09:30", "24:00": a time of day as `opening_hours` writes it.
    public static func clock(_ minutes: Int) -> String {
        let (hours, rest) = minutes.quotientAndRemainder(dividingBy: 60)
        return (hours < 10 ? "0" : "") + String(hours) + ":" + (rest < 10 ? "0" : "") + String(rest)
    }
}
