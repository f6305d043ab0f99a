import Domain

/// Turns Places API (New) DTOs into Domain places.
enum NewPlacesMapper {
    /// The restaurants of a search body. Places without an id or a location cannot be listed and are skipped;
    /// places whose primary type is not a restaurant (a cinema, a supermarket) are skipped.
    static func nearbyPlaces(from response: NewPlacesSearchResponse) -> [NearbyPlace] {
        response.places.compactMap { dto in
            guard isRestaurant(dto) else { return nil }
            return nearbyPlace(from: dto)
        }
    }

    static func nearbyPlace(from dto: NewPlaceDTO) -> NearbyPlace? {
        guard let id = dto.id, GoogleIdentifier.isPlaceID(id),
            let latitude = dto.location?.latitude, let longitude = dto.location?.longitude,
            let location = Location(latitude: latitude, longitude: longitude)
        else { return nil }
        return NearbyPlace(
            placeID: id,
            name: nonBlank(dto.displayName?.text) ?? "Unnamed place",
            location: location,
            rating: Plausible.rating(dto.rating),
            userRatingsTotal: Plausible.count(dto.userRatingCount),
            isOpen: dto.currentOpeningHours?.openNow,
            priceLevel: priceLevel(dto.priceLevel),
            address: nonBlank(dto.shortFormattedAddress) ?? nonBlank(dto.formattedAddress),
            businessStatus: businessStatus(dto.businessStatus),
            photo: dto.photos.first.flatMap { photo in
                photo.name.flatMap { GoogleIdentifier.isPhotoName($0) ? $0 : nil }.map {
                    Photo(reference: $0, width: Plausible.pixels(photo.widthPx), height: Plausible.pixels(photo.heightPx))
                }
            },
            types: GooglePlaces.typeNames([dto.primaryType].compactMap { $0 } + (dto.types ?? []))
        )
    }

    /// A place whose primary type is known and is not a restaurant is not one, even when Google matched it
    /// on a secondary type. When the primary type is unknown, the types list decides; when both are, it stays.
    static func isRestaurant(_ dto: NewPlaceDTO) -> Bool {
        if let primaryType = dto.primaryType {
            return GooglePlaces.isRestaurantType(primaryType)
        }
        return dto.types.map { $0.contains(where: GooglePlaces.isRestaurantType) } ?? true
    }

    static func priceLevel(_ value: String?) -> PriceLevel? {
        switch value {
        case "PRICE_LEVEL_FREE": return PriceLevel(0)
        case "PRICE_LEVEL_INEXPENSIVE": return PriceLevel(1)
        case "PRICE_LEVEL_MODERATE": return PriceLevel(2)
        case "PRICE_LEVEL_EXPENSIVE": return PriceLevel(3)
        case "PRICE_LEVEL_VERY_EXPENSIVE": return PriceLevel(4)
        default: return nil
        }
    }

    static func businessStatus(_ value: String?) -> BusinessStatus {
        switch value {
        case "OPERATIONAL": return .operational
        case "CLOSED_TEMPORARILY": return .closedTemporarily
        case "CLOSED_PERMANENTLY": return .closedPermanently
        default: return .unknown
        }
    }

}
