import Foundation

/// "just now", "5 minutes ago", "3 hours ago", "2 days ago": how old something is, in words.
public enum RelativeAge {
    public static func describe(from date: Date, to now: Date) -> String {
        let interval = now.timeIntervalSince(date)
        // A date from a damaged source can be anything: clamp before converting, so that nothing traps.
        let seconds = interval.isFinite ? Int(min(max(0, interval), 1e12)) : 0
        switch seconds {
        case ..<60: return "just now"
        case ..<3600: return plural(seconds / 60, "minute")
        case ..<86_400: return plural(seconds / 3600, "hour")
        default: return plural(seconds / 86_400, "day")
        }
    }

    private static func plural(_ count: Int, _ unit: String) -> String {
        "\(count) \(unit)\(count == 1 ? "" : "s") ago"
    }
}
