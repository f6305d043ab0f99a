/// How distances are written for a reader: metres and kilometres, or feet and miles. Output for scripts (JSON, CSV,
/// NDJSON, GeoJSON) keeps metres whatever the units.
public enum UnitSystem: String, CaseIterable, Equatable, Hashable, Sendable {
    case metric
    case imperial

    /// The territories whose people measure road distances in miles, from CLDR's measurement data
    /// (`measurementSystem` US: LR, MM, US; UK: GB, where a road distance is in miles too).
    static let imperialTerritories: Set<String> = ["US", "LR", "MM", "GB"]

    /// The units of a territory (`US`); metric for any other or none.
    public static func of(territory: String?) -> UnitSystem {
        territory.map { imperialTerritories.contains($0) } == true ? .imperial : .metric
    }

    /// "140 m", "1.3 km", "23 km"; "350 ft" (under a tenth of a mile), "0.7 mi", "12 mi" (from ten).
    public func distance(meters: Int) -> String {
        switch self {
        case .metric:
            if meters < 1000 { return "\(meters) m" }
            if meters < 9_950 { return "\(Self.oneDecimal(Double(meters) / 1000)) km" }
            return "\(meters / 1000 + (meters % 1000 >= 500 ? 1 : 0)) km"
        case .imperial:
            let miles = Double(meters) / Self.metersPerMile
            if miles < 0.1 { return "\(Int((Double(meters) / Self.metersPerFoot).rounded())) ft" }
            if (miles * 10).rounded() < 100 { return "\(Self.oneDecimal(miles)) mi" }
            return "\(Int(miles.rounded())) mi"
        }
    }

    public static let metersPerMile = 1_609.344
    public static let metersPerFoot = 0.3048

    /// "1.3" (at most 1e15 in magnitude: nothing traps).
    static func oneDecimal(_ value: Double) -> String {
        let tenths = Int((min(1e15, max(-1e15, value)) * 10).rounded())
        return "\(tenths / 10).\(abs(tenths % 10))"
    }
}
