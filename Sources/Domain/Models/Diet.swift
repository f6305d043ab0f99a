/// What `nearby --diet` asks for: a place that says it serves this diet (OpenStreetMap's `diet:*=yes|only`).
/// Only OpenStreetMap tags it; `--cuisine vegan` is a restaurant whose *cuisine* is vegan (Google's
/// `vegan_restaurant`), a narrower question: a pizzeria with vegan options passes `--diet vegan`, not `--cuisine vegan`.
public enum Diet: String, CaseIterable, Sendable, Codable, Comparable {
    case vegan, vegetarian
    case glutenFree = "gluten-free"
    case halal, kosher

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

    public static func < (lhs: Diet, rhs: Diet) -> Bool {
        allCases.firstIndex(of: lhs) ?? 0 < allCases.firstIndex(of: rhs) ?? 0
    }
}
