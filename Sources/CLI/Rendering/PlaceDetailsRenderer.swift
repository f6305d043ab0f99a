import Domain
import Foundation
import Presentation

/// `details` as labelled lines for people, or one documented JSON object.
enum PlaceDetailsRenderer {
    static func render(_ model: PlaceDetailsViewModel, as format: ReportFormat, terminal: TerminalCapabilities) throws -> String {
        switch format {
        case .json: return try StructuredRenderer.json(PlaceDetailsRecord(model: model))
        case .table: return text(model, terminal: terminal)
        }
    }

    /// Labelled lines, each wrapped to the terminal's width (continuations indented under the value).
    private static func text(_ model: PlaceDetailsViewModel, terminal: TerminalCapabilities) -> String {
        let details = model.details
        let safe = TerminalSafe.line
        let width = terminal.width ?? Int.max
        func wrapped(_ text: String, prefix: String, indent: String) -> [String] {
            DisplayWidth.wrap(safe(text), width: width, prefix: prefix, indent: indent)
        }
        let name = DisplayWidth.truncate(safe(details.name), to: width)
        var lines = [ANSIStyle.bold.apply(name, enabled: terminal.usesColor)]
        let fields: [(String, String?)] = [
            ("id", details.placeID), ("address", details.address), ("phone", details.phoneNumber),
            ("rating", model.ratingText.isEmpty ? nil : model.ratingText),
            ("price", model.priceText.isEmpty ? nil : model.priceText),
            ("open now", model.openText.isEmpty ? nil : model.openText), ("website", details.website?.absoluteString),
            ("google maps", details.mapsURL?.absoluteString),
            ("photos", details.photos.isEmpty ? nil : "\(details.photos.count)"),
        ]
        let labelWidth = 12
        let valueIndent = String(repeating: " ", count: labelWidth)
        for (label, value) in fields {
            guard let value else { continue }
            lines += wrapped(value, prefix: DisplayWidth.pad(label, to: labelWidth), indent: valueIndent)
        }
        if let hours = details.openingHours, !hours.weekdayText.isEmpty {
            lines.append("hours")
            lines += hours.weekdayText.flatMap { wrapped($0, prefix: "  ", indent: "    ") }
        }
        let providers =
            PlacesProvider.of(placeID: model.details.placeID) == .foursquare ? "tips on Foursquare" : "reviews on Google"
        for (title, reviews) in [(providers, model.providerReviews), ("your reviews", model.ownReviews)]
        where !reviews.isEmpty {
            lines.append(title)
            for review in reviews {
                let byline = [safe(review.author), safe(review.when)].filter { !$0.isEmpty }.joined(separator: "  ")
                let stars = ANSIStyle.yellow.apply(review.starsText, enabled: terminal.usesColor)
                let room = width == Int.max ? Int.max : max(1, width - 4 - DisplayWidth.of(review.starsText))
                lines.append(
                    "  " + [stars, DisplayWidth.truncate(byline, to: room)].filter { !$0.isEmpty }.joined(separator: "  "))
                if !review.text.isEmpty { lines += wrapped(review.text, prefix: "    ", indent: "    ") }
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}

/// The JSON schema of `details`: stable keys, nulls for what Google does not know.
struct PlaceDetailsRecord: Encodable {
    let model: PlaceDetailsViewModel

    enum CodingKeys: String, CodingKey {
        case placeID, name, address, phone, latitude, longitude, rating, userRatingsTotal, priceLevel, isOpen, businessStatus
        case weekdayHours, website, mapsURL, photoReferences, reviews, ownReviews, cachedAt, provider
    }

    struct ReviewRecord: Encodable {
        let author: String
        let stars: Int
        let when: String
        let text: String
    }

    func encode(to encoder: any Encoder) throws {
        let details = model.details
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(details.placeID, forKey: .placeID)
        try container.encode(details.name, forKey: .name)
        try container.encode(details.address, forKey: .address)
        try container.encode(details.phoneNumber, forKey: .phone)
        try container.encode(details.location?.latitude, forKey: .latitude)
        try container.encode(details.location?.longitude, forKey: .longitude)
        try container.encode(details.rating, forKey: .rating)
        try container.encode(details.userRatingsTotal, forKey: .userRatingsTotal)
        try container.encode(details.priceLevel?.value, forKey: .priceLevel)
        try container.encode(details.openingHours?.openNow, forKey: .isOpen)
        try container.encode(details.businessStatus.rawValue, forKey: .businessStatus)
        try container.encode(details.openingHours?.weekdayText ?? [], forKey: .weekdayHours)
        try container.encode(details.website?.absoluteString, forKey: .website)
        try container.encode(details.mapsURL?.absoluteString, forKey: .mapsURL)
        try container.encode(details.photos.map(\.reference), forKey: .photoReferences)
        try container.encode(model.providerReviews.map(Self.record), forKey: .reviews)
        try container.encode(model.ownReviews.map(Self.record), forKey: .ownReviews)
        try container.encode(details.cachedAt.map(ISO8601.string), forKey: .cachedAt)
        try container.encode(PlacesProvider.of(placeID: details.placeID).rawValue, forKey: .provider)
    }

    static func record(_ line: PlaceDetailsViewModel.ReviewLine) -> ReviewRecord {
        ReviewRecord(author: line.author, stars: line.stars, when: line.when, text: line.text)
    }
}
