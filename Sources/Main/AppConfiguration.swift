import Domain
import Foundation

/// What foodybite is configured with, read from `FOODYBITE_*` environment variables.
struct AppConfiguration: Equatable {
    static let defaultPlacesURL = "https://places.googleapis.com"
    static let defaultPlacesLegacyURL = "https://maps.googleapis.com"

    enum PlacesAPI: String, Equatable {
        case new, legacy
    }

    let placesAPIKey: String?
    let placesURL: String
    let placesLegacyURL: String
    let placesAPI: String?
    let httpTimeout: String?

    init(environment: [String: String]) {
        placesAPIKey = Self.nonEmpty(environment["FOODYBITE_PLACES_API_KEY"])
        placesURL = Self.nonEmpty(environment["FOODYBITE_PLACES_URL"]) ?? Self.defaultPlacesURL
        placesLegacyURL = Self.nonEmpty(environment["FOODYBITE_PLACES_LEGACY_URL"]) ?? Self.defaultPlacesLegacyURL
        placesAPI = Self.nonEmpty(environment["FOODYBITE_PLACES_API"])
        httpTimeout = Self.nonEmpty(environment["FOODYBITE_HTTP_TIMEOUT"])
    }

    static let defaultHTTPTimeout = 15

    /// Seconds to wait for an answer (whole seconds, 1...300; libcurl counts in seconds).
    func requestTimeout() throws(ConfigurationError) -> Int {
        guard let httpTimeout else { return Self.defaultHTTPTimeout }
        guard let seconds = Int(httpTimeout), (1...300).contains(seconds) else {
            throw ConfigurationError("FOODYBITE_HTTP_TIMEOUT must be whole seconds, 1...300 (got '\(httpTimeout)')")
        }
        return seconds
    }

    func requireAPIKey() throws(ConfigurationError) -> String {
        guard let placesAPIKey else {
            throw ConfigurationError(
                "no Google Places API key: export FOODYBITE_PLACES_API_KEY=<your key> (see README, 'Configuration')")
        }
        return placesAPIKey
    }

    func defaultPlacesAPI() throws(ConfigurationError) -> PlacesAPI {
        guard let placesAPI else { return .new }
        guard let api = PlacesAPI(rawValue: placesAPI.lowercased()) else {
            throw ConfigurationError("FOODYBITE_PLACES_API must be 'new' or 'legacy' (got '\(placesAPI)')")
        }
        return api
    }

    static func baseURL(_ text: String, variable: String) throws(ConfigurationError) -> URL {
        guard let url = URL(string: text), let scheme = url.scheme?.lowercased(), ["http", "https"].contains(scheme),
            url.host != nil
        else {
            throw ConfigurationError("\(variable) must be an http(s) URL (got '\(text)')")
        }
        return url
    }

    private static func nonEmpty(_ value: String?) -> String? {
        guard let value = value?.trimmingCharacters(in: .whitespacesAndNewlines), !value.isEmpty else { return nil }
        return value
    }
}
