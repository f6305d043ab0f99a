/// How the user goes to a place (`nearby --travel`, `route --travel`).
public enum TravelMode: String, CaseIterable, Sendable, Codable {
    case walk, bike, drive, transit

    /// Google's name (Places API (New) `routingParameters.travelMode`, Routes API `travelMode`).
    public var googleName: String {
        switch self {
        case .walk: "WALK"
        case .bike: "BICYCLE"
        case .drive: "DRIVE"
        case .transit: "TRANSIT"
        }
    }
}

/// How long it takes to get to a place from the search centre, by the routing service's own route; `meters` is the
/// route's length (not the distance as the crow flies). `seconds` nil: the service was asked and found no route.
public struct TravelTime: Equatable, Hashable, Sendable, Codable {
    public let mode: TravelMode
    public let seconds: Int?
    public let meters: Int?

    public init(mode: TravelMode, seconds: Int?, meters: Int?) {
        self.mode = mode
        self.seconds = seconds
        self.meters = seconds == nil ? nil : meters
    }

    /// Asked, and no route exists (or the service could not route this one).
    public static func noRoute(_ mode: TravelMode) -> TravelTime {
        TravelTime(mode: mode, seconds: nil, meters: nil)
    }

    /// A time and a length from a server: whole, not negative, at most a week and 20,000 km; else nil.
    public static func plausible(mode: TravelMode, seconds: Double?, meters: Double?) -> TravelTime? {
        guard let seconds, seconds.isFinite, (0...604_800).contains(seconds) else { return nil }
        let length = meters.flatMap { $0.isFinite && (0...20_000_000).contains($0) ? Int($0.rounded()) : nil }
        return TravelTime(mode: mode, seconds: Int(seconds.rounded()), meters: length)
    }
}
