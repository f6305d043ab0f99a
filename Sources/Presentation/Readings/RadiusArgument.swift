import Domain
import Foundation

/// `--radius 800`, `800m`, `1.5km`, `0.5mi`, `2000ft`: a distance in metres (a bare number), kilometres, miles or feet,
/// plain decimal notation, as whole metres (`0.5mi` is 805 m); the range (1 m ... 50 km) is checked where the value
/// is used (`NearbyForm.checkRanges`), its limits said in the reader's units.
public enum RadiusArgument {
    /// A distance's unit, as `--radius` and the MCP tool's `radius_unit` name it.
    public enum Unit: String, CaseIterable, Sendable {
        case km, mi, ft, m

        var meters: Double {
            switch self {
            case .km: 1000
            case .mi: UnitSystem.metersPerMile
            case .ft: UnitSystem.metersPerFoot
            case .m: 1
            }
        }
    }

    public static func parse(_ text: String) throws(UsageError) -> Int {
        let lowered = text.lowercased()
        if let unit = Unit.allCases.first(where: { lowered.hasSuffix($0.rawValue) }),
            let number = DecimalNumber.parse(String(lowered.dropLast(unit.rawValue.count)))
        {
            return try meters(number, unit, written: text)
        }
        guard let meters = meters(text) else { throw notADistance(text) }
        return meters
    }

    /// A number in a unit, typed (the MCP tool's `radius` and `radius_unit`), as whole metres. It is judged in its unit
    /// before it is rounded, so that `2ft` (0.6 m) is not taken as 1 m, nor `31.07mi` (50,003 m) refused as '31 mi';
    /// `written`, the user's own words, is quoted back.
    public static func meters(_ number: Double, _ unit: Unit, written: String? = nil) throws(UsageError) -> Int {
        let exact = number * unit.meters
        let shown = TerminalSafe.line(String((written ?? "\(number) \(unit.rawValue)").prefix(40)))
        guard exact.isFinite, exact >= 0, exact < 1e9 else { throw notADistance(shown) }
        try judge(exact, shown: "'\(shown)'")
        return Int(exact.rounded())
    }

    /// The search's radius range (`NearbySearchQuery.radiusRange`), judged here for every reader: a radius as read
    /// (before rounding) or as saved; `shown` says it back.
    public static func judge(_ meters: Double, shown: String) throws(UsageError) {
        let range = NearbySearchQuery.radiusRange
        guard (Double(range.lowerBound)...Double(range.upperBound)).contains(meters) else {
            throw UsageError("\(OptionName.radius) must be between \(rangeText) (got \(shown))")
        }
    }

    private static func notADistance(_ text: String) -> UsageError {
        UsageError(
            "\(OptionName.radius) must be a distance: 800 (metres), 800m, 1.5km, 0.5mi or 2000ft (got '\(TerminalSafe.line(String(text.prefix(40))))')"
        )
    }

    /// Whole metres, or nil when the text is not a distance (or is beyond any radius, so that nothing traps).
    public static func meters(_ text: String) -> Int? {
        let lowered = text.lowercased()
        let unit = Unit.allCases.first { lowered.hasSuffix($0.rawValue) }
        let digits = String(lowered.dropLast(unit?.rawValue.count ?? 0))
        // A bare number is whole metres, as it always was; a unit takes decimals (1.5km).
        guard unit == nil ? digits.allSatisfy({ $0.isASCII && $0.isNumber }) : true,
            let number = DecimalNumber.parse(digits)
        else { return nil }
        let meters = (number * (unit?.meters ?? 1)).rounded()
        guard meters.isFinite, meters >= 0, meters < 1e9 else { return nil }
        return Int(meters)
    }

    /// "1 m and 50 km" in metric, "4 ft and 31.06 mi" in imperial: the range a message says, each limit one that is
    /// accepted as written (the feet rounded up, the miles down to a hundredth).
    public static var rangeText: String {
        let range = NearbySearchQuery.radiusRange
        guard Conventions.inUse.units != .metric else { return "1 m and 50 km" }
        let feet = Int((Double(range.lowerBound) / UnitSystem.metersPerFoot).rounded(.up))
        let hundredths = Int((Double(range.upperBound) / UnitSystem.metersPerMile * 100).rounded(.down))
        return "\(feet) ft and \(hundredths / 100).\(String(format: "%02d", hundredths % 100)) mi"
    }
}
