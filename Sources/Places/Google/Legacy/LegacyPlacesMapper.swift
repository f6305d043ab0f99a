import Domain
import Foundation

/// Turns legacy Places DTOs into Domain places.
enum LegacyPlacesMapper {
    /// The places of a kind among a page's results: like Places API (New)'s primary type, the first specific type
    /// decides, so that a cinema or a supermarket tagged "restaurant" is not listed by either API.
    static func places(from results: [LegacyPlaceDTO]) -> [NearbyPlace] {
        results.filter { GooglePlaces.isOfAKind(types: $0.types) }.compactMap(nearbyPlace)
    }

    /// Places without an id or a location cannot be listed and are skipped.
    static func nearbyPlace(from dto: LegacyPlaceDTO) -> NearbyPlace? {
        guard let id = dto.placeID, GoogleIdentifier.isPlaceID(id),
            let latitude = dto.geometry?.location?.lat, let longitude = dto.geometry?.location?.lng,
            let location = Location(latitude: latitude, longitude: longitude)
        else { return nil }
        return NearbyPlace(
            placeID: id,
            name: placeName(dto.name),
            location: location,
            rating: Plausible.rating(dto.rating),
            userRatingsTotal: Plausible.count(dto.userRatingsTotal),
            isOpen: dto.openingHours?.openNow,
            priceLevel: dto.priceLevel.flatMap(PriceLevel.init),
            address: nonBlank(dto.vicinity) ?? nonBlank(dto.formattedAddress),
            businessStatus: businessStatus(dto),
            photo: dto.photos.first.flatMap(photo),
            types: GooglePlaces.typeNames(dto.types),
            category: GooglePlaces.category(dto.types)
        )
    }

    /// `business_status` when present; the deprecated `permanently_closed: true` otherwise.
    static func businessStatus(_ dto: LegacyPlaceDTO) -> BusinessStatus {
        let status = GooglePlaces.businessStatus(dto.businessStatus)
        return dto.permanentlyClosed == true && status != .operational ? .closedPermanently : status
    }

    static func photo(_ dto: LegacyPlaceDTO.PhotoDTO) -> Photo? {
        GooglePlaces.photo(dto.photoReference, width: dto.width, height: dto.height, isValid: GoogleIdentifier.isPhotoReference)
    }

    /// A details `result`; the id asked for when the body's is missing or not an id.
    static func details(from dto: LegacyPlaceDetailsDTO, placeID: String) -> PlaceDetails {
        let (place, more) = (dto.place, dto.more)
        let id = GooglePlaces.placeID(place.placeID, asked: placeID)
        return PlaceDetails(
            placeID: id, name: placeName(place.name), address: nonBlank(place.formattedAddress) ?? nonBlank(place.vicinity),
            phoneNumber: nonBlank(more.internationalPhoneNumber) ?? nonBlank(more.formattedPhoneNumber),
            location: place.geometry?.location.flatMap { Location(latitude: $0.lat, longitude: $0.lng) },
            rating: Plausible.rating(place.rating), userRatingsTotal: Plausible.count(place.userRatingsTotal),
            priceLevel: place.priceLevel.flatMap(PriceLevel.init),
            openingHours: more.hours.map { OpeningHours(openNow: $0.openNow, weekdayText: $0.weekdayText ?? []) },
            website: more.website.flatMap(URL.init(string:)), mapsURL: more.url.flatMap(URL.init(string:)),
            businessStatus: businessStatus(place),
            reviews: more.reviews.map { review in
                GooglePlaces.review(
                    placeID: id, author: review.authorName, text: review.text, rating: review.rating,
                    createdAt: Plausible.date(secondsSince1970: review.time), relativeTime: review.relativeTimeDescription)
            },
            photos: place.photos.compactMap(photo), types: GooglePlaces.typeNames(place.types),
            category: GooglePlaces.category(place.types))
    }
}
