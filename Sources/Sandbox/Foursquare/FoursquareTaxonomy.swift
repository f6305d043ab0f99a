/// The few Foursquare categories the sandbox gives its venues, from the Google place's first specific type (as
/// Foursquare files a place under one primary category): a restaurant's cuisine category or Restaurant itself, Café,
/// Coffee Shop, Bar, Bakery, Fast Food. Ids as in real bodies (`Fixtures/foursquare/`).
enum FoursquareTaxonomy {
    struct Category: Sendable, Equatable {
        let id: String
        let name: String
    }

    static let restaurant = Category(id: "4d4b7105d754a06374d81259", name: "Restaurant")

    private static let byType: [String: Category] = [
        "cafe": Category(id: "4bf58dd8d48988d16d941735", name: "Café"),
        "coffee_shop": Category(id: "4bf58dd8d48988d1e0931735", name: "Coffee Shop"),
        "bar": Category(id: "4bf58dd8d48988d116941735", name: "Bar"),
        "wine_bar": Category(id: "4bf58dd8d48988d123941735", name: "Wine Bar"),
        "pub": Category(id: "4bf58dd8d48988d116941735", name: "Bar"),
        "bakery": Category(id: "4bf58dd8d48988d16a941735", name: "Bakery"),
        "fast_food_restaurant": Category(id: "4bf58dd8d48988d16e941735", name: "Fast Food Restaurant"),
        "pizza_restaurant": Category(id: "4bf58dd8d48988d1ca941735", name: "Pizzeria"),
        "italian_restaurant": Category(id: "4bf58dd8d48988d110941735", name: "Italian Restaurant"),
        "japanese_restaurant": Category(id: "4bf58dd8d48988d111941735", name: "Japanese Restaurant"),
        "french_restaurant": Category(id: "4bf58dd8d48988d10c941735", name: "French Restaurant"),
        "indian_restaurant": Category(id: "4bf58dd8d48988d10f941735", name: "Indian Restaurant"),
        "sushi_restaurant": Category(id: "4bf58dd8d48988d1d2941735", name: "Sushi Restaurant"),
        "ramen_restaurant": Category(id: "55a59bace4b013909087cb24", name: "Ramen Restaurant"),
        "hamburger_restaurant": Category(id: "4bf58dd8d48988d16c941735", name: "Burger Joint"),
        // Places that are not food or drink, filed under Restaurant too when Google tags them `restaurant` (a
        // supermarket's deli, a cinema's snack bar): a search for Restaurant returns them, as Foursquare's may.
        "supermarket": Category(id: "52f2ab2ebcbc57f1066b8b46", name: "Supermarket"),
        "movie_theater": Category(id: "4bf58dd8d48988d17f941735", name: "Movie Theater"),
    ]

    /// The venue's categories, primary first: its own type's, and Restaurant when the place is one of its children
    /// (a Google place tagged `restaurant`), so that asking for Restaurant finds it as Foursquare's parent id does.
    static func categories(types: [String]) -> [Category] {
        let primary = types.first { !["food", "point_of_interest", "establishment", "store"].contains($0) }
        let own = primary.flatMap { byType[$0] }
        let isRestaurant = types.contains("restaurant")
        return (own.map { [$0] } ?? []) + (isRestaurant && own != restaurant ? [restaurant] : [])
    }
}
