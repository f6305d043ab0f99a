/// The settings foodybite reads, each from a flag (where it has one), a `FOODYBITE_*` variable, the config file,
/// or its default, in that order.
enum ConfigKey: String, CaseIterable, Sendable {
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
    case foursquareAPIKey = "foursquare_api_key"
    case foursquareURL = "foursquare_url"

    var environmentVariable: String { "FOODYBITE_" + rawValue.uppercased() }

    var isSecret: Bool { self == .placesAPIKey || self == .foursquareAPIKey }

    var defaultValue: String? {
        switch self {
        case .placesAPI: return "new"
        case .placesURL: return "https://places.googleapis.com"
        case .placesLegacyURL: return "https://maps.googleapis.com"
        case .httpTimeout: return "15"
        case .cacheMaxAgeDays: return "30"
        case .retries: return "2"
        case .provider: return "google"
        case .foursquareURL: return "https://places-api.foursquare.com"
        case .placesAPIKey, .serverURL, .location, .foursquareAPIKey: return nil
        }
    }

    var summary: String {
        switch self {
        case .placesAPIKey: return "Google Places API key (secret)"
        case .placesAPI: return "new or legacy"
        case .placesURL: return "Places API (New) base URL"
        case .placesLegacyURL: return "legacy Places API base URL"
        case .serverURL: return "Foodybite server URL"
        case .location: return "default location, LAT,LNG"
        case .httpTimeout: return "seconds to wait for an answer, 1...300"
        case .cacheMaxAgeDays: return "days cached content is served, 1...30"
        case .retries: return "retries of a read that failed for now, 0...5"
        case .provider: return "google, foursquare or all (both, merged)"
        case .foursquareAPIKey: return "Foursquare Places API key (secret)"
        case .foursquareURL: return "Foursquare Places API base URL"
        }
    }
}
