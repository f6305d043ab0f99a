import Domain
import Foundation

/// A Foursquare place's details as Domain details: what a nearby row shows (`FoursquareMapper`'s rules, the id
/// being the one asked for: a v3 body has none), plus the phone,
/// the website, the hours (Foursquare's `display` text, one line per part), tips as reviews without stars, and
/// photos as the URL of their original size (`prefix + "original" + suffix`, http or https only).
enum FoursquareDetailsMapper {
    static let maxPhotos = 10
    static let maxTips = 10

    static func details(from dto: FoursquareDetailsDTO, placeID: String) -> PlaceDetails {
        let place = dto.place
        let display = nonBlank(place.hours?.display)
        let openNow = place.hours?.openNow
        return PlaceDetails(
            placeID: placeID, name: placeName(place.name), address: FoursquareMapper.address(place),
            phoneNumber: nonBlank(dto.more.tel, limit: 40),
            location: FoursquareMapper.location(place),
            rating: FoursquareMapper.rating(place.rating), userRatingsTotal: Plausible.count(place.stats?.totalRatings),
            priceLevel: FoursquareMapper.priceLevel(place),
            openingHours: (display != nil || openNow != nil)
                ? OpeningHours(
                    openNow: openNow,
                    weekdayText: display.map { $0.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) } } ?? [])
                : nil,
            website: nonBlank(dto.more.website).flatMap(webURL), mapsURL: nil,
            businessStatus: FoursquareMapper.businessStatus(place),
            reviews: dto.more.tips.prefix(maxTips).compactMap { tip in
                nonBlank(tip.text, limit: 4_000).map {
                    Review(
                        placeID: placeID, authorName: "Foursquare tip", text: $0, rating: 0,
                        createdAt: Plausible.date(RFC3339.date(tip.createdAt)))
                }
            },
            photos: dto.more.photos.prefix(maxPhotos).compactMap(photo),
            types: FoursquareCategories.types(of: place.categories), category: FoursquareMapper.category(place))
    }

    /// The original size of a photo: `prefix + "original" + suffix`, when that is an http(s) URL.
    static func photo(_ dto: FoursquareDetailsFields.PhotoDTO) -> Photo? {
        guard let prefix = dto.prefix, let suffix = dto.suffix, prefix.count + suffix.count < 2_000,
            let url = webURL(prefix + "original" + suffix)
        else { return nil }
        return Photo(reference: url.absoluteString, width: Plausible.pixels(dto.width), height: Plausible.pixels(dto.height))
    }

    private static func webURL(_ text: String) -> URL? {
        guard let url = URL(string: text), ["http", "https"].contains(url.scheme?.lowercased() ?? ""), url.host != nil
        else { return nil }
        return url
    }
}
