import Foundation

/// Instants in output: RFC 3339 in UTC, to the second ("2026-11-22T19:00:00Z"). `Date.ISO8601FormatStyle` is
/// pure Swift; `ISO8601DateFormatter` went through ICU and cost more than the rest of a 60-row answer.
enum ISO8601 {
    private static let style = Date.ISO8601FormatStyle()

    static func string(_ date: Date) -> String {
        style.format(date)
    }
}
