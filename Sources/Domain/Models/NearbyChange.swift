/// How a place listed by a nearby search differs from the previous run of the same query (`nearby --changes`).
public enum NearbyChange: Equatable, Hashable, Sendable {
    /// Listed now, not before.
    case new
    /// Listed before, not now: moved out, no longer returned, or below the minimum rating now.
    case gone
    /// Listed both times, its rating moved by 0.1 or more.
    case rating(previous: Double)
    /// Listed before, closed for business now (temporarily or for good).
    case closed
    /// Closed for business before, listed now.
    case reopened

    /// The word for it in every output format.
    public var name: String {
        switch self {
        case .new: "new"
        case .gone: "gone"
        case .rating: "rating"
        case .closed: "closed"
        case .reopened: "reopened"
        }
    }
}
