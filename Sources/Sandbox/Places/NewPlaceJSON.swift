import Foundation

/// A place as Places API (New) writes it, before the field mask is applied.
enum NewPlaceJSON {
    static let priceLevels = [
        "PRICE_LEVEL_FREE", "PRICE_LEVEL_INEXPENSIVE", "PRICE_LEVEL_MODERATE", "PRICE_LEVEL_EXPENSIVE",
        "PRICE_LEVEL_VERY_EXPENSIVE",
    ]

    static func object(_ place: SandboxPlace, baseURL: String, now: Date = Date()) -> [String: Any] {
        var object: [String: Any] = [
            "id": place.id, "name": "places/\(place.id)",
            "location": ["latitude": place.lat, "longitude": place.lng],
            "googleMapsUri": place.mapsUrl ?? "https://maps.google.com/?q=place_id:\(place.id)",
        ]
        if let name = place.name { object["displayName"] = ["text": name, "languageCode": place.languageCode ?? "en"] }
        if let primaryType = place.primaryType { object["primaryType"] = primaryType }
        if !place.allTypes.isEmpty { object["types"] = place.allTypes }
        if let rating = place.rating { object["rating"] = rating.jsonValue }
        if let count = place.userRatingsTotal { object["userRatingCount"] = count }
        if let level = place.priceLevel, priceLevels.indices.contains(level) { object["priceLevel"] = priceLevels[level] }
        if let address = place.formattedAddress ?? place.vicinity { object["formattedAddress"] = address }
        if let short = place.vicinity ?? place.formattedAddress { object["shortFormattedAddress"] = short }
        if let status = businessStatus(place) { object["businessStatus"] = status }
        if place.openNow != nil || place.weekdayText != nil {
            var hours: [String: Any] = [:]
            if let openNow = place.openNow { hours["openNow"] = openNow }
            if let text = place.weekdayText { hours["weekdayDescriptions"] = text }
            object["currentOpeningHours"] = hours
            object["regularOpeningHours"] = hours
        }
        // The periods of the week and of the coming seven days, beside what was recorded.
        for (key, value) in GoogleHours.fields(of: place, now: now) {
            if let fields = value as? [String: Any], var recorded = object[key] as? [String: Any] {
                recorded.merge(fields) { $1 }
                object[key] = recorded
            } else {
                object[key] = value
            }
        }
        if let phone = place.phone { object["nationalPhoneNumber"] = phone }
        if let phone = place.internationalPhone { object["internationalPhoneNumber"] = phone }
        if let website = place.website { object["websiteUri"] = website }
        if let photos = place.photos, !photos.isEmpty {
            object["photos"] = photos.map { photo -> [String: Any] in
                var item: [String: Any] = ["name": "places/\(place.id)/photos/\(photo.ref)"]
                if let width = photo.width { item["widthPx"] = width }
                if let height = photo.height { item["heightPx"] = height }
                item["authorAttributions"] = (photo.attributions ?? []).map { ["displayName": HTMLText.strip($0)] }
                return item
            }
        }
        if let reviews = place.reviews, !reviews.isEmpty {
            object["reviews"] = reviews.enumerated().map { index, review -> [String: Any] in
                var item: [String: Any] = [
                    "name": "places/\(place.id)/reviews/r\(index)",
                    "text": ["text": review.text, "languageCode": review.language ?? "en"],
                    "authorAttribution": ["displayName": review.author ?? "A Google user"],
                ]
                if let rating = review.rating { item["rating"] = rating }
                if let time = publishTime(review) { item["publishTime"] = time }
                if let relative = review.relativeTime { item["relativePublishTimeDescription"] = relative }
                return item
            }
        }
        return object
    }

    static func businessStatus(_ place: SandboxPlace) -> String? {
        if place.permanentlyClosed == true { return "CLOSED_PERMANENTLY" }
        return place.businessStatus
    }

    /// RFC 3339 with nanoseconds, as Google writes it.
    static func publishTime(_ review: SandboxPlace.Review) -> String? {
        if let publishTime = review.publishTime { return publishTime }
        guard let time = review.time else { return nil }
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime]
        return formatter.string(from: Date(timeIntervalSince1970: TimeInterval(time)))
            .replacingOccurrences(of: "Z", with: ".123456789Z")
    }
}

/// Strips HTML tags from Google's attributions (`<a href="...">Name</a>` -> `Name`).
enum HTMLText {
    static func strip(_ html: String) -> String {
        var result = ""
        var inTag = false
        for character in html {
            if character == "<" {
                inTag = true
            } else if character == ">" {
                inTag = false
            } else if !inTag {
                result.append(character)
            }
        }
        return result.replacingOccurrences(of: "&#39;", with: "'").replacingOccurrences(of: "&amp;", with: "&")
    }
}
