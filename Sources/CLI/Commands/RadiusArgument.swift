import ArgumentParser
import Domain
import Presentation

/// `--radius 800`, `800m`, `1.5km`, `0.5mi`, `2000ft`: a distance in metres (a bare number), kilometres, miles or feet,
/// plain decimal notation, as whole metres (`0.5mi` is 805 m); the range (1 m ... 50 km) is checked where the value
/// is used (`NearbyInputRules`), its limits said in the reader's units.
enum RadiusArgument {
    private static let units: [(suffix: String, meters: Double)] = [
        ("km", 1000), ("mi", UnitSystem.metersPerMile), ("ft", UnitSystem.metersPerFoot), ("m", 1),
    ]

    static func parse(_ text: String) throws -> Int {
        guard let meters = meters(text) else {
            throw ValidationError(
                "--radius must be a distance: 800 (metres), 800m, 1.5km, 0.5mi or 2000ft (got '\(TerminalSafe.line(String(text.prefix(40))))')"
            )
        }
        return meters
    }

    /// Whole metres, or nil when the text is not a distance (or is beyond any radius, so that nothing traps).
    static func meters(_ text: String) -> Int? {
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

    /// "1 m and 50 km" in metric, "3 ft and 31 mi" in imperial: the range a message says.
    static var rangeText: String {
        let range = NearbySearchQuery.radiusRange
        return Conventions.inUse.units == .metric
            ? "1 m and 50 km"
            : "\(NearbyFormatters.distance(meters: range.lowerBound)) and \(NearbyFormatters.distance(meters: range.upperBound))"
    }
}
