import Foundation

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
    /// When this place was fetched, if it comes from the local cache; nil when it is fresh from the network.
    public let cachedAt: Date?
    /// Google's place types (`pizza_restaurant`, ...), when known.
    public let types: [String]?
    /// Each provider's word on this place when `--provider all` matched it on both; nil for one provider's place.
    public let sources: [ProviderRating]?
    /// What its provider calls it, in the provider's own words: Google's primary type (`coffee_shop`), Foursquare's
    /// primary category (`Coffee Shop`); a merged place has the first provider's.
    public let category: String?
    /// What map data says of it (diets, wheelchair, seats outside, hours as written); nil when its provider has none.
    public let attributes: PlaceAttributes?
    /// How long it takes to get there from the search centre (`--travel`): nil when not (yet) asked, `noRoute` when
    /// asked and there is none; never cached with the place (it depends on where the search starts).
    public let travel: TravelTime?
    /// Along a route (`--along`): how many seconds stopping here adds to the route, when the provider says.
    public let detourSeconds: Int?

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
        photo: Photo? = nil,
        cachedAt: Date? = nil,
        types: [String]? = nil,
        sources: [ProviderRating]? = nil,
        category: String? = nil,
        attributes: PlaceAttributes? = nil,
        travel: TravelTime? = nil,
        detourSeconds: Int? = nil
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
        self.cachedAt = cachedAt
        self.types = types
        self.sources = sources
        self.category = category
        self.attributes = attributes
        self.travel = travel
        self.detourSeconds = detourSeconds
    }

    /// Whose place this is (a merged place has Google's id).
    public var provider: PlacesProvider { PlacesProvider.of(placeID: placeID) }

    /// Each provider's rating of this place: its `sources` when merged, else its own.
    public var providerRatings: [ProviderRating] {
        sources ?? [ProviderRating(provider: provider, placeID: placeID, rating: rating, userRatingsTotal: userRatingsTotal)]
    }

    /// The same place, marked as read from the cache and fetched at `date`.
    public func cached(at date: Date) -> NearbyPlace {
        NearbyPlace(
            placeID: placeID, name: name, location: location, rating: rating, userRatingsTotal: userRatingsTotal,
            isOpen: isOpen, priceLevel: priceLevel, address: address, businessStatus: businessStatus, photo: photo,
            cachedAt: date, types: types, sources: sources, category: category, attributes: attributes,
            travel: travel, detourSeconds: detourSeconds)
    }

    /// The same place, with how long it takes to get there.
    public func travelling(_ travel: TravelTime?) -> NearbyPlace {
        with(travel: travel, detourSeconds: detourSeconds)
    }

    /// The same place, with the seconds it adds to a route.
    public func detouring(_ seconds: Int?) -> NearbyPlace {
        with(travel: travel, detourSeconds: seconds)
    }

    /// The same place with these route values (they depend on the search, not on the place).
    private func with(travel: TravelTime?, detourSeconds: Int?) -> NearbyPlace {
        NearbyPlace(
            placeID: placeID, name: name, location: location, rating: rating, userRatingsTotal: userRatingsTotal,
            isOpen: isOpen, priceLevel: priceLevel, address: address, businessStatus: businessStatus, photo: photo,
            cachedAt: cachedAt, types: types, sources: sources, category: category, attributes: attributes, travel: travel,
            detourSeconds: detourSeconds)
    }
}
