import Domain
import Foundation
import Presentation

/// `details` as labelled lines for people, or one documented JSON object; what differs by provider (the label of
/// its map link, what its reviews are called, the credit its data asks for) is its descriptor's, `owner`.
enum PlaceDetailsRenderer {
    static func render(
        _ model: PlaceDetailsViewModel, as format: ReportFormat, terminal: TerminalCapabilities,
        owner: PlacesProviderDescriptor
    ) throws -> String {
        try OutputWriter.report(
            format, table: { text(model, terminal: terminal, owner: owner) },
            record: { PlaceDetailsRecord(model: model, owner: owner) })
    }

    /// Labelled lines, each wrapped to the terminal's width (continuations indented under the value).
    private static func text(_ model: PlaceDetailsViewModel, terminal: TerminalCapabilities, owner: PlacesProviderDescriptor)
        -> String
    {
        let details = model.details
        let safe = TerminalSafe.line
        let width = terminal.width ?? Int.max
        func wrapped(_ text: String, prefix: String, indent: String) -> [String] {
            DisplayWidth.wrap(safe(text), width: width, prefix: prefix, indent: indent)
        }
        let name = DisplayWidth.truncate(safe(details.name), to: width)
        var lines = [ANSIStyle.bold.apply(name, enabled: terminal.usesColor)]
        let fields: [(String, String?)] = [
            ("id", details.placeID), ("kind", kindText(details)), ("address", details.address),
            ("phone", details.phoneNumber),
            ("rating", model.ratingText.isEmpty ? nil : model.ratingText),
            ("price", model.priceText.isEmpty ? nil : model.priceText),
            ("open now", model.openText.isEmpty ? nil : model.openText),
            ("open now", model.openText.isEmpty && details.openingHours != nil ? "unknown (hours below)" : nil),
            ("open at", model.atMoment.map { "\($0.momentText): \($0.text)" }),
            ("diet", details.attributes.flatMap { $0.diets.isEmpty ? nil : $0.diets.map(\.rawValue).joined(separator: ", ") }),
            ("wheelchair", details.attributes?.wheelchair.map { $0 ? "yes" : "no" }),
            ("outside", details.attributes?.outdoorSeating.map { $0 ? "seats outside" : "no seats outside" }),
            ("website", details.website?.absoluteString),
            (owner.mapLinkLabel, details.mapsURL?.absoluteString),
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
        if owner.reviewsTitle == nil {
            lines.append("reviews     \(owner.name) has no reviews or photos")
        }
        if let attribution = owner.attribution {
            lines.append("data        \(attribution)")
        }
        let providers = owner.reviewsTitle ?? "reviews on \(owner.name)"
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

    /// "cafe (Coffee Shop)", "cafe (coffee_shop)", "restaurant": the kind, then the provider's own word for it when
    /// it says more; nil when nothing is known.
    private static func kindText(_ details: PlaceDetails) -> String? {
        let own = details.category ?? PlaceKind.primaryType(of: details.types)
        guard let kind = details.kind else { return own }
        return own.map { $0 == kind.rawValue ? kind.rawValue : "\(kind.rawValue) (\($0))" } ?? kind.rawValue
    }
}
