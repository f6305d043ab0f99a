import Domain
import Presentation

/// The settings every build reads, whatever its providers and routers (theirs are declared with their
/// registrations).
extension Setting {
    static let serverURL = Setting("server_url", .url, summary: "Foodybite server URL (accounts, reviews)")
    static let location = Setting("location", summary: "default location, LAT,LNG")
    static let httpTimeout = Setting(
        "http_timeout", summary: "seconds a server may stay silent, 1...300 (a whole answer: twice it)", default: "15")
    static let cacheMaxAgeDays = Setting("cache_max_age_days", summary: "days cached content is served, 1...30", default: "30")
    static let retries = Setting("retries", summary: "retries of a read that failed for now, 0...5", default: "2")
    static let language = Setting(
        "language", summary: "language sent to the providers, BCP 47: fr, pt-BR (default: the locale's, LC_MESSAGES)")
    static let region = Setting("region", summary: "your region, two letters: US, FR (default: the locale's territory)")
    static let units = Setting(
        "units", .choice(UnitSystem.allCases.map(\.rawValue)),
        summary: "metric or imperial, for distances shown (default: the locale's, LC_MEASUREMENT)")
    static let tileURL = Setting(
        "tile_url", summary: "map tiles of the HTML page: a URL template with {z}, {x} and {y}",
        default: TileSource.openStreetMap.template)
    static let placeKinds = Setting(
        "kind", summary: "what nearby lists: restaurant, cafe, bar, bakery, fast-food, or a list", default: "restaurant")

    /// `provider`: one of these providers (the first is the default), or all of them merged.
    static func provider(among providers: [PlacesProvider] = []) -> Setting {
        Setting(
            "provider", summary: (providers.map(\.rawValue) + ["all (merged)"]).joinedAsAlternatives(),
            default: providers.first?.rawValue ?? "google")
    }
}
