import Domain
import Foundation

/// `--radius 800`, `800m`, `1.5km`, `0.5mi`, `2000ft`: a distance in metres (a bare number), kilometres, miles or feet,
/// plain decimal notation, as whole metres (`0.5mi` is 805 m); the range (1 m ... 50 km) is checked where the value
/// is used (`NearbyForm.checkRanges`), its limits said in the reader's units.
public enum RadiusArgument {
    private static let units: [(suffix: String, meters: Double)] = [
        ("km", 1000), ("mi", UnitSystem.metersPerMile), ("ft", UnitSystem.metersPerFoot), ("m", 1),
    ]

    public static func parse(_ text: String) throws(UsageError) -> Int {
        guard let meters = meters(text) else {
            throw UsageError(
                "\(OptionName.radius) must be a distance: 800 (metres), 800m, 1.5km, 0.5mi or 2000ft (got '\(TerminalSafe.line(String(text.prefix(40))))')"
            )
        }
        // A distance with a unit is judged before it is rounded to whole metres, so that `2ft` (0.6 m) is not taken
        // as 1 m, nor `31.07mi` (50,003 m) refused as '31 mi'; the user's own words are quoted back.
        if let exact = exactMeters(text),
            !(Double(NearbySearchQuery.radiusRange.lowerBound)...Double(NearbySearchQuery.radiusRange.upperBound)).contains(exact)
        {
            throw UsageError(
                "\(OptionName.radius) must be between \(rangeText) (got '\(TerminalSafe.line(String(text.prefix(40))))')")
        }
        return meters
    }

    /// The metres a distance with a unit names, before rounding; nil for a bare number or what is not a distance.
    private static func exactMeters(_ text: String) -> Double? {
        let lowered = text.lowercased()
        guard let unit = units.first(where: { lowered.hasSuffix($0.suffix) }),
            let number = DecimalNumber.parse(String(lowered.dropLast(unit.suffix.count)))
        else { return nil }
        return number * unit.meters
    }

    /// Whole metres, or nil when the text is not a distance (or is beyond any radius, so that nothing traps).
    public static func meters(_ text: String) -> Int? {
        let lowered = text.lowercased()
        let unit = units.first { lowered.hasSuffix($0.suffix) } ?? ("", 1)
        let digits = String(lowered.dropLast(unit.suffix.count))
        // A bare number is whole metres, as it always was; a unit takes decimals (1.5km).
        guard unit.suffix.isEmpty ? digits.allSatisfy({ $0.isASCII && $0.isNumber }) : true,
            let number = DecimalNumber.parse(digits)
        else { return nil }
        let meters = (number * unit.meters).rounded()
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
