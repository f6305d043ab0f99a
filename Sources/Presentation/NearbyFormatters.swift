import Domain
import Foundation

/// The words and symbols the nearby list uses: fixed (no locale), so scripts and snapshots can rely on them, but for
/// distances, in the reader's units (`Conventions`).
public enum NearbyFormatters {
    /// Five stars, a filled one per whole point after rounding to the nearest point: 4.3 → ★★★★☆.
    public static func stars(_ rating: Double?) -> String {
        guard let rating, rating.isFinite else { return "" }
        // From the number shown beside them (one decimal), so that "4.5" always has five stars.
        let shown = Double(oneDecimal(min(5, max(0, rating)))) ?? rating
        let filled = Int(min(5, max(0, shown)).rounded())
        return String(repeating: "★", count: filled) + String(repeating: "☆", count: 5 - filled)
    }

    /// "4.3 (1,234)"; "4.0" for a whole rating; "–" when unrated.
    public static func rating(_ rating: Double?, count: Int?) -> String {
        guard let rating, rating.isFinite else { return "–" }
        let value = oneDecimal(rating)
        guard let count else { return value }
        return "\(value) (\(grouped(count)))"
    }

    /// "140 m" below a kilometre, "1.3 km" below ten, "23 km" from there; in imperial units "350 ft", "0.7 mi",
    /// "12 mi" (`UnitSystem`).
    public static func distance(meters: Int) -> String {
        Conventions.inUse.units.distance(meters: meters)
    }

    /// A radius in a message: "1500 m" (metres, as `--radius` takes them), else as `distance` writes it ("0.9 mi").
    public static func radius(meters: Int) -> String {
        Conventions.inUse.units == .metric ? "\(meters) m" : distance(meters: meters)
    }

    /// "1 min" (under a minute too), "12 min", "1 h 05"; "–" when no route exists; "?" when not known (offline,
    /// not cached).
    public static func travel(_ travel: TravelTime?) -> String {
        guard let travel else { return "?" }
        guard let seconds = travel.seconds else { return "–" }
        let minutes = max(1, (seconds + 30) / 60)
        return minutes < 60 ? "\(minutes) min" : "\(minutes / 60) h \(String(format: "%02d", minutes % 60))"
    }

    /// "pizza, italian; vegetarian": the cuisine types after the main one (`pizza_restaurant`: "pizza"), then the
    /// diets; "" when neither is known.
    public static func cuisine(types: [String]?, diets: [Diet]) -> String {
        let cuisines = (types ?? []).dropFirst().filter { $0.hasSuffix("_restaurant") }.map {
            $0.dropLast("_restaurant".count).replacingOccurrences(of: "_", with: " ")
        }
        return [cuisines.joined(separator: ", "), diets.map(\.rawValue).joined(separator: ", ")].filter { !$0.isEmpty }
            .joined(separator: "; ")
    }

    public static func open(_ isOpen: Bool?) -> String {
        switch isOpen {
        case .some(true): return "open"
        case .some(false): return "closed"
        case .none: return ""
        }
    }

    /// "$" to "$$$$"; "free" for level 0; "" when unknown.
    public static func price(_ level: Int?) -> String {
        guard let level, (0...4).contains(level) else { return "" }
        return level == 0 ? "free" : String(repeating: "$", count: level)
    }

    /// 1234 → "1,234".
    public static func grouped(_ number: Int) -> String {
        let digits = String(number.magnitude)
        var groups: [Substring] = []
        var end = digits.endIndex
        while end > digits.startIndex {
            let start = digits.index(end, offsetBy: -3, limitedBy: digits.startIndex) ?? digits.startIndex
            groups.insert(digits[start..<end], at: 0)
            end = start
        }
        return (number < 0 ? "-" : "") + groups.joined(separator: ",")
    }

    /// "4.3"; values beyond ±1e15 (never a rating) are clamped so that nothing traps.
    static func oneDecimal(_ value: Double) -> String {
        guard value.isFinite else { return "–" }
        let tenths = Int((min(1e15, max(-1e15, value)) * 10).rounded())
        let sign = tenths < 0 ? "-" : ""
        return "\(sign)\(tenths.magnitude / 10).\(tenths.magnitude % 10)"
    }
}
