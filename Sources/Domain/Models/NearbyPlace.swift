/// A place returned by a nearby search. Only the id, name and location are always known.
public struct NearbyPlace: Equatable, Hashable, Sendable, Codable {
    public let placeID: String
    public let name: String
    public let location: Location
    public let rating: Double?
    public let userRatingsTotal: Int?
    public let isOpen: Bool?
    public let priceLevel: PriceLevel?
    public let address: String?
    public let businessStatus: BusinessStatus
    public let photo: Photo?

    public init(
        placeID: String,
        name: String,
        location: Location,
        rating: Double? = nil,
        userRatingsTotal: Int? = nil,
        isOpen: Bool? = nil,
        priceLevel: PriceLevel? = nil,
        address: String? = nil,
        businessStatus: BusinessStatus = .unknown,
        photo: Photo? = nil
    ) {
        self.placeID = placeID
        self.name = name
        self.location = location
        self.rating = rating
        self.userRatingsTotal = userRatingsTotal
        self.isOpen = isOpen
        self.priceLevel = priceLevel
        self.address = address
        self.businessStatus = businessStatus
        self.photo = photo
    }
}
