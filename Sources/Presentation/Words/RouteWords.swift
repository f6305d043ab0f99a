import Domain

/// How a route is said, in the table and on the map page: the travel mode as a verb, and the place's state on arrival.
public enum RouteWords {
    public static func state(_ verdict: MomentVerdict) -> String {
        switch verdict.isOpen {
        case true?: "open" + (verdict.change.map { " until \($0)" } ?? "")
        case false?: "closed" + (verdict.change.map { ", opens \($0)" } ?? "")
        case nil: "hours unknown"
        }
    }

    public static func verb(_ mode: TravelMode) -> String {
        switch mode {
        case .walk: "walking"
        case .bike: "cycling"
        case .drive: "driving"
        case .transit: "by public transport"
        }
    }
}
