import Foundation

/// OpenStreetMap's `opening_hours`, the forms that cover most real values: rules separated by `;` (a later rule
/// replaces the earlier ones on the days it names) or `,` (an additional rule: it adds to them), each a weekday
/// selector (`Mo-Fr`, `Mo,We,Fr`, `Fr-Mo`; none: every day) and time spans (`08:00-12:00,14:00-18:00`; past
/// midnight `22:00-02:00` or `18:00-26:00`), `off`/`closed`, and `24/7`. Anything else (public and school holidays
/// `PH`/`SH`, months, weeks, `sunrise`, comments, `||` fallbacks, open ends `+`) makes the whole value unknown: nil,
/// never a guess. In Domain, so that the cache judges a cached place's hours at the time of asking, as online.
public struct OSMOpeningHours: Equatable, Sendable {
    /// A span of minutes from the day's midnight; `end` may pass 1440 (it then runs into the next day).
    struct Span: Equatable, Sendable {
        let start: Int
        let end: Int
    }

    struct Rule: Equatable, Sendable {
        /// 0 Monday ... 6 Sunday.
        let days: Set<Int>
        /// Empty: closed on those days.
        let spans: [Span]
        let isAdditional: Bool
    }

    let rules: [Rule]

    /// The hours, or nil when the value uses anything this parser does not read.
    public init?(_ text: String) {
        guard text.utf8.count <= 255 else { return nil }
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
        } while !scanner.isAtEnd
        guard scanner.isAtEnd, !rules.isEmpty else { return nil }
        self.rules = rules
    }

    /// The spans of one weekday (0 Monday), rules applied in order.
    func spans(onDay day: Int) -> [Span] {
        rules.reduce(into: [Span]()) { spans, rule in
            guard rule.days.contains(day) else { return }
            spans = rule.isAdditional ? spans + rule.spans : rule.spans
        }
    }

    /// Whether it is open at an instant, the hours read as local time in `timeZone`.
    public func isOpen(at date: Date, in timeZone: TimeZone) -> Bool {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let parts = calendar.dateComponents([.weekday, .hour, .minute], from: date)
        guard let weekday = parts.weekday, let hour = parts.hour, let minute = parts.minute else { return false }
        let day = (weekday + 5) % 7
        let now = hour * 60 + minute
        if spans(onDay: day).contains(where: { $0.start <= now && now < $0.end }) { return true }
        // The day before's spans that run past midnight.
        return spans(onDay: (day + 6) % 7).contains { $0.end > 1440 && $0.start <= now + 1440 && now + 1440 < $0.end }
    }
}
