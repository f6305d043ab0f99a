import Domain
import Foundation

/// A legacy details `result`; built on the search DTO, plus phone, hours, website, url and reviews.
struct LegacyPlaceDetailsDTO: Decodable {
    struct Hours: Decodable {
        let openNow: Bool?
        let weekdayText: [String]?
        enum CodingKeys: String, CodingKey {
            case openNow = "open_now"
            case weekdayText = "weekday_text"
        }
    }
    struct ReviewDTO: Decodable {
        let authorName: String?
        let rating: Int?
        let text: String?
        let time: Double?
        let relativeTimeDescription: String?
        enum CodingKeys: String, CodingKey {
            case authorName = "author_name"
            case rating, text, time
            case relativeTimeDescription = "relative_time_description"
        }
    }

    let place: LegacyPlaceDTO
    let formattedPhoneNumber: String?
    let internationalPhoneNumber: String?
    let website: String?
    let url: String?
    let hours: Hours?
    let reviews: [ReviewDTO]

    enum CodingKeys: String, CodingKey {
        case website, url, reviews
        case formattedPhoneNumber = "formatted_phone_number"
        case internationalPhoneNumber = "international_phone_number"
        case hours = "opening_hours"
    }

    init(from decoder: any Decoder) throws {
        place = try LegacyPlaceDTO(from: decoder)
        let container = try decoder.container(keyedBy: CodingKeys.self)
        formattedPhoneNumber = container.lenient(String.self, forKey: .formattedPhoneNumber)
        internationalPhoneNumber = container.lenient(String.self, forKey: .internationalPhoneNumber)
        website = container.lenient(String.self, forKey: .website)
        url = container.lenient(String.self, forKey: .url)
        hours = container.lenient(Hours.self, forKey: .hours)
        reviews = container.lenientArray(ReviewDTO.self, forKey: .reviews)
    }

    func details(placeID: String) -> PlaceDetails {
        let id = place.placeID.flatMap { GoogleIdentifier.isPlaceID($0) ? $0 : nil } ?? placeID
        let location = place.geometry?.location.flatMap { latLng in
            latLng.lat.flatMap { latitude in latLng.lng.flatMap { Location(latitude: latitude, longitude: $0) } }
        }
        return PlaceDetails(
            placeID: id, name: nonBlank(place.name) ?? "Unnamed place",
            address: nonBlank(place.formattedAddress) ?? nonBlank(place.vicinity),
            phoneNumber: nonBlank(internationalPhoneNumber) ?? nonBlank(formattedPhoneNumber), location: location,
            rating: Plausible.rating(place.rating),
            userRatingsTotal: Plausible.count(place.userRatingsTotal), priceLevel: place.priceLevel.flatMap(PriceLevel.init),
            openingHours: hours.map { OpeningHours(openNow: $0.openNow, weekdayText: $0.weekdayText ?? []) },
            website: website.flatMap(URL.init(string:)), mapsURL: url.flatMap(URL.init(string:)),
            businessStatus: LegacyPlacesMapper.businessStatus(place),
            reviews: reviews.map { review in
                Review(
                    placeID: id, authorName: nonBlank(review.authorName) ?? "A Google user",
                    text: nonBlank(review.text, limit: 10_000) ?? "",
                    rating: Plausible.stars(review.rating) ?? 0,
                    createdAt: Plausible.date(secondsSince1970: review.time),
                    relativeTimeDescription: review.relativeTimeDescription)
            },
            photos: place.photos.compactMap { photo in
                photo.photoReference.flatMap { GoogleIdentifier.isPhotoReference($0) ? $0 : nil }.map {
                    Photo(reference: $0, width: Plausible.pixels(photo.width), height: Plausible.pixels(photo.height))
                }
            })
    }
}
