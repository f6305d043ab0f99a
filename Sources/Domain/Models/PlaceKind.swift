import Foundation

/// What a place is, for `nearby --kind`: the one vocabulary every provider is mapped to. A place's kind goes by its
/// primary type (Google's `primaryType`, the legacy API's first specific type, Foursquare's category mapped to the
/// same names by its provider), never by a secondary one: a restaurant that also serves coffee is not a café.
/// Types are Google's names (Places API (New), table A), the vocabulary the cache and the filters speak.
public enum PlaceKind: String, CaseIterable, Sendable, Codable, Comparable {
    case restaurant, cafe, bar, bakery
    case fastFood = "fast-food"

    /// The kinds a query asks for when none is given.
    public static let `default`: [PlaceKind] = [.restaurant]

    /// Whether a primary type is of this kind. `restaurant` is Google's whole `*_restaurant` family (fast food
    /// included); `fast-food` narrows to it.
    public func includes(type: String) -> Bool {
        switch self {
        case .restaurant: type == "restaurant" || type.hasSuffix("_restaurant") || Self.otherRestaurantTypes.contains(type)
        case .fastFood: type == "fast_food_restaurant"
        default: exactTypes.contains(type)
        }
    }

    /// The primary types of this kind that a server can filter on exactly (`includedPrimaryTypes`); the restaurant
    /// family is too long to list and is asked as Google's umbrella type instead.
    public var exactTypes: [String] {
        switch self {
        case .restaurant: ["restaurant"]
        case .cafe: ["cafe", "coffee_shop"]
        case .bar: ["bar", "pub", "wine_bar"]
        case .bakery: ["bakery"]
        case .fastFood: ["fast_food_restaurant"]
        }
    }

    /// The one type an API that takes a single type per request is asked for (Text Search, legacy Nearby Search):
    /// Google tags a coffee shop `cafe` and a pub `bar` too, so the umbrella type finds the whole kind.
    public var umbrellaType: String {
        switch self {
        case .fastFood: "fast_food_restaurant"
        default: rawValue
        }
    }

    /// The kind of a place from its types, primary first (generic tags such as `food` skipped): the most specific
    /// kind that includes it (`fast-food` before `restaurant`); nil when no kind does or nothing is known.
    public static func of(types: [String]?) -> PlaceKind? {
        guard let primary = primaryType(of: types) else { return nil }
        return [.fastFood, .cafe, .bar, .bakery, .restaurant].first { $0.includes(type: primary) }
    }

    /// The first specific type: the primary one.
    public static func primaryType(of types: [String]?) -> String? {
        types?.first { !genericTypes.contains($0) }
    }

    /// `--kind`'s list (`cafe,bakery`), each kind once, in a fixed order; nil when a word is not a kind.
    public static func list(_ text: String) -> [PlaceKind]? {
        let words = text.split(separator: ",", omittingEmptySubsequences: false).map {
            Spaces.trimmed($0).lowercased()
        }
        let kinds = words.map { PlaceKind(rawValue: $0) }
        guard !kinds.isEmpty, kinds.allSatisfy({ $0 != nil }) else { return nil }
        return Array(Set(kinds.compactMap { $0 })).sorted()
    }

    public static func < (lhs: PlaceKind, rhs: PlaceKind) -> Bool {
        allCases.firstIndex(of: lhs) ?? 0 < allCases.firstIndex(of: rhs) ?? 0
    }

    /// Google's tags that say nothing of what a place is (every place is a `point_of_interest`).
    public static let genericTypes: Set<String> = ["food", "point_of_interest", "establishment", "store"]
    private static let otherRestaurantTypes: Set<String> = ["diner", "steak_house", "bar_and_grill", "fine_dining"]
}
