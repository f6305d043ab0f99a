import Domain
import Foundation

/// Turns Places API (New) DTOs into Domain places.
enum NewPlacesMapper {
    /// The restaurants of a search body. Places without an id or a location cannot be listed and are skipped;
    /// places whose primary type is not a restaurant (a cinema, a supermarket) are skipped.
    static func nearbyPlaces(from response: NewPlacesSearchResponse) -> [NearbyPlace] {
        nearbyPlaces(from: response.places)
    }

    static func nearbyPlaces(from places: [NewPlaceDTO]) -> [NearbyPlace] {
        places.compactMap { dto in
            guard isOfAKind(dto) else { return nil }
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
            name: placeName(dto.displayName?.text),
            location: location,
            rating: Plausible.rating(dto.rating),
            userRatingsTotal: Plausible.count(dto.userRatingCount),
            isOpen: dto.currentOpeningHours?.openNow,
            priceLevel: priceLevel(dto.priceLevel),
            address: nonBlank(dto.shortFormattedAddress) ?? nonBlank(dto.formattedAddress),
            businessStatus: GooglePlaces.businessStatus(dto.businessStatus),
            photo: dto.photos.first.flatMap(photo),
            types: GooglePlaces.typeNames([dto.primaryType].compactMap { $0 } + (dto.types ?? [])),
            category: GooglePlaces.category([dto.primaryType].compactMap { $0 } + (dto.types ?? [])),
            attributes: NewPlacesHours.attributes(dto)
        )
    }

    /// A place whose primary type is known and is of no kind (`PlaceKind`) is not listed, even when Google matched
    /// it on a secondary type. When the primary type is unknown, the types list decides; when both are, it stays.
    static func isOfAKind(_ dto: NewPlaceDTO) -> Bool {
        if let primaryType = dto.primaryType {
            return PlaceKind.of(types: [primaryType]) != nil
        }
        return dto.types.map { types in types.contains { PlaceKind.of(types: [$0]) != nil } } ?? true
    }

    /// `PRICE_LEVEL_FREE` ... `PRICE_LEVEL_VERY_EXPENSIVE` as 0...4 (the names `NewPlacesStrategy` sends).
    static func priceLevel(_ value: String?) -> PriceLevel? {
        value.flatMap { NewPlacesStrategy.priceNames.firstIndex(of: $0) }.flatMap(PriceLevel.init)
    }

    static func photo(_ dto: NewPlaceDTO.PhotoDTO) -> Photo? {
        GooglePlaces.photo(dto.name, width: dto.widthPx, height: dto.heightPx, isValid: GoogleIdentifier.isPhotoName)
    }

    /// A details body; the id asked for when the body's is missing or not an id.
    static func details(from dto: NewPlaceDetailsDTO, placeID: String) -> PlaceDetails {
        let (place, more) = (dto.place, dto.more)
        let id = GooglePlaces.placeID(place.id, asked: placeID)
        return PlaceDetails(
            placeID: id, name: placeName(place.displayName?.text),
            address: nonBlank(place.formattedAddress) ?? nonBlank(place.shortFormattedAddress),
            phoneNumber: nonBlank(more.internationalPhoneNumber) ?? nonBlank(more.nationalPhoneNumber),
            location: place.location.flatMap { Location(latitude: $0.latitude, longitude: $0.longitude) },
            rating: Plausible.rating(place.rating), userRatingsTotal: Plausible.count(place.userRatingCount),
            priceLevel: priceLevel(place.priceLevel),
            openingHours: more.currentOpeningHours.map {
                OpeningHours(openNow: $0.openNow, weekdayText: $0.weekdayDescriptions ?? [])
            },
            website: more.websiteUri.flatMap(URL.init(string:)), mapsURL: more.googleMapsUri.flatMap(URL.init(string:)),
            businessStatus: GooglePlaces.businessStatus(place.businessStatus),
            reviews: more.reviews.map { review in
                GooglePlaces.review(
                    placeID: id, author: review.authorAttribution?.displayName, text: review.text?.text, rating: review.rating,
                    createdAt: RFC3339.date(review.publishTime), relativeTime: review.relativePublishTimeDescription)
            },
            photos: place.photos.compactMap(photo),
            types: GooglePlaces.typeNames([place.primaryType].compactMap { $0 } + (place.types ?? [])),
            category: GooglePlaces.category([place.primaryType].compactMap { $0 } + (place.types ?? [])),
            attributes: NewPlacesHours.attributes(place))
    }
}
