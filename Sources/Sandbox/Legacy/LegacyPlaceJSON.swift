import Foundation

/// A place as the legacy Places API writes it.
enum LegacyPlaceJSON {
    /// A search result (nearby: `vicinity`; text search: `formatted_address`).
    static func result(_ place: SandboxPlace, textSearch: Bool) -> [String: Any] {
        var object: [String: Any] = [
            "place_id": place.id, "reference": place.id,
            "geometry": ["location": ["lat": place.lat, "lng": place.lng]],
            "icon": "https://maps.gstatic.com/mapfiles/place_api/icons/v1/png_71/restaurant-71.png",
        ]
        if let name = place.name { object["name"] = name }
        if !place.allTypes.isEmpty { object["types"] = place.allTypes }
        if let rating = place.rating { object["rating"] = rating.jsonValue }
        if let count = place.userRatingsTotal { object["user_ratings_total"] = count }
        if let level = place.priceLevel { object["price_level"] = level }
        if let status = place.businessStatus { object["business_status"] = status }
        if let closed = place.permanentlyClosed { object["permanently_closed"] = closed }
        if let openNow = place.openNow { object["opening_hours"] = ["open_now": openNow] }
        if textSearch {
            if let address = place.formattedAddress ?? place.vicinity { object["formatted_address"] = address }
        } else if let vicinity = place.vicinity ?? place.formattedAddress {
            object["vicinity"] = vicinity
        }
        if let photos = place.photos, !photos.isEmpty {
            object["photos"] = Array(photos.prefix(1)).map(photo)
        }
        return object
    }

    /// A details result, with up to 5 reviews and 10 photos.
    static func details(_ place: SandboxPlace) -> [String: Any] {
        var object = result(place, textSearch: true)
        if let vicinity = place.vicinity { object["vicinity"] = vicinity }
        if let phone = place.phone { object["formatted_phone_number"] = phone }
        if let phone = place.internationalPhone { object["international_phone_number"] = phone }
        if let website = place.website { object["website"] = website }
        object["url"] = place.mapsUrl ?? "https://maps.google.com/?q=place_id:\(place.id)"
        if let offset = place.utcOffset { object["utc_offset"] = offset }
        if place.openNow != nil || place.weekdayText != nil {
            var hours: [String: Any] = [:]
            if let openNow = place.openNow { hours["open_now"] = openNow }
            if let text = place.weekdayText { hours["weekday_text"] = text }
            object["opening_hours"] = hours
        }
        if let photos = place.photos, !photos.isEmpty { object["photos"] = Array(photos.prefix(10)).map(photo) }
        if let reviews = place.reviews, !reviews.isEmpty {
            object["reviews"] = Array(reviews.prefix(5)).map { review -> [String: Any] in
                var item: [String: Any] = ["author_name": review.author ?? "A Google user", "text": review.text]
                if let rating = review.rating { item["rating"] = rating }
                if let time = review.time ?? review.publishTime.flatMap(epoch) { item["time"] = time }
                if let relative = review.relativeTime { item["relative_time_description"] = relative }
                if let language = review.language { item["language"] = language }
                return item
            }
        }
        return object
    }

    private static func photo(_ photo: SandboxPlace.Photo) -> [String: Any] {
        var item: [String: Any] = ["photo_reference": photo.ref, "html_attributions": photo.attributions ?? []]
        if let width = photo.width { item["width"] = width }
        if let height = photo.height { item["height"] = height }
        return item
    }

    private static func epoch(_ rfc3339: String) -> Int? {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        let trimmed = rfc3339.replacingOccurrences(of: #"\.(\d{3})\d*Z"#, with: ".$1Z", options: .regularExpression)
        return (formatter.date(from: trimmed) ?? ISO8601DateFormatter().date(from: rfc3339)).map { Int($0.timeIntervalSince1970) }
    }
}
