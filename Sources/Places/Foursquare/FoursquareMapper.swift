import Domain

/// Foursquare places as Domain places: the rating on Google's 0-5 scale (Foursquare rates 0-10: halved), a
/// `date_closed` as closed for business, `hours.open_now` as open now, `price` 1-4 as the price level, its
/// categories as foodybite's types (`FoursquareCategories`).
enum FoursquareMapper {
    static func nearbyPlace(from dto: FoursquarePlaceDTO) -> NearbyPlace? {
        guard let id = dto.id, PlacesProvider.of(placeID: id) == .foursquare, let location = location(dto) else {
            return nil
        }
        return NearbyPlace(
            placeID: id,
            name: placeName(dto.name),
            location: location,
            rating: rating(dto.rating),
            userRatingsTotal: Plausible.count(dto.stats?.totalRatings),
            isOpen: dto.hours?.openNow,
            priceLevel: priceLevel(dto),
            address: address(dto),
            businessStatus: businessStatus(dto), types: FoursquareCategories.types(of: dto.categories),
            category: category(dto))
    }

    /// Foursquare's own name of its primary category ("Coffee Shop").
    static func category(_ dto: FoursquarePlaceDTO) -> String? {
        nonBlank(dto.categories.first?.name, limit: 80)
    }

    /// `latitude` and `longitude` (or v3's `geocodes.main`), when both are there and in range.
    static func location(_ dto: FoursquarePlaceDTO) -> Location? {
        guard let latitude = dto.latitude, let longitude = dto.longitude else { return nil }
        return Location(latitude: latitude, longitude: longitude)
    }

    /// `price` 1-4 (Foursquare has no "free").
    static func priceLevel(_ dto: FoursquarePlaceDTO) -> PriceLevel? {
        dto.price.flatMap { (1...4).contains($0) ? PriceLevel($0) : nil }
    }

    /// A `date_closed` means closed for good; Foursquare says nothing else about it.
    static func businessStatus(_ dto: FoursquarePlaceDTO) -> BusinessStatus {
        dto.dateClosed == nil ? .unknown : .closedPermanently
    }

    /// `location.formatted_address`, else its street and town.
    static func address(_ dto: FoursquarePlaceDTO) -> String? {
        nonBlank(dto.location?.formattedAddress)
            ?? nonBlank([dto.location?.address, dto.location?.locality].compactMap { $0 }.joined(separator: ", "))
    }

    /// 0...10 halved, on Google's 1...5 scale (`Plausible.rating`, as every rating foodybite keeps): under 2/10 and
    /// anything outside 0...10 is unrated.
    static func rating(_ value: Double?) -> Double? {
        guard let value, value.isFinite, (0.0...10.0).contains(value) else { return nil }
        return Plausible.rating(value / 2)
    }
}
