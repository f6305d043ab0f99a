import Foundation

/// Dates in machine-readable output: ISO-8601 in UTC with seconds (`2026-11-22T09:30:00Z`).
enum ISO8601 {
    static func string(_ date: Date) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime]
        formatter.timeZone = TimeZone(identifier: "UTC")
        return formatter.string(from: date)
    }
}
