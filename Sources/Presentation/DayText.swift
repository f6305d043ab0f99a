import Domain
import Foundation

/// A day the Foodybite server gives (it keeps the date of a review, not its time) as a day: "today", "yesterday",
/// "3 Nov", "3 Nov 2025" in another year; never as hours. Days are UTC days, as the server writes them.
public enum DayText {
    private static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    public static func describe(_ date: Date, today now: Date) -> String {
        guard Plausible.dates.contains(date), Plausible.dates.contains(now) else { return "" }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? .current
        let days =
            calendar.dateComponents([.day], from: calendar.startOfDay(for: date), to: calendar.startOfDay(for: now)).day ?? 0
        if days <= 0 { return "today" }
        if days == 1 { return "yesterday" }
        let parts = calendar.dateComponents([.year, .month, .day], from: date)
        let (year, month, day) = (parts.year ?? 0, parts.month ?? 1, parts.day ?? 1)
        let text = "\(day) \(months[min(max(month, 1), 12) - 1])"
        return year == calendar.component(.year, from: now) ? text : "\(text) \(year)"
    }
}
