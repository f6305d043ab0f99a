import Crypto
import Foundation

/// Google's hours for a place of the data set, as Places API (New) gives them: a regular week
/// (`regularOpeningHours.periods`, `day` 0 Sunday, a close on the next day past midnight, no close for a place open
/// all the time) chosen by the place's id from forms restaurants have, and the coming seven days in the place's zone
/// (`currentOpeningHours.periods` with dates, and `specialDays`: Christmas and New Year's Day closed, Christmas Eve
/// 11:00-15:00), from the sandbox's clock; the zone (`timeZone`) is the smallest sandbox area's around the place.
/// One place in seven has no hours.
enum GoogleHours {
    /// (open weekday, open minute, close weekday, close minute); a close of nil: open all the time.
    typealias Period = (day: Int, start: Int, closeDay: Int?, end: Int)

    static let weeks: [[Period]] = [
        // Monday to Saturday, lunch and dinner.
        (1...6).flatMap { [($0, 690, $0, 870), ($0, 1140, $0, 1350)] },
        // Every day, noon to eleven.
        (0...6).map { ($0, 720, $0, 1380) },
        // Tuesday to Sunday evenings, past midnight.
        (2...7).map { ($0 % 7, 1080, ($0 + 1) % 7, 120) },
        // Open all the time.
        [(0, 0, nil, 0)],
        // Weekdays, breakfast to evening.
        (1...5).map { ($0, 480, $0, 1080) },
        // Wednesday to Monday, lunch and dinner (Tuesday closed).
        [3, 4, 5, 6, 0, 1].flatMap { [($0, 660, $0, 900), ($0, 1110, $0, 1320)] },
    ]

    /// Whether a week is open at a weekday (0 Sunday) and minute: a period of that day or of the day before reaches
    /// it (all week for one without a close).
    static func isOpen(_ week: [Period], day: Int, minute: Int) -> Bool {
        week.contains { period in
            guard let closeDay = period.closeDay else { return true }
            let ahead = (closeDay - period.day + 7) % 7
            let length = (ahead == 0 && period.end <= period.start ? 7 : ahead) * 1440 + period.end - period.start
            let elapsed = ((day - period.day + 7) % 7) * 1440 + minute - period.start
            return elapsed >= 0 && elapsed < length
        }
    }

    /// The place's regular week, nil for one without hours.
    static func week(of place: SandboxPlace) -> [Period]? {
        let digest = Array(SHA256.hash(data: Data(("hours:" + place.id).utf8)))
        guard digest[0] % 7 != 0 else { return nil }
        return weeks[Int(digest[1]) % weeks.count]
    }

    static func zone(of place: SandboxPlace) -> TimeZone? {
        SandboxArea.all.filter { $0.contains(latitude: place.lat, longitude: place.lng) && $0.tags["timezone"] != nil }
            .max { Int($0.tags["admin_level"] ?? "0") ?? 0 < Int($1.tags["admin_level"] ?? "0") ?? 0 }
            .flatMap { $0.tags["timezone"].flatMap(TimeZone.init(identifier:)) }
    }

    /// `regularOpeningHours`, `currentOpeningHours` (periods and special days) and `timeZone` for the JSON of a place.
    static func fields(of place: SandboxPlace, now: Date) -> [String: Any] {
        guard let week = week(of: place), let zone = zone(of: place) else { return [:] }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        let today = calendar.startOfDay(for: now)
        var current: [[String: Any]] = []
        var special: [[String: Any]] = []
        for offset in 0..<7 {
            guard let day = calendar.date(byAdding: .day, value: offset, to: today) else { continue }
            let parts = calendar.dateComponents([.year, .month, .day, .weekday], from: day)
            guard let year = parts.year, let month = parts.month, let dayOfMonth = parts.day, let weekday = parts.weekday
            else { continue }
            let date = ["year": year, "month": month, "day": dayOfMonth]
            var periods = week.filter { $0.day == weekday - 1 }
            switch (month, dayOfMonth) {
            case (12, 25), (1, 1):
                special.append(["date": date])
                periods = []
            case (12, 24):
                special.append(["date": date])
                periods = [(weekday - 1, 660, weekday - 1, 900)]
            default: break
            }
            for period in periods {
                let close = period.closeDay.map { closeDay in
                    let ahead = (closeDay - period.day + 7) % 7
                    let after = ahead == 0 && period.end <= period.start ? 7 : ahead
                    return point(closeDay, period.end, calendar.date(byAdding: .day, value: after, to: day), calendar)
                }
                var item: [String: Any] = ["open": point(period.day, period.start, day, calendar)]
                if let close { item["close"] = close }
                current.append(item)
            }
        }
        let regular = week.map { period -> [String: Any] in
            var item: [String: Any] = ["open": ["day": period.day, "hour": period.start / 60, "minute": period.start % 60]]
            if let closeDay = period.closeDay {
                item["close"] = ["day": closeDay, "hour": period.end / 60, "minute": period.end % 60]
            }
            return item
        }
        return [
            "regularOpeningHours": ["periods": regular],
            "currentOpeningHours": ["periods": current, "specialDays": special],
            "timeZone": ["id": zone.identifier],
        ]
    }

    private static func point(_ weekday: Int, _ minute: Int, _ day: Date?, _ calendar: Calendar) -> [String: Any] {
        var point: [String: Any] = ["day": weekday, "hour": minute / 60, "minute": minute % 60]
        if let day {
            let parts = calendar.dateComponents([.year, .month, .day], from: day)
            point["date"] = ["year": parts.year ?? 0, "month": parts.month ?? 0, "day": parts.day ?? 0]
        }
        return point
    }
}
