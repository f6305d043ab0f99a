import Foundation

/// How a reader's clock reads: 24-hour (`22:00`) or 12-hour (`10 PM`, `6:30 PM`). Output for scripts keeps ISO 8601.
public enum HourCycle: String, CaseIterable, Equatable, Hashable, Sendable {
    case h23
    case h12

    /// The territories whose people prefer a 12-hour clock, from CLDR's time data (`timeData`, `_preferred` "h"):
    /// the others, and none (the C locale), read 24 hours.
    static let twelveHourTerritories: Set<String> = [
        "AE", "AG", "AS", "AU", "BB", "BD", "BH", "BM", "BS", "BT", "CA", "DJ", "DM", "DZ", "EG", "EH", "ER", "FJ", "FM",
        "GD", "GH", "GM", "GU", "GY", "HK", "IN", "IQ", "JM", "JO", "KI", "KN", "KR", "KW", "KY", "LB", "LC", "LR", "LS",
        "LY", "MH", "MO", "MP", "MR", "MW", "MY", "NZ", "OM", "PG", "PH", "PK", "PR", "PS", "PW", "QA", "SA", "SB", "SD",
        "SG", "SL", "SO", "SS", "SY", "TC", "TN", "TO", "TT", "TW", "UM", "US", "VC", "VG", "VI", "VU", "WS", "YE", "ZM",
    ]

    /// The clock of a territory (`US`); 24-hour for any other or none.
    public static func of(territory: String?) -> HourCycle {
        territory.map { twelveHourTerritories.contains($0) } == true ? .h12 : .h23
    }

    /// A minute of the day (0...1440) on this clock: "22:00", "24:00"; "10 PM", "6:30 PM", "12 AM" (midnight).
    public func clock(minutes: Int) -> String {
        let hour = minutes / 60
        let minute = minutes % 60
        switch self {
        case .h23:
            return Self.twoDigits(hour) + ":" + Self.twoDigits(minute)
        case .h12:
            let half = hour % 24 < 12 ? "AM" : "PM"
            let shown = hour % 12 == 0 ? 12 : hour % 12
            return (minute == 0 ? "\(shown)" : "\(shown):" + Self.twoDigits(minute)) + " " + half
        }
    }

    private static func twoDigits(_ value: Int) -> String {
        value < 10 ? "0\(value)" : "\(value)"
    }
}
