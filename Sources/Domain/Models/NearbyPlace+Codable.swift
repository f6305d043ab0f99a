import Foundation

/// A place's JSON (the recorded answers of `--changes`) and equality: every field by name, as when they were all
/// stored ones, so that the layout of `NearbyPlace` can change without changing either.
extension NearbyPlace {
    enum CodingKeys: String, CodingKey {
        case placeID, name, location, rating, userRatingsTotal, isOpen, priceLevel, address, businessStatus, photo
        case cachedAt, types, sources, category, attributes, travel, detourSeconds
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            placeID: try container.decode(String.self, forKey: .placeID),
            name: try container.decode(String.self, forKey: .name),
            location: try container.decode(Location.self, forKey: .location),
            rating: try container.decodeIfPresent(Double.self, forKey: .rating),
            userRatingsTotal: try container.decodeIfPresent(Int.self, forKey: .userRatingsTotal),
            isOpen: try container.decodeIfPresent(Bool.self, forKey: .isOpen),
            priceLevel: try container.decodeIfPresent(PriceLevel.self, forKey: .priceLevel),
            address: try container.decodeIfPresent(String.self, forKey: .address),
            businessStatus: try container.decode(BusinessStatus.self, forKey: .businessStatus),
            photo: try container.decodeIfPresent(Photo.self, forKey: .photo),
            cachedAt: try container.decodeIfPresent(Date.self, forKey: .cachedAt),
            types: try container.decodeIfPresent([String].self, forKey: .types),
            sources: try container.decodeIfPresent([ProviderRating].self, forKey: .sources),
            category: try container.decodeIfPresent(String.self, forKey: .category),
            attributes: try container.decodeIfPresent(PlaceAttributes.self, forKey: .attributes),
            travel: try container.decodeIfPresent(TravelTime.self, forKey: .travel),
            detourSeconds: try container.decodeIfPresent(Int.self, forKey: .detourSeconds))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(placeID, forKey: .placeID)
        try container.encode(name, forKey: .name)
        try container.encode(location, forKey: .location)
        try container.encodeIfPresent(rating, forKey: .rating)
        try container.encodeIfPresent(userRatingsTotal, forKey: .userRatingsTotal)
        try container.encodeIfPresent(isOpen, forKey: .isOpen)
        try container.encodeIfPresent(priceLevel, forKey: .priceLevel)
        try container.encodeIfPresent(address, forKey: .address)
        try container.encode(businessStatus, forKey: .businessStatus)
        try container.encodeIfPresent(photo, forKey: .photo)
        try container.encodeIfPresent(cachedAt, forKey: .cachedAt)
        try container.encodeIfPresent(types, forKey: .types)
        try container.encodeIfPresent(sources, forKey: .sources)
        try container.encodeIfPresent(category, forKey: .category)
        try container.encodeIfPresent(attributes, forKey: .attributes)
        try container.encodeIfPresent(travel, forKey: .travel)
        try container.encodeIfPresent(detourSeconds, forKey: .detourSeconds)
    }

    public static func == (lhs: NearbyPlace, rhs: NearbyPlace) -> Bool {
        lhs.placeID == rhs.placeID && lhs.name == rhs.name && lhs.location == rhs.location && lhs.isOpen == rhs.isOpen
            && lhs.address == rhs.address && lhs.businessStatus == rhs.businessStatus && lhs.types == rhs.types
            && lhs.category == rhs.category && lhs.attributes == rhs.attributes && lhs.rating == rhs.rating
            && lhs.userRatingsTotal == rhs.userRatingsTotal && lhs.priceLevel == rhs.priceLevel && lhs.photo == rhs.photo
            && lhs.cachedAt == rhs.cachedAt && lhs.sources == rhs.sources && lhs.travel == rhs.travel
            && lhs.detourSeconds == rhs.detourSeconds
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(placeID)
        hasher.combine(name)
        hasher.combine(location)
        hasher.combine(isOpen)
        hasher.combine(address)
        hasher.combine(businessStatus)
        hasher.combine(types)
        hasher.combine(category)
        hasher.combine(attributes)
        hasher.combine(rating)
        hasher.combine(userRatingsTotal)
        hasher.combine(priceLevel)
        hasher.combine(photo)
        hasher.combine(cachedAt)
        hasher.combine(sources)
        hasher.combine(travel)
        hasher.combine(detourSeconds)
    }
}
