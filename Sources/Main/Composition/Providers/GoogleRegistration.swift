import Domain
import Foundation
import Places
import Presentation

/// Google's services from the configuration: the API (`--places-api`, else the configured one), its base URL and
/// the key, worked out once; configuration errors (no key, a bad URL; a bad timeout or retry count, checked for every
/// provider by the context) before anything is sent.
enum GoogleRegistration {
    static let registration: ProviderRegistration = {
        var registration = ProviderRegistration(
            GooglePlacesKits.descriptor, key: .placesAPIKey, settings: [.placesAPI, .placesURL, .placesLegacyURL],
            makeKit: kit, ownsPhoto: GooglePlacesKits.owns, textSearch: { try kit($0).textSearchService() },
            autocomplete: { try kit($0).autocompleteService() }, isTransientBody: GooglePlacesRetry.isTransient(_:_:))
        registration.maxPhotoWidth = { $0.maxPhotoWidth }
        return registration
    }()

    static func kit(_ context: ProviderContext) throws -> any GooglePlacesKit {
        let configuration = context.configuration
        let api = try context.googleAPI ?? configuration.placesAPI()
        let key = try configuration.key(.placesAPIKey)
        return GooglePlacesKits.make(
            api: api, client: context.client, baseURL: try configuration.url(api == .legacy ? .placesLegacyURL : .placesURL),
            apiKey: key, paging: context.paging, progress: context.progress)
    }
}

extension AppConfiguration {
    /// Google's Places API as configured (the setting's default when nothing says).
    func placesAPI() throws(ConfigurationError) -> PlacesAPI {
        PlacesAPI(rawValue: try choice(.placesAPI)) ?? .default
    }
}

extension Setting {
    static let placesAPIKey = Setting(
        "places_api_key", .key(service: "Google Places"), summary: "Google Places API key (secret: never a flag)")
    static let placesAPI = Setting(
        "places_api", .choice(PlacesAPI.allCases.map(\.rawValue)), summary: "Google's API: new or legacy",
        default: PlacesAPI.default.rawValue)
    static let placesURL = Setting(
        "places_url", .url, summary: "Places API (New) base URL", default: "https://places.googleapis.com")
    static let placesLegacyURL = Setting(
        "places_legacy_url", .url, summary: "legacy Places API base URL", default: "https://maps.googleapis.com")
}
