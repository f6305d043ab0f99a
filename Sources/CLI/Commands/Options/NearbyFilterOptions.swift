import ArgumentParser
import Domain

/// What `nearby` lists: how far, how good, how many, in what order, and which places.
struct NearbyFilterOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Search radius in metres, 1...50000 (default: preferences, 10000).", valueName: "metres"))
    var radius: Int?

    @Option(
        help: ArgumentHelp("Minimum rating, 0...5, decimals allowed (default: preferences, 0).", valueName: "n"),
        transform: StarsArgument.parse)
    var stars: Double?

    @Option(help: ArgumentHelp("At most this many places, 1...60.", valueName: "n"))
    var limit: Int = 20

    @Option(help: ArgumentHelp("How the answer (the --limit nearest places that pass) is ordered.", valueName: "key"))
    var sort: NearbySortOrder = .distance

    @Flag(help: "Show only favourite places ('foodybite favorites').")
    var favorites = false

    @Flag(help: "Only places their provider says are open now (places whose hours are unknown are left out).")
    var openNow = false

    @Option(
        help: ArgumentHelp(
            "Price levels, one or a range: 0 free ... 4 very expensive (places without a price are left out).",
            valueName: "n or n-m"))
    var price: PriceRangeArgument?

    @Option(
        help: ArgumentHelp(
            "What to list: restaurant, cafe, bar, bakery or fast-food, or a comma list (default: FOODYBITE_KIND, config 'kind', else restaurant).",
            valueName: "kind"),
        transform: KindArgument.parse)
    var kind: [PlaceKind]?

    @Option(help: ArgumentHelp("Only restaurants of this cuisine.", valueName: "cuisine"))
    var cuisine: Cuisine?

    @Option(
        help: ArgumentHelp(
            "Only places that say they serve this diet: vegan, vegetarian, gluten-free, halal or kosher; repeatable (OpenStreetMap's tags; Google and Foursquare tag none, and answer vegan and vegetarian with their vegan or vegetarian restaurants; the others need --provider osm or all).",
            valueName: "diet"))
    var diet: [Diet] = []

    @Flag(help: "Only places that can be entered in a wheelchair (OpenStreetMap's wheelchair=yes).")
    var wheelchair = false

    @Flag(help: "Only places with seats outside (OpenStreetMap's outdoor_seating=yes).")
    var outdoorSeating = false

    @Option(
        help: ArgumentHelp(
            "Add each place's travel time from the centre: walk, bike, drive or transit (transit: Google only).",
            valueName: "mode"))
    var travel: TravelMode?

    @Option(
        help: ArgumentHelp(
            "Only places reachable within this time (10m, 90s, 1h30m; --travel walk unless a mode is given).",
            valueName: "time"),
        transform: TravelDurationArgument.parse)
    var maxTravel: Int?

    func validate() throws {
        try NearbyInputRules.check(radius: radius, stars: stars, limit: limit)
    }
}
