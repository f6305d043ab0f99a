import Foundation

/// How the sandbox routes, for Places API (New)'s `routingSummaries`, the Routes API and OSRM alike: the route is the
/// distance as the crow flies times 1.3 (streets are not straight), at a speed per mode (walking 1.4 m/s, cycling
/// 4.2 m/s, driving 8.3 m/s in town, transit 6 m/s plus 5 minutes of waiting); a destination within 40 m of the
/// data set's "Restaurant Chez Léon" cannot be reached (a courtyard behind a locked gate); one within 40 m of "Au
/// Bureau" is an element Google's matrix fails (a `status` with an error), for the row that must stay blank alone.
struct SandboxRouting: Sendable {
    struct Leg: Equatable {
        let seconds: Int
        let meters: Int
    }

    enum Mode: String {
        case walk, bike, drive, transit

        /// Google's names (`WALK`, `BICYCLE`, `DRIVE`, `TRANSIT`).
        init?(google: String?) {
            switch google {
            case "WALK": self = .walk
            case "BICYCLE": self = .bike
            case "DRIVE", nil: self = .drive
            case "TRANSIT": self = .transit
            default: return nil
            }
        }

        var metresPerSecond: Double {
            switch self {
            case .walk: 1.4
            case .bike: 4.2
            case .drive: 8.3
            case .transit: 6
            }
        }
    }

    let unreachable: (Double, Double)?
    let failing: (Double, Double)?

    init(dataset: Dataset) {
        let places = dataset.places
        unreachable = places.first { $0.name == "Restaurant Chez Léon" }.map { ($0.lat, $0.lng) }
        failing = places.first { $0.name == "Au Bureau" }.map { ($0.lat, $0.lng) }
    }

    /// The leg from one point to another; nil when no route exists.
    func leg(from origin: (Double, Double), to destination: (Double, Double), mode: Mode) -> Leg? {
        if let unreachable, Geo.distance(unreachable.0, unreachable.1, destination.0, destination.1) <= 40 { return nil }
        let meters = Geo.distance(origin.0, origin.1, destination.0, destination.1) * 1.3
        let seconds = meters / mode.metresPerSecond + (mode == .transit ? 300 : 0)
        return Leg(seconds: Int(seconds.rounded()), meters: Int(meters.rounded()))
    }

    /// Whether Google's matrix fails this destination's element.
    func fails(_ destination: (Double, Double)) -> Bool {
        guard let failing else { return false }
        return Geo.distance(failing.0, failing.1, destination.0, destination.1) <= 40
    }
}
