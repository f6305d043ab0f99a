import Foundation

/// Everything foodybite shows about one place. Google may omit any field but the id.
public struct PlaceDetails: Equatable, Hashable, Sendable, Codable {
    public let placeID: String
    public let name: String
    public let address: String?
    public let phoneNumber: String?
    public let location: Location?
    public let rating: Double?
    public let userRatingsTotal: Int?
    public let priceLevel: PriceLevel?
    public let openingHours: OpeningHours?
    public let website: URL?
    public let mapsURL: URL?
    public let businessStatus: BusinessStatus
    public let reviews: [Review]
    public let photos: [Photo]
    /// When these details were fetched, if they come from the local cache; nil when fresh from the network.
    public let cachedAt: Date?
    /// Its types, primary first, in foodybite's vocabulary (`PlaceKind`), when known.
    public let types: [String]?
    /// What its provider calls it, in the provider's own words (`coffee_shop`, "Coffee Shop"), when known.
    public let category: String?
    /// What map data says of it (OpenStreetMap's diets, wheelchair, seats outside, hours as written).
    public let attributes: PlaceAttributes?

    public init(
        placeID: String, name: String, address: String?, phoneNumber: String?, location: Location?,
        rating: Double?, userRatingsTotal: Int?, priceLevel: PriceLevel?, openingHours: OpeningHours?,
        website: URL?, mapsURL: URL?, businessStatus: BusinessStatus, reviews: [Review], photos: [Photo],
        cachedAt: Date? = nil, types: [String]? = nil, category: String? = nil, attributes: PlaceAttributes? = nil
    ) {
        self.placeID = placeID
        self.name = name
        self.address = address
        self.phoneNumber = phoneNumber
        self.location = location
        self.rating = rating
        self.userRatingsTotal = userRatingsTotal
        self.priceLevel = priceLevel
        self.openingHours = openingHours
        self.website = website
        self.mapsURL = mapsURL
        self.businessStatus = businessStatus
        self.reviews = reviews
        self.photos = photos
        self.cachedAt = cachedAt
        self.types = types
        self.category = category
        self.attributes = attributes
    }

    /// What it is (`PlaceKind`), by its primary type.
    public var kind: PlaceKind? { PlaceKind.of(types: types) }

    /// The same details, marked as read from the cache and fetched at `date`.
    public func cached(at date: Date) -> PlaceDetails {
        PlaceDetails(
            placeID: placeID, name: name, address: address, phoneNumber: phoneNumber, location: location, rating: rating,
            userRatingsTotal: userRatingsTotal, priceLevel: priceLevel, openingHours: openingHours, website: website,
            mapsURL: mapsURL, businessStatus: businessStatus, reviews: reviews, photos: photos, cachedAt: date,
            types: types, category: category, attributes: attributes)
    }
}
