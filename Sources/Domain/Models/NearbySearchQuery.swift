/// What a nearby search asks for. Services may use `minimumRating` and `limit` to decide how much to fetch;
/// the final filtering (radius, rating, business status) is Presentation's.
public struct NearbySearchQuery: Equatable, Hashable, Sendable {
    public enum Ranking: String, Equatable, Hashable, Sendable {
        case distance
        case popularity
    }

    public static let radiusRange = 1...50_000
    public static let limitRange = 1...60
    public static let ratingRange = 0.0...5.0

    public let location: Location
    public let radius: Int
    public let minimumRating: Double
    public let limit: Int
    public let ranking: Ranking

    public init(location: Location, radius: Int, minimumRating: Double = 0, limit: Int = 20, ranking: Ranking = .distance) {
        self.location = location
        self.radius = radius
        self.minimumRating = minimumRating
        self.limit = limit
        self.ranking = ranking
    }

    /// Whether a place could be listed for this query, judged on what the place itself says
    /// (its rating and business status). Distance is checked by whoever knows the geometry.
    public func admitsRatingAndStatus(of place: NearbyPlace) -> Bool {
        guard place.businessStatus.isOpenForBusiness else { return false }
        guard minimumRating > 0 else { return true }
        guard let rating = place.rating else { return false }
        return rating >= minimumRating
    }
}
