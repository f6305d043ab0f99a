import APIInfra
import CLI
import Domain
import Foundation
import Location
import Networking
import Persistence
import Places

/// The composition root: one URLSession-backed HTTP client, the Places services around it,
/// and the values commands receive.
struct LiveComposition {
    let environment: [String: String]
    let console: any Console
    let terminal: TerminalCapabilities
    /// Replaces the URLSession client (tests); nil: the live one, built from the configuration.
    var httpClient: (any HTTPClient)?
    var legacyPaging: LegacyPaging = .google

    func dependencies() -> Dependencies {
        let configuration = AppConfiguration(environment: environment)
        let client = httpClient ?? Self.liveHTTPClient(configuration)
        let paging = legacyPaging
        return Dependencies(
            console: console,
            terminal: terminal,
            makeSearchNearbyService: { choice in
                try Self.searchNearbyService(choice: choice, configuration: configuration, client: client, paging: paging)
            },
            preferences: InMemoryUserPreferencesStore(),
            distance: { DistanceSolver.distance(from: $0, to: $1) },
            secrets: [configuration.placesAPIKey].compactMap { $0 }
        )
    }

    /// The one URLSession-backed client every remote service shares. A malformed timeout falls back to the
    /// default here; `searchNearbyService` reports it as a configuration error before anything is sent.
    static func liveHTTPClient(_ configuration: AppConfiguration) -> any HTTPClient {
        let timeout = (try? configuration.requestTimeout()) ?? AppConfiguration.defaultHTTPTimeout
        return URLSessionHTTPClient(requestTimeout: timeout, resourceTimeout: max(60, 4 * timeout))
    }

    static func searchNearbyService(
        choice: PlacesAPIChoice?, configuration: AppConfiguration, client: any HTTPClient, paging: LegacyPaging
    ) throws -> any SearchNearbyService {
        let api: AppConfiguration.PlacesAPI
        switch choice {
        case .new: api = .new
        case .legacy: api = .legacy
        case nil: api = try configuration.defaultPlacesAPI()
        }
        let key = try configuration.requireAPIKey()
        _ = try configuration.requestTimeout()
        switch api {
        case .new:
            let url = try AppConfiguration.baseURL(configuration.placesURL, variable: "FOODYBITE_PLACES_URL")
            return NewPlacesSearchNearbyService(client: client, baseURL: url, apiKey: key)
        case .legacy:
            let url = try AppConfiguration.baseURL(configuration.placesLegacyURL, variable: "FOODYBITE_PLACES_LEGACY_URL")
            return LegacySearchNearbyService(client: client, baseURL: url, apiKey: key, paging: paging)
        }
    }
}
