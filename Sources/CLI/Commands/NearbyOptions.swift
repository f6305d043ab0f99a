import ArgumentParser
import Domain

/// `nearby`'s options, each declared here once, in the order its help lists them. From this list come ArgumentParser's
/// declaration and the values the options set (`NearbyCommand`, `NearbyArguments`), the fast reader's table
/// (`NearbyArguments.options`), all three written to `NearbyOptions+Generated.swift`, and the arguments an assistant
/// gives (`NearbyDoor.declared`: the MCP server's schema and its limits). `NearbyOptionsTests` writes that file again
/// from this list and fails when it differs (`NEARBY_OPTIONS_RECORD=1` rewrites it): a new option is an entry here
/// and its tests.
enum NearbyOptions {
    /// Every option (a computed list: the help of `--provider` names the build's providers).
    static var all: [NearbyOption] {
        centre + filters + [
            .init(
                name: "format", property: "format", type: "OutputFormat", initial: ".table", form: .value("format"),
                help: "Output format; geojson is RFC 7946 with the search circle, map is drawn with a legend."),
            .init(
                name: "ascii", property: "ascii", type: "Bool", initial: "false", form: .flag,
                help: "Draw the map with plain ASCII even in a UTF-8 locale."),
            .init(
                name: "places-api", property: "placesAPI", type: "PlacesAPI?", form: .value("api"),
                home: .group(property: "places", type: "PlacesOptions"), ),
            .init(
                name: "provider", property: "provider", type: "ProviderChoice?", form: .value("provider"),
                help:
                    "Where places come from: \(Foodybite.providerNames), a comma list of them, or all (every one usable); several give one row per place (default: FOODYBITE_PROVIDER, config 'provider', else the first; the one that needs no key when no key is configured).",
                assistant: [
                    .init(
                        name: "provider", kind: .text(maxLength: 100),
                        meaning: "google, foursquare, osm, a comma list of them, or all")
                ]),
            .init(
                name: "offline", property: "offline", type: "Bool", initial: "false", form: .flag,
                home: .group(property: "cache", type: "CacheOptions"),
                assistant: [.init(name: "offline", kind: .flag, meaning: "Answer from the cache only (no network)")]),
            .init(
                name: "no-cache", property: "noCache", type: "Bool", initial: "false", form: .flag,
                home: .group(property: "cache", type: "CacheOptions"), ),
            .init(
                name: "changes", property: "changes", type: "Bool", initial: "false", form: .flag,
                help:
                    "List only what changed since the last run of this query (new, gone, rating, closed, reopened); nothing when nothing did. The first run records the answer. For cron: see docs/usage.md."
            ),
        ]
    }

    /// The help of the option named so (`radius`), as ArgumentParser shows it; every name the generated code asks for
    /// is declared (`NearbyOptionsTests`).
    static func help(_ name: String) -> ArgumentHelp {
        all.first { $0.name == name }?.argumentHelp ?? ArgumentHelp("")
    }

    /// Where the search is: around a point or a place found by name, or along a route.
    private static var centre: [NearbyOption] {
        [
            .init(
                name: "location", property: "location", type: "Location?", form: .value("lat,lng"),
                conversion: "LocationArgument.option(\"--location\")", unconditional: true,
                home: .group(property: "centre", type: "SearchCentreOptions"),
                assistant: [
                    .init(
                        name: "latitude", kind: .number(-90...90),
                        meaning: "Latitude of the centre, in decimal degrees (with longitude)"),
                    .init(
                        name: "longitude", kind: .number(-180...180),
                        meaning: "Longitude of the centre, in decimal degrees (with latitude)"),
                ]),
            .init(
                name: "near", property: "near", type: "String?", form: .value("text"),
                home: .group(property: "centre", type: "SearchCentreOptions"),
                assistant: [
                    .init(
                        name: "near", kind: .text(maxLength: 200),
                        meaning: "Search near the first place this text finds, e.g. 'Gare de Dijon'")
                ]),
            .init(
                name: "along", property: "along", type: "String?", form: .value("from"), unconditional: true,
                help:
                    "Search along the route from here (lat,lng, or a text as for --near) to --to; --radius is the corridor's half-width (default 300 m)."
            ),
            .init(
                name: "to", property: "to", type: "String?", form: .value("to"), unconditional: true,
                help: "Where the route of --along ends (lat,lng or text)."),
        ]
    }

    /// Which places, how many and in what order.
    private static var filters: [NearbyOption] {
        [
            .init(
                name: "radius", property: "radius", type: "Int?", form: .value("distance"),
                conversion: "RadiusArgument.parse",
                help:
                    "Search radius: metres (800), or 800m, 1.5km, 0.5mi, 2000ft; 1 m ... 50 km (default: preferences, 10 km).",
                assistant: [
                    .init(
                        name: "radius", kind: .number(0...50_000),
                        meaning: "Search radius, in metres unless radius_unit says otherwise; 1 m to 50 km"),
                    .init(
                        name: "radius_unit", kind: .text(maxLength: 2, choices: ["m", "km", "mi", "ft"]),
                        meaning: "The unit of radius: m (the default), km, mi or ft"),
                ]),
            .init(
                name: "stars", property: "stars", type: "Double?", form: .value("n"), conversion: "StarsArgument.parse",
                help: "Minimum rating, 0...5, decimals allowed (default: preferences, 0).",
                assistant: [
                    .init(name: "stars", kind: .number(NearbySearchQuery.ratingRange), meaning: "Minimum rating, 0 to 5")
                ]),
            .init(
                name: "limit", property: "limit", type: "Int", initial: "20", form: .value("n"),
                help: "At most this many places, 1...60.",
                assistant: [
                    .init(name: "limit", kind: .integer(NearbySearchQuery.limitRange), meaning: "At most this many places")
                ]),
            .init(
                name: "sort", property: "sort", type: "NearbySortOrder", initial: ".distance", form: .value("key"),
                help: "How the answer (the --limit nearest places that pass) is ordered.",
                assistant: [
                    .init(
                        name: "sort", kind: .text(maxLength: 200, choices: NearbySortOrder.allCases.map(\.rawValue)),
                        meaning: "How the answer is ordered")
                ]),
            .init(
                name: "favorites", property: "favorites", type: "Bool", initial: "false", form: .flag,
                help: "Show only favourite places ('foodybite favorites')."),
            .init(
                name: "open-now", property: "openNow", type: "Bool", initial: "false", form: .flag,
                help: "Only places their provider says are open now (places whose hours are unknown are left out).",
                assistant: [.init(name: "open_now", kind: .flag, meaning: "Only places open now")]),
            .init(
                name: "open-at", property: "openAt", type: "OpeningMoment?", form: .value("when"),
                conversion: "OpenAtArgument.parse",
                help:
                    "Only places open at this moment, each in its own time zone: 21:30 or 9:30pm (the next), sun 12:00, tomorrow 12:30, or ISO 8601 (OpenStreetMap's hours as written, Google's periods (not --places-api legacy), Foursquare's open_at: a weekday and a time, no holidays).",
                assistant: [
                    .init(
                        name: "open_at", kind: .text(maxLength: 40),
                        meaning:
                            "Only places open at this moment, in each place's time zone: '21:30' or '9:30pm' (the next), 'sun 12:00', 'tomorrow 12:30', or ISO 8601 (OpenStreetMap's hours as written, Google's periods, Foursquare's server: a weekday and a time, no holidays)"
                    )
                ]),
            .init(
                name: "open-on-arrival", property: "openOnArrival", type: "Bool", initial: "false", form: .flag,
                help:
                    "Only places open when you get there: now (or --open-at's moment) plus each place's travel time (--travel, walk unless given), by their hours (OpenStreetMap's or Google's; not Foursquare's).",
                assistant: [
                    .init(
                        name: "open_on_arrival", kind: .flag,
                        meaning:
                            "Only places open when one gets there: now (or open_at) plus the travel time (travel, walking unless given); OpenStreetMap's or Google's hours"
                    )
                ]),
            .init(
                name: "stay", property: "stay", type: "Int?", form: .value("time"), conversion: "TravelDurationArgument.stay",
                help: "With --open-on-arrival: open without a break for this long after arriving (45m, 1h30m).",
                assistant: [
                    .init(
                        name: "stay", kind: .text(maxLength: 20),
                        meaning: "With open_on_arrival: open without a break for this long after arriving, e.g. '45m'")
                ]),
            .init(
                name: "price", property: "price", type: "PriceRangeArgument?", form: .value("n or n-m"),
                help: "Price levels, one or a range: 0 free ... 4 very expensive (places without a price are left out).",
                assistant: [
                    .init(
                        name: "price", kind: .text(maxLength: 3, pattern: "^[0-4](-[0-4])?$"),
                        meaning:
                            "Price levels, one or a range: 0 free ... 4 very expensive, e.g. '2' or '1-2'; places without a price are left out"
                    )
                ]),
            .init(
                name: "kind", property: "kind", type: "[PlaceKind]?", form: .value("kind"), conversion: "KindArgument.parse",
                help:
                    "What to list: restaurant, cafe, bar, bakery or fast-food, or a comma list (default: FOODYBITE_KIND, config 'kind', else restaurant).",
                assistant: [
                    .init(
                        name: "kinds", kind: .list(PlaceKind.allCases.map(\.rawValue)),
                        meaning: "What to list (default: restaurants)")
                ]),
            .init(
                name: "cuisine", property: "cuisine", type: "Cuisine?", form: .value("cuisine"),
                help: "Only restaurants of this cuisine.",
                assistant: [
                    .init(
                        name: "cuisine", kind: .text(maxLength: 200, choices: Cuisine.offered.map(\.rawValue)),
                        meaning: "Only restaurants of this cuisine")
                ]),
            .init(
                name: "diet", property: "diet", type: "[Diet]", initial: "[]", form: .repeated("diet"),
                help:
                    "Only places that say they serve this diet: vegan, vegetarian, gluten-free, halal or kosher; repeatable (OpenStreetMap's tags; Google and Foursquare tag none, and answer vegan and vegetarian with their vegan or vegetarian restaurants; the others need --provider osm or all).",
                assistant: [
                    .init(
                        name: "diets", kind: .list(Diet.allCases.map(\.rawValue)),
                        meaning:
                            "Only places that serve these diets: OpenStreetMap's tags; on Google and Foursquare, which tag no diets, vegan or vegetarian restaurants (the others: provider osm or all)"
                    )
                ]),
            .init(
                name: "wheelchair", property: "wheelchair", type: "Bool", initial: "false", form: .flag,
                help: "Only places that can be entered in a wheelchair (OpenStreetMap's wheelchair=yes).",
                assistant: [
                    .init(
                        name: "wheelchair", kind: .flag,
                        meaning: "Only places that can be entered in a wheelchair (OpenStreetMap's tags)")
                ]),
            .init(
                name: "outdoor-seating", property: "outdoorSeating", type: "Bool", initial: "false", form: .flag,
                help: "Only places with seats outside (OpenStreetMap's outdoor_seating=yes).",
                assistant: [
                    .init(name: "outdoor_seating", kind: .flag, meaning: "Only places with seats outside (OpenStreetMap's tags)")
                ]),
            .init(
                name: "travel", property: "travel", type: "TravelMode?", form: .value("mode"),
                help: "Add each place's travel time from the centre: walk, bike, drive or transit (transit: Google only).",
                assistant: [
                    .init(
                        name: "travel", kind: .text(maxLength: 200, choices: TravelMode.allCases.map(\.rawValue)),
                        meaning: "Add each place's travel time from the centre")
                ]),
            .init(
                name: "max-travel", property: "maxTravel", type: "Int?", form: .value("time"),
                conversion: "TravelDurationArgument.parse",
                help: "Only places reachable within this time (10m, 90s, 1h30m; --travel walk unless a mode is given).",
                assistant: [
                    .init(
                        name: "max_travel_minutes", kind: .integer(NearbyDoor.maxTravelMinutes),
                        meaning: "Only places reachable within this many minutes (travel, walking unless given)")
                ]),
        ]
    }
}
