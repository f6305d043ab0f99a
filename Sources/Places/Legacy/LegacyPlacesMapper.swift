import Domain

/// Turns legacy Places DTOs into Domain places.
enum LegacyPlacesMapper {
    /// The restaurants among a page's results: like Places API (New)'s primary type, the first specific type
    /// decides, so that a cinema or a supermarket tagged "restaurant" is not listed by either API.
    static func restaurants(from results: [LegacyPlaceDTO]) -> [NearbyPlace] {
        results.filter { GooglePlaces.isRestaurant(types: $0.types) }.compactMap(nearbyPlace)
    }

    /// Places without an id or a location cannot be listed and are skipped.
    static func nearbyPlace(from dto: LegacyPlaceDTO) -> NearbyPlace? {
        guard let id = dto.placeID, GoogleIdentifier.isPlaceID(id),
            let latitude = dto.geometry?.location?.lat, let longitude = dto.geometry?.location?.lng,
            let location = Location(latitude: latitude, longitude: longitude)
        else { return nil }
        return NearbyPlace(
            placeID: id,
            name: nonBlank(dto.name) ?? "Unnamed place",
            location: location,
            rating: Plausible.rating(dto.rating),
            userRatingsTotal: Plausible.count(dto.userRatingsTotal),
            isOpen: dto.openingHours?.openNow,
            priceLevel: dto.priceLevel.flatMap(PriceLevel.init),
            address: nonBlank(dto.vicinity) ?? nonBlank(dto.formattedAddress),
            businessStatus: businessStatus(dto),
            photo: dto.photos.first.flatMap { photo in
                photo.photoReference.flatMap { GoogleIdentifier.isPhotoReference($0) ? $0 : nil }.map {
                    Photo(reference: $0, width: Plausible.pixels(photo.width), height: Plausible.pixels(photo.height))
                }
            },
            types: GooglePlaces.typeNames(dto.types)
        )
    }

    /// `business_status` when present; the deprecated `permanently_closed: true` otherwise.
    static func businessStatus(_ dto: LegacyPlaceDTO) -> BusinessStatus {
        switch dto.businessStatus {
        case "OPERATIONAL": return .operational
        case "CLOSED_TEMPORARILY": return dto.permanentlyClosed == true ? .closedPermanently : .closedTemporarily
        case "CLOSED_PERMANENTLY": return .closedPermanently
        default: return dto.permanentlyClosed == true ? .closedPermanently : .unknown
        }
    }

}
