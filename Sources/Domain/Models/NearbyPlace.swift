import Foundation

/// A place returned by a nearby search. Only the id, name and location are always known.
public struct NearbyPlace: Equatable, Hashable, Sendable, Codable {
    public let placeID: String
    public let name: String
    public let location: Location
    public let isOpen: Bool?
    public let address: String?
    public let businessStatus: BusinessStatus
    /// Google's place types (`pizza_restaurant`, ...), when known.
    public let types: [String]?
    /// What its provider calls it, in the provider's own words: Google's primary type (`coffee_shop`), Foursquare's
    /// primary category (`Coffee Shop`); a merged place has the first provider's.
    public let category: String?
    /// What map data says of it (diets, wheelchair, seats outside, hours as written); nil when its provider has none.
    public let attributes: PlaceAttributes?
    /// What many places lack (OpenStreetMap's have none of it: no rating, price, photo, travel time), in one object
    /// of its own, nil when all of it is: a place is 120 bytes, not 336 (a city's answer is 300,000 places).
    private let extras: Extras?

    private final class Extras: Sendable {
        let rating: Double?
        let userRatingsTotal: Int?
        let priceLevel: PriceLevel?
        let photo: Photo?
        let cachedAt: Date?
        let sources: [ProviderRating]?
        let travel: TravelTime?
        let detourSeconds: Int?

        init(
            rating: Double?, userRatingsTotal: Int?, priceLevel: PriceLevel?, photo: Photo?, cachedAt: Date?,
            sources: [ProviderRating]?, travel: TravelTime?, detourSeconds: Int?
        ) {
            self.rating = rating
            self.userRatingsTotal = userRatingsTotal
            self.priceLevel = priceLevel
            self.photo = photo
            self.cachedAt = cachedAt
            self.sources = sources
            self.travel = travel
            self.detourSeconds = detourSeconds
        }
    }

    public var rating: Double? { extras?.rating }
    public var userRatingsTotal: Int? { extras?.userRatingsTotal }
    public var priceLevel: PriceLevel? { extras?.priceLevel }
    public var photo: Photo? { extras?.photo }
    /// When this place was fetched, if it comes from the local cache; nil when it is fresh from the network.
    public var cachedAt: Date? { extras?.cachedAt }
    /// Each provider's word on this place when `--provider all` matched it on both; nil for one provider's place.
    public var sources: [ProviderRating]? { extras?.sources }
    /// How long it takes to get there from the search centre (`--travel`): nil when not (yet) asked, `noRoute` when
    /// asked and there is none; never cached with the place (it depends on where the search starts).
    public var travel: TravelTime? { extras?.travel }
    /// Along a route (`--along`): how many seconds stopping here adds to the route, when the provider says.
    public var detourSeconds: Int? { extras?.detourSeconds }

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
        self.isOpen = isOpen
        self.address = address
        self.businessStatus = businessStatus
        self.types = types
        self.category = category
        self.attributes = attributes
        let none =
            rating == nil && userRatingsTotal == nil && priceLevel == nil && photo == nil && cachedAt == nil
            && sources == nil && travel == nil && detourSeconds == nil
        extras =
            none
            ? nil
            : Extras(
                rating: rating, userRatingsTotal: userRatingsTotal, priceLevel: priceLevel, photo: photo,
                cachedAt: cachedAt, sources: sources, travel: travel, detourSeconds: detourSeconds)
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

    /// The same place as a cache serves it: fetched at `date`, open now as `isOpen` says (its hours judged at the
    /// moment of the answer), without a search's travel time or detour.
    public func served(cachedAt date: Date, isOpen: Bool?) -> NearbyPlace {
        NearbyPlace(
            placeID: placeID, name: name, location: location, rating: rating, userRatingsTotal: userRatingsTotal,
            isOpen: isOpen, priceLevel: priceLevel, address: address, businessStatus: businessStatus, photo: photo,
            cachedAt: date, types: types, sources: sources, category: category, attributes: attributes)
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
