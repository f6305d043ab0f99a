import Domain

/// OpenStreetMap's tags in foodybite's vocabulary (`PlaceKind`, Google's type names, `Cuisine`, `Diet`), both ways:
/// which tags a kind is asked as, and which types a place's tags make.
enum OSMVocabulary {
    /// The tag (key, values) that makes each kind: a bakery is a shop, the others amenities.
    static func tag(of kind: PlaceKind) -> (key: String, values: [String]) {
        switch kind {
        case .restaurant: ("amenity", ["restaurant", "fast_food"])
        case .fastFood: ("amenity", ["fast_food"])
        case .cafe: ("amenity", ["cafe"])
        case .bar: ("amenity", ["bar", "pub", "biergarten"])
        case .bakery: ("shop", ["bakery"])
        }
    }

    /// The type of a main tag (`amenity=pub` is `pub`), nil when it is not one foodybite lists.
    static func type(key: String, value: String) -> String? {
        switch (key, value) {
        case ("amenity", "restaurant"): "restaurant"
        case ("amenity", "fast_food"): "fast_food_restaurant"
        case ("amenity", "cafe"): "cafe"
        case ("amenity", "bar"), ("amenity", "biergarten"): "bar"
        case ("amenity", "pub"): "pub"
        case ("shop", "bakery"): "bakery"
        default: nil
        }
    }

    /// The cuisine a `cuisine` value means (`pizza`, `steak_house`, `middle_eastern`), nil when none of foodybite's.
    static func cuisine(_ value: String) -> Cuisine? {
        switch value {
        case "steak_house", "steak": .steak
        case "fish", "seafood": .seafood
        case "bbq", "barbecue": .barbecue
        case "hamburger", "burger": .burger
        default: Cuisine(rawValue: value.replacingOccurrences(of: "_", with: "-"))
        }
    }

    /// The `cuisine` values a cuisine is asked as (the reverse of `cuisine(_:)`).
    static func values(of cuisine: Cuisine) -> [String] {
        switch cuisine {
        case .steak: ["steak_house", "steak"]
        case .seafood: ["seafood", "fish"]
        case .barbecue: ["barbecue", "bbq"]
        case .burger: ["burger", "hamburger"]
        default: [cuisine.rawValue.replacingOccurrences(of: "-", with: "_")]
        }
    }

    /// The diets a place says it serves (`diet:vegan=yes|only`).
    static func diets(_ tags: OSMTags) -> [Diet] {
        Diet.allCases.filter { ["yes", "only"].contains(tags[$0.osmKey]?.lowercased()) }
    }
}
