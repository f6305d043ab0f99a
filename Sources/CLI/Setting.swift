/// Every setting foodybite reads, in one place: the config file keys with their `FOODYBITE_*` variables, and the
/// variables that have no key. `--help` (and so the man page), `config show` and the README's table come from here
/// (a test compares the README with it), so they cannot drift.
public enum Setting: String, CaseIterable, Sendable {
    case placesAPIKey = "places_api_key"
    case placesAPI = "places_api"
    case placesURL = "places_url"
    case placesLegacyURL = "places_legacy_url"
    case serverURL = "server_url"
    case location = "location"
    case httpTimeout = "http_timeout"
    case cacheMaxAgeDays = "cache_max_age_days"
    case retries = "retries"
    case provider = "provider"
    case kind = "kind"
    case foursquareAPIKey = "foursquare_api_key"
    case foursquareURL = "foursquare_url"
    case overpassURL = "overpass_url"
    case nominatimURL = "nominatim_url"
    case router = "router"
    case routesURL = "routes_url"
    case osrmFootURL = "osrm_foot_url"
    case osrmBikeURL = "osrm_bike_url"
    case osrmCarURL = "osrm_car_url"

    public var environmentVariable: String { "FOODYBITE_" + rawValue.uppercased() }

    public var isSecret: Bool { self == .placesAPIKey || self == .foursquareAPIKey }

    public var defaultValue: String? {
        switch self {
        case .placesAPI: return "new"
        case .placesURL: return "https://places.googleapis.com"
        case .placesLegacyURL: return "https://maps.googleapis.com"
        case .httpTimeout: return "15"
        case .cacheMaxAgeDays: return "30"
        case .retries: return "2"
        case .provider: return "google"
        case .kind: return "restaurant"
        case .foursquareURL: return "https://places-api.foursquare.com"
        case .overpassURL: return "https://overpass-api.de"
        case .nominatimURL: return "https://nominatim.openstreetmap.org"
        case .routesURL: return "https://routes.googleapis.com"
        case .osrmFootURL: return "https://routing.openstreetmap.de/routed-foot"
        case .osrmBikeURL: return "https://routing.openstreetmap.de/routed-bike"
        case .osrmCarURL: return "https://routing.openstreetmap.de/routed-car"
        case .placesAPIKey, .serverURL, .location, .foursquareAPIKey, .router: return nil
        }
    }

    /// What it means, in a few words (help, `config show`, the README).
    public var summary: String {
        switch self {
        case .placesAPIKey: return "Google Places API key (secret: never a flag)"
        case .placesAPI: return "Google's API: new or legacy"
        case .placesURL: return "Places API (New) base URL"
        case .placesLegacyURL: return "legacy Places API base URL"
        case .serverURL: return "Foodybite server URL (accounts, reviews)"
        case .location: return "default location, LAT,LNG"
        case .httpTimeout: return "seconds a server may stay silent, 1...300 (a whole answer: twice it)"
        case .cacheMaxAgeDays: return "days cached content is served, 1...30"
        case .retries: return "retries of a read that failed for now, 0...5"
        case .provider: return "google, foursquare, osm or all (merged)"
        case .kind: return "what nearby lists: restaurant, cafe, bar, bakery, fast-food, or a list"
        case .foursquareAPIKey: return "Foursquare Places API key (secret: never a flag)"
        case .foursquareURL: return "Foursquare Places API base URL"
        case .overpassURL: return "Overpass API base URL (OpenStreetMap places, no key)"
        case .nominatimURL: return "Nominatim base URL (OpenStreetMap free-text search)"
        case .router: return "travel times: google (Routes API) or osrm; unset: google with a key"
        case .routesURL: return "Google Routes API base URL (--travel)"
        case .osrmFootURL: return "OSRM server for --travel walk"
        case .osrmBikeURL: return "OSRM server for --travel bike"
        case .osrmCarURL: return "OSRM server for --travel drive"
        }
    }

    /// The variables read from the environment only (no config key).
    public static let environmentOnly: [(name: String, summary: String, defaultValue: String?)] = [
        ("FOODYBITE_GEOIP_URL", "IP geolocation endpoint, or 'off'", "https://ipinfo.io/json"),
        ("FOODYBITE_LOG_LEVEL", "stderr diagnostics: warning, info or debug", "warning"),
        ("FOODYBITE_NOW", "judge OpenStreetMap hours at this ISO 8601 instant, not now", nil),
        ("FOODYBITE_LIBCURL", "the libcurl loaded on the first request (a file name or path)", "libcurl.so.4"),
        ("TZ", "the time zone OpenStreetMap hours are read in (else the system's)", nil),
        ("NO_COLOR", "no colour, even on a terminal", nil),
        ("COLUMNS", "the width tables and maps fit (else the terminal's, else 80)", nil),
    ]

    /// The ENVIRONMENT section of `foodybite --help`: short lines, as help is wrapped at 80 columns.
    public static var helpText: String {
        let rows =
            allCases.map { ($0.environmentVariable, $0.summary, $0.defaultValue, "config key \($0.rawValue)") }
            + environmentOnly.map { ($0.name, $0.summary, $0.defaultValue, "no config key") }
        let lines = rows.flatMap { name, summary, defaultValue, key -> [String] in
            let meaning = "      " + summary
            guard let defaultValue else { return ["  \(name) (\(key))", meaning] }
            let both = meaning + "; default " + defaultValue
            return ["  \(name) (\(key))"] + (both.count <= 76 ? [both] : [meaning, "      default " + defaultValue])
        }
        return (["ENVIRONMENT (a flag wins over a variable, a variable over the config file):"] + lines)
            .joined(separator: "\n")
    }

    /// The README's table of settings, row for row.
    public static var markdownTable: String {
        let header = ["| config key | variable | meaning | default |", "|---|---|---|---|"]
        let keyed = allCases.map { setting in
            "| `\(setting.rawValue)` | `\(setting.environmentVariable)` | \(setting.summary) | "
                + (setting.defaultValue.map { "`\($0)`" } ?? "none") + " |"
        }
        let others = environmentOnly.map { name, summary, defaultValue in
            "| | `\(name)` | \(summary) | " + (defaultValue.map { "`\($0)`" } ?? "unset") + " |"
        }
        return (header + keyed + others).joined(separator: "\n")
    }
}
