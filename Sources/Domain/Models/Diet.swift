/// What `nearby --diet` asks for: a place that says it serves this diet, the one word for it on every provider.
/// OpenStreetMap tags any place's diets (`diet:*=yes|only`); Google and Foursquare tag none, but type a restaurant
/// whose whole menu is vegan or vegetarian (`vegan_restaurant`): of those two diets, that is what they answer.
public enum Diet: String, CaseIterable, Sendable, Codable, Comparable {
    case vegan, vegetarian
    case glutenFree = "gluten-free"
    case halal, kosher

    /// The diets each once, in order: by `Diet`'s order, not a `Set` (whose type the runtime sets up at its first use
    /// by searching the whole binary for `Diet: Hashable`, and most searches name no diet).
    public static func once(_ diets: [Diet]) -> [Diet] {
        diets.isEmpty ? [] : allCases.filter(diets.contains)
    }

    /// The OpenStreetMap key (`diet:gluten_free`).
    public var osmKey: String {
        switch self {
        case .vegan: "diet:vegan"
        case .vegetarian: "diet:vegetarian"
        case .glutenFree: "diet:gluten_free"
        case .halal: "diet:halal"
        case .kosher: "diet:kosher"
        }
    }

    /// The cuisine of a restaurant that serves only this diet (the type providers without diet tags give), nil
    /// when there is none.
    public var cuisine: Cuisine? {
        switch self {
        case .vegan: .vegan
        case .vegetarian: .vegetarian
        case .glutenFree, .halal, .kosher: nil
        }
    }

    /// Whether a place of these types serves it whatever its tags say (a vegan restaurant serves vegetarians too).
    public func isServed(byTypes types: [String]?) -> Bool {
        guard let types else { return false }
        switch self {
        case .vegan: return types.contains(Cuisine.vegan.googleType)
        case .vegetarian: return types.contains(Cuisine.vegetarian.googleType) || types.contains(Cuisine.vegan.googleType)
        case .glutenFree, .halal, .kosher: return false
        }
    }

    public static func < (lhs: Diet, rhs: Diet) -> Bool {
        allCases.firstIndex(of: lhs) ?? 0 < allCases.firstIndex(of: rhs) ?? 0
    }
}
