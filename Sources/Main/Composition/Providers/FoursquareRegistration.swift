import Domain
import Places
import Presentation

/// Foursquare's services from the configuration (its URL and key).
enum FoursquareRegistration {
    static let registration = ProviderRegistration(
        FoursquareKit.descriptor, key: .foursquareAPIKey, settings: [.foursquareURL], makeKit: kit,
        ownsPhoto: FoursquareKit.owns, photos: { FoursquarePhotoService(client: $0.client) })

    static func kit(_ context: ProviderContext) throws -> FoursquareKit {
        FoursquareKit(
            client: context.client, baseURL: try context.configuration.url(.foursquareURL),
            apiKey: try context.configuration.key(.foursquareAPIKey))
    }
}

extension Setting {
    static let foursquareAPIKey = Setting(
        "foursquare_api_key", .key(service: "Foursquare"), summary: "Foursquare Places API key (secret: never a flag)")
    static let foursquareURL = Setting(
        "foursquare_url", .url, summary: "Foursquare Places API base URL", default: "https://places-api.foursquare.com")
}
