import Domain
import Presentation

extension NearbyOptions {
    /// What `nearby --help` says of a value (an option of a shared group: nothing here, the group's help is shown).
    static func help(_ field: NearbyField) -> String {
        switch field {
        case .location, .near, .placesAPI, .offline, .noCache: ""
        case .along:
            "Search along the route from here (lat,lng, or a text as for --near) to --to; --radius is the corridor's half-width (default 300 m)."
        case .to: "Where the route of --along ends (lat,lng or text)."
        case .radius:
            "Search radius: metres (800), or 800m, 1.5km, 0.5mi, 2000ft; 1 m ... 50 km (default: preferences, 10 km)."
        case .stars: "Minimum rating, 0...5, decimals allowed (default: preferences, 0)."
        case .limit: "At most this many places, 1...60."
        case .sort: "How the answer (the --limit nearest places that pass) is ordered."
        case .favorites: "Show only favourite places ('foodybite favorites')."
        case .openNow: "Only places their provider says are open now (places whose hours are unknown are left out)."
        case .openAt:
            "Only places open at this moment, each in its own time zone: 21:30 or 9:30pm (the next), sun 12:00, tomorrow 12:30, or ISO 8601 (OpenStreetMap's hours as written, Google's periods (not --places-api legacy), Foursquare's open_at: a weekday and a time, no holidays)."
        case .openOnArrival:
            "Only places open when you get there: now (or --open-at's moment) plus each place's travel time (--travel, walk unless given), by their hours (OpenStreetMap's or Google's; not Foursquare's)."
        case .stay: "With --open-on-arrival: open without a break for this long after arriving (45m, 1h30m)."
        case .price: "Price levels, one or a range: 0 free ... 4 very expensive (places without a price are left out)."
        case .kind:
            "What to list: restaurant, cafe, bar, bakery or fast-food, or a comma list (default: FOODYBITE_KIND, config 'kind', else restaurant)."
        case .cuisine: "Only restaurants of this cuisine."
        case .diet:
            "Only places that say they serve this diet: vegan, vegetarian, gluten-free, halal or kosher; repeatable (OpenStreetMap's tags; Google and Foursquare tag none, and answer vegan and vegetarian with their vegan or vegetarian restaurants; the others need --provider osm or all)."
        case .wheelchair: "Only places that can be entered in a wheelchair (OpenStreetMap's wheelchair=yes)."
        case .outdoorSeating: "Only places with seats outside (OpenStreetMap's outdoor_seating=yes)."
        case .travel: "Add each place's travel time from the centre: walk, bike, drive or transit (transit: Google only)."
        case .maxTravel: "Only places reachable within this time (10m, 90s, 1h30m; --travel walk unless a mode is given)."
        case .provider:
            "Where places come from: \(Foodybite.providerNames), a comma list of them, or all (every one usable); several give one row per place (default: FOODYBITE_PROVIDER, config 'provider', else the first; the one that needs no key when no key is configured)."
        case .changes:
            "List only what changed since the last run of this query (new, gone, rating, closed, reopened); nothing when nothing did. The first run records the answer. For cron: see docs/usage.md."
        }
    }
}
