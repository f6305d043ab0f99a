import Domain
import Foundation

/// The JSON schema of `details`: stable keys, nulls for what Google does not know.
public struct PlaceDetailsRecord: OutputRecord {
    public let model: PlaceDetailsViewModel
    public let owner: PlacesProviderDescriptor

    public init(model: PlaceDetailsViewModel, owner: PlacesProviderDescriptor) {
        self.model = model
        self.owner = owner
    }

    public var fields: [(String, RecordValue)] {
        let details = model.details
        return [
            ("placeID", .text(details.placeID)), ("name", .text(details.name)), ("address", .text(details.address)),
            ("phone", .text(details.phoneNumber)), ("latitude", .number(details.location?.latitude)),
            ("longitude", .number(details.location?.longitude)), ("rating", .number(details.rating)),
            ("userRatingsTotal", .integer(details.userRatingsTotal)), ("priceLevel", .integer(details.priceLevel?.value)),
            ("isOpen", .flag(details.openingHours?.openNow)), ("businessStatus", .text(details.businessStatus.rawValue)),
            ("weekdayHours", .texts(details.openingHours?.weekdayText ?? [])),
            ("website", .text(details.website?.absoluteString)), ("mapsURL", .text(details.mapsURL?.absoluteString)),
            ("photoReferences", .texts(details.photos.map(\.reference))),
            ("reviews", .list(model.providerReviews.map(Self.review))), ("ownReviews", .list(model.ownReviews.map(Self.review))),
            ("cachedAt", .text(details.cachedAt.map(ISO8601.string))),
            ("provider", .text(owner.provider.rawValue)),
            ("kind", .text(details.kind?.rawValue)), ("type", .text(PlaceKind.primaryType(of: details.types))),
            ("category", .text(details.category)),
            ("diets", .texts(details.attributes?.diets.map(\.rawValue) ?? [])),
            ("wheelchair", .flag(details.attributes?.wheelchair)),
            ("outdoorSeating", .flag(details.attributes?.outdoorSeating)),
            ("openingHours", .text(details.attributes?.openingHours)),
            ("attribution", .text(owner.attribution)),
            ("openAt", .text(model.atMoment?.instant.map(ISO8601.string))), ("isOpenAt", .flag(model.atMoment?.isOpen)),
            // Last: the place's time zone (IANA), where its provider or its map data says; its hours are read there.
            ("timeZone", .text(details.attributes?.ownZone?.identifier)),
        ]
    }

    private static func review(_ line: PlaceDetailsViewModel.ReviewLine) -> RecordValue {
        .object([
            ("author", .text(line.author)), ("stars", .integer(line.stars)), ("when", .text(line.when)),
            ("text", .text(line.text)),
        ])
    }
}
