import Domain
import Foundation

/// A place's details from Places API (New); every field optional and read leniently.
struct NewPlaceDetailsDTO: Decodable {
    struct Hours: Decodable {
        let openNow: Bool?
        let weekdayDescriptions: [String]?
    }
    struct ReviewDTO: Decodable {
        struct Text: Decodable { let text: String? }
        struct Author: Decodable { let displayName: String? }
        let rating: Int?
        let text: Text?
        let authorAttribution: Author?
        let publishTime: String?
        let relativePublishTimeDescription: String?
    }

    let place: NewPlaceDTO
    let nationalPhoneNumber: String?
    let internationalPhoneNumber: String?
    let websiteUri: String?
    let googleMapsUri: String?
    let currentOpeningHours: Hours?
    let reviews: [ReviewDTO]

    enum CodingKeys: String, CodingKey {
        case nationalPhoneNumber, internationalPhoneNumber, websiteUri, googleMapsUri, currentOpeningHours, reviews
    }

    init(from decoder: any Decoder) throws {
        place = try NewPlaceDTO(from: decoder)
        let container = try decoder.container(keyedBy: CodingKeys.self)
        nationalPhoneNumber = container.lenient(String.self, forKey: .nationalPhoneNumber)
        internationalPhoneNumber = container.lenient(String.self, forKey: .internationalPhoneNumber)
        websiteUri = container.lenient(String.self, forKey: .websiteUri)
        googleMapsUri = container.lenient(String.self, forKey: .googleMapsUri)
        currentOpeningHours = container.lenient(Hours.self, forKey: .currentOpeningHours)
        reviews = container.lenientArray(ReviewDTO.self, forKey: .reviews)
    }

    func details(placeID: String) -> PlaceDetails {
        let id = place.id.flatMap { GoogleIdentifier.isPlaceID($0) ? $0 : nil } ?? placeID
        let location = place.location.flatMap { latLng in
            latLng.latitude.flatMap { latitude in latLng.longitude.flatMap { Location(latitude: latitude, longitude: $0) } }
        }
        return PlaceDetails(
            placeID: id, name: nonBlank(place.displayName?.text) ?? "Unnamed place",
            address: nonBlank(place.formattedAddress) ?? nonBlank(place.shortFormattedAddress),
            phoneNumber: nonBlank(internationalPhoneNumber) ?? nonBlank(nationalPhoneNumber), location: location,
            rating: Plausible.rating(place.rating), userRatingsTotal: Plausible.count(place.userRatingCount),
            priceLevel: NewPlacesMapper.priceLevel(place.priceLevel),
            openingHours: currentOpeningHours.map {
                OpeningHours(openNow: $0.openNow, weekdayText: $0.weekdayDescriptions ?? [])
            },
            website: websiteUri.flatMap(URL.init(string:)), mapsURL: googleMapsUri.flatMap(URL.init(string:)),
            businessStatus: NewPlacesMapper.businessStatus(place.businessStatus),
            reviews: reviews.map { review in
                Review(
                    placeID: id, authorName: nonBlank(review.authorAttribution?.displayName) ?? "A Google user",
                    text: nonBlank(review.text?.text, limit: 10_000) ?? "",
                    rating: Plausible.stars(review.rating) ?? 0, createdAt: Plausible.date(RFC3339.date(review.publishTime)),
                    relativeTimeDescription: review.relativePublishTimeDescription)
            },
            photos: place.photos.compactMap { photo in
                photo.name.flatMap { GoogleIdentifier.isPhotoName($0) ? $0 : nil }.map {
                    Photo(reference: $0, width: Plausible.pixels(photo.widthPx), height: Plausible.pixels(photo.heightPx))
                }
            })
    }
}
