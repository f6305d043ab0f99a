import Domain

/// One favourite as listed: its cached details when there are any, and the words a person reads.
public struct FavoritePlaceViewModel: Equatable, Sendable {
    public let placeID: String
    public let details: PlaceDetails?
    public let distanceMeters: Int?
    public let nameText: String
    public let ratingText: String
    public let distanceText: String
    public let addressText: String

    public init(placeID: String, details: PlaceDetails?, distanceMeters: Int?) {
        self.placeID = placeID
        self.details = details
        self.distanceMeters = distanceMeters
        nameText = details?.name ?? "(not cached: run \(SuggestedCommand.details(placeID: placeID)))"
        ratingText =
            details?.rating.map {
                "\(NearbyFormatters.stars($0)) \(NearbyFormatters.rating($0, count: details?.userRatingsTotal))"
            } ?? ""
        distanceText = distanceMeters.map(NearbyFormatters.distance(meters:)) ?? ""
        addressText = details?.address ?? ""
    }
}
