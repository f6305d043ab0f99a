import Domain
import Foundation

/// Names used in every message about Google Places, and the rules both of its APIs share.
enum GooglePlaces {
    static let serviceName = "Google Places"

    /// `businessStatus` / `business_status`, the same words on both APIs.
    static func businessStatus(_ value: String?) -> BusinessStatus {
        switch value {
        case "OPERATIONAL": .operational
        case "CLOSED_TEMPORARILY": .closedTemporarily
        case "CLOSED_PERMANENTLY": .closedPermanently
        default: .unknown
        }
    }

    /// The place id a details body gives, when it is one; else the id asked for.
    static func placeID(_ given: String?, asked: String) -> String {
        given.flatMap { GoogleIdentifier.isPlaceID($0) ? $0 : nil } ?? asked
    }

    /// A photo, when its reference passes `isValid` (nothing from a server goes into a URL unchecked).
    static func photo(_ reference: String?, width: Int?, height: Int?, isValid: (String) -> Bool) -> Photo? {
        guard let reference, isValid(reference) else { return nil }
        return Photo(reference: reference, width: Plausible.pixels(width), height: Plausible.pixels(height))
    }

    /// A review by a Google user, checked as every provider's is.
    static func review(
        placeID: String, author: String?, text: String?, rating: Int?, createdAt: Date?, relativeTime: String?
    ) -> Review {
        Review(
            placeID: placeID, authorName: nonBlank(author) ?? "A Google user", text: nonBlank(text, limit: 10_000) ?? "",
            rating: Plausible.stars(rating) ?? 0, createdAt: Plausible.date(createdAt), relativeTimeDescription: relativeTime)
    }

    /// Whether a place is one `--kind` can ask for (a restaurant, café, bar, bakery: `PlaceKind`), judged on its
    /// first specific type like Places API (New)'s primary type, so that a cinema or a supermarket tagged
    /// "restaurant" is never listed; no types: kept (the server's filter matched it).
    static func isOfAKind(types: [String]?) -> Bool {
        PlaceKind.primaryType(of: types) == nil || PlaceKind.of(types: types) != nil
    }

    /// Google's own word for what a place is: its primary type (the first specific one), as a type name.
    static func category(_ types: [String]?) -> String? {
        PlaceKind.primaryType(of: typeNames(types))
    }

    /// The types worth keeping from a body (`Plausible.typeNames`).
    static func typeNames(_ types: [String]?) -> [String]? {
        types.map(Plausible.typeNames)
    }
}
