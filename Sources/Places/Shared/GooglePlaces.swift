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

    /// Whether a type string names a restaurant: `restaurant` itself or one of its kinds
    /// (`italian_restaurant`, `steak_house`, ...), as opposed to a cinema or a supermarket that serves food.
    static func isRestaurantType(_ type: String) -> Bool {
        type == "restaurant" || type.hasSuffix("_restaurant") || otherRestaurantTypes.contains(type)
    }

    /// The legacy API has no primary type; its `types` list starts with the most specific one. A place is a
    /// restaurant when its first specific type is one (generic tags such as `food` are skipped); no types: kept.
    static func isRestaurant(types: [String]?) -> Bool {
        guard let specific = types?.first(where: { !genericTypes.contains($0) }) else { return true }
        return isRestaurantType(specific)
    }

    private static let genericTypes: Set<String> = ["food", "point_of_interest", "establishment", "store"]

    /// The types worth keeping from a body: Google's type names (lower-case letters and `_`, at most 64
    /// characters), at most 20, each once; anything else from the server is dropped.
    static func typeNames(_ types: [String]?) -> [String]? {
        guard let types else { return nil }
        var seen = Set<String>()
        let valid = types.filter { type in
            type.count <= 64 && !type.isEmpty && type.allSatisfy { ("a"..."z").contains($0) || $0 == "_" }
                && seen.insert(type).inserted
        }
        return Array(valid.prefix(20))
    }

    private static let otherRestaurantTypes: Set<String> = ["diner", "steak_house", "bar_and_grill", "fine_dining"]
}
