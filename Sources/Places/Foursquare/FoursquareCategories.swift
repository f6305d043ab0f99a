import Domain

/// Foursquare's taxonomy in foodybite's vocabulary (`PlaceKind`, `Cuisine`: Google's type names), one table both
/// ways: the category ids a search asks for (`fsq_category_ids`; a parent category covers its children), and the
/// types a place's category stands for. Ids from real bodies (`../shared/fixtures/foursquare/`, specs §3) and
/// Foursquare's published taxonomy (the same 24-digit ids since v2).
enum FoursquareCategories {
    static let restaurant = "4d4b7105d754a06374d81259"

    /// Each category foodybite knows, with the types it stands for (one category may be two cuisines).
    static let types: [String: [String]] = [
        restaurant: ["restaurant"],
        "4bf58dd8d48988d1e0931735": ["coffee_shop"],  // Coffee Shop
        "4bf58dd8d48988d16d941735": ["cafe"],  // Café
        "4bf58dd8d48988d116941735": ["bar"],  // Bar
        "4bf58dd8d48988d11e941735": ["bar"],  // Cocktail Bar
        "4bf58dd8d48988d123941735": ["wine_bar"],  // Wine Bar
        "4bf58dd8d48988d16a941735": ["bakery"],  // Bakery
        "4bf58dd8d48988d16e941735": ["fast_food_restaurant"],  // Fast Food Restaurant
        "4bf58dd8d48988d147941735": ["diner"],  // Diner
    ].merging(cuisineTypes) { kind, cuisines in kind + cuisines }

    /// Each cuisine category with its cuisines' types, in `Cuisine`'s order.
    private static let cuisineTypes: [String: [String]] = Dictionary(
        Cuisine.allCases.flatMap { cuisine in (cuisineCategories[cuisine] ?? []).map { ($0, [cuisine.googleType]) } },
        uniquingKeysWith: +)

    /// Every kind's categories: what `search` finds a place by name among.
    static let everyKind = PlaceKind.allCases.filter { $0 != .fastFood }.flatMap(ids)

    /// The categories a kind is asked as.
    static func ids(_ kind: PlaceKind) -> [String] {
        switch kind {
        case .restaurant: [restaurant]
        case .cafe: ["4bf58dd8d48988d1e0931735", "4bf58dd8d48988d16d941735"]
        // Bar and, as whether a parent id covers its children is not documented, its children foodybite knows.
        case .bar: ["4bf58dd8d48988d116941735", "4bf58dd8d48988d11e941735", "4bf58dd8d48988d123941735"]
        case .bakery: ["4bf58dd8d48988d16a941735"]
        case .fastFood: ["4bf58dd8d48988d16e941735"]
        }
    }

    /// The categories a cuisine is asked as; nil when Foursquare has none for it (a usage error, never a silent
    /// drop).
    static func ids(_ cuisine: Cuisine) -> [String]? {
        cuisineCategories[cuisine]
    }

    /// The cuisines Foursquare can be asked for, each by its restaurant categories.
    static let cuisineCategories: [Cuisine: [String]] = [
        .american: ["4bf58dd8d48988d14e941735"], .barbecue: ["4bf58dd8d48988d1df931735"],
        .brazilian: ["4bf58dd8d48988d16b941735"], .breakfast: ["4bf58dd8d48988d143941735"],
        .burger: ["4bf58dd8d48988d16c941735"], .chinese: ["4bf58dd8d48988d145941735"],
        .french: ["4bf58dd8d48988d10c941735"], .greek: ["4bf58dd8d48988d10e941735"],
        .indian: ["4bf58dd8d48988d10f941735"], .italian: ["4bf58dd8d48988d110941735"],
        .japanese: ["4bf58dd8d48988d111941735"], .korean: ["4bf58dd8d48988d113941735"],
        .mediterranean: ["4bf58dd8d48988d1c0941735"], .mexican: ["4bf58dd8d48988d1c1941735"],
        .middleEastern: ["4bf58dd8d48988d115941735"], .pizza: ["4bf58dd8d48988d1ca941735"],
        .ramen: ["55a59bace4b013909087cb24"], .seafood: ["4bf58dd8d48988d1ce941735"],
        .turkish: ["4f04af1f2fb6e1c99f3db0bb"], .lebanese: ["58daa1558bbb0b01f18ec1cd"],
        .indonesian: ["4deefc054765f83613cdba6f"],
        .spanish: ["4bf58dd8d48988d150941735"], .steak: ["4bf58dd8d48988d1cc941735"],
        .sushi: ["4bf58dd8d48988d1d2941735"], .thai: ["4bf58dd8d48988d149941735"],
        .vietnamese: ["4bf58dd8d48988d14a941735"],
        // One category for both.
        .vegan: ["4bf58dd8d48988d1d3941735"], .vegetarian: ["4bf58dd8d48988d1d3941735"],
    ]

    /// The types of a place's categories (first: its primary one, which says what the place is); a category without a
    /// known id by its name (`type(named:)`); nil when none says anything. Foursquare returns a place for any of its
    /// categories (a supermarket with a deli counter, for Restaurant): its primary one keeps it out of the kinds.
    static func types(of categories: [FoursquarePlaceDTO.Category]) -> [String]? {
        var seen = Set<String>()
        let named: [[String]] = categories.map { category in
            if let id = category.id, let known = types[id] { return known }
            return category.name.flatMap(type(named:)).map { [$0] } ?? []
        }
        let unique = named.flatMap { $0 }.filter { seen.insert($0).inserted }
        return unique.isEmpty ? nil : unique
    }

    /// The type of a category foodybite has no id for, from its English name, in Google's manner: Foursquare names
    /// its restaurants "… Restaurant" (and a few otherwise: `restaurantNames`), its bars "… Bar" or "… Pub", its cafés
    /// "… Café" or "… Coffee …", its bakeries "… Bakery"; any other name is a place that is not one of the kinds (a
    /// supermarket, a cinema: `supermarket`, `movie_theater`), which no kind includes. Nil for a blank name.
    static func type(named name: String) -> String? {
        let words = name.lowercased().split { !$0.isLetter }.map(String.init)
        guard let last = words.last else { return nil }
        if last == "restaurant" || restaurantNames.contains(words.joined(separator: " ")) {
            return words.count > 1 && last == "restaurant" ? words.joined(separator: "_") : "restaurant"
        }
        if ["bar", "pub", "gastropub", "brewery", "speakeasy"].contains(last) { return "bar" }
        if words.contains("coffee") || words == ["tea", "room"] || ["café", "cafe", "teahouse"].contains(last) { return "cafe" }
        if last == "bakery" { return "bakery" }
        return words.joined(separator: "_")
    }

    /// Foursquare's restaurant categories whose names do not end in "Restaurant" (its Restaurant subtree).
    private static let restaurantNames: Set<String> = [
        "bistro", "brasserie", "buffet", "cafeteria", "creperie", "deli", "diner", "dim sum", "food court", "food stand",
        "food truck", "fondue", "hot dog joint", "noodle house", "pizzeria", "burger joint", "sandwich spot", "snack place",
        "soup spot", "steakhouse", "trattoria osteria", "taverna", "tapas", "canteen", "eatery", "kebab", "poke place",
        "salad place", "bbq joint", "fish and chips shop", "friterie", "taco place", "wings joint",
    ]
}
