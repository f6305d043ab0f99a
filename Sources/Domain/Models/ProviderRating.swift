/// What one provider says of a place: its own id, its rating (on the 0-5 scale) and how many ratings it counts.
/// A place `--provider all` merged carries one per provider.
public struct ProviderRating: Equatable, Hashable, Sendable, Codable {
    public let provider: PlacesProvider
    public let placeID: String
    public let rating: Double?
    public let userRatingsTotal: Int?

    public init(provider: PlacesProvider, placeID: String, rating: Double?, userRatingsTotal: Int?) {
        self.provider = provider
        self.placeID = placeID
        self.rating = rating
        self.userRatingsTotal = userRatingsTotal
    }
}
