import Domain
import Foundation
import Places

/// Google's services from the configuration: the API (`--places-api`, else the configured one), its base URL and
/// the key, worked out once; configuration errors (no key, a bad URL, a bad timeout) before anything is sent.
enum GoogleRegistration {
    static let registration = ProviderRegistration(
        GooglePlacesKits.descriptor, makeKit: kit, ownsPhoto: GooglePlacesKits.owns,
        textSearch: { try kit($0).textSearchService() }, autocomplete: { try kit($0).autocompleteService() },
        isUsable: { $0.placesAPIKey != nil })

    /// Where each API is, by setting.
    private static let baseURLs: [PlacesAPI: ConfigKey] = [.new: .placesURL, .legacy: .placesLegacyURL]

    static func kit(_ context: ProviderContext) throws -> any GooglePlacesKit {
        let configuration = context.configuration
        let api = try context.googleAPI ?? configuration.defaultPlacesAPI()
        let key = try configuration.requireAPIKey()
        _ = try configuration.requestTimeout()
        _ = try configuration.retries()
        return GooglePlacesKits.make(
            api: api, client: context.client, baseURL: try configuration.url(baseURLs[api] ?? .placesURL),
            apiKey: key, paging: context.paging, progress: context.progress)
    }
}
