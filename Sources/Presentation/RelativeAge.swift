import Foundation

/// "just now", "5 minutes ago", "3 hours ago", "2 days ago": how old something is, in words.
public enum RelativeAge {
    public static func describe(from date: Date, to now: Date) -> String {
        let seconds = max(0, Int(now.timeIntervalSince(date)))
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
