/// The kinds of restaurant `--cuisine` accepts, each mapped to Google's specific restaurant type (Places API
/// (New), table A). Places API (New) filters on it (`includedPrimaryTypes`); the legacy API knows no such types,
/// so it is asked by keyword and its matches are trusted.
public enum Cuisine: String, CaseIterable, Sendable, Codable {
    case american, barbecue, brazilian, breakfast, brunch, burger, chinese, french, greek, indian, indonesian, italian
    case japanese, korean, lebanese, mediterranean, mexican
    case middleEastern = "middle-eastern"
    case pizza, ramen, seafood
    case spanish, steak, sushi, thai, turkish, vegan, vegetarian, vietnamese

    /// The cuisines `--cuisine` offers: every one but those a diet names (`vegan`, `vegetarian`: `--diet`), so that
    /// each word has one meaning; those two stay cases, the types providers give a restaurant of that diet.
    public static let offered: [Cuisine] = allCases.filter { cuisine in !Diet.allCases.contains { $0.cuisine == cuisine } }

    /// Google's place type for it.
    public var googleType: String {
        switch self {
        case .burger: "hamburger_restaurant"
        case .steak: "steak_house"
        case .middleEastern: "middle_eastern_restaurant"
        default: rawValue + "_restaurant"
        }
    }

    /// The word the legacy API is asked for.
    public var keyword: String {
        switch self {
        case .middleEastern: "middle eastern"
        default: rawValue
        }
    }
}
