import Domain
import Places

/// Foursquare's services from the configuration (its URL and key).
enum FoursquareRegistration {
    static let registration = ProviderRegistration(
        FoursquareKit.descriptor, makeKit: kit, ownsPhoto: FoursquareKit.owns,
        photos: { FoursquarePhotoService(client: $0.client) }, isUsable: { $0.foursquareAPIKey != nil })

    static func kit(_ context: ProviderContext) throws -> FoursquareKit {
        FoursquareKit(
            client: context.client, baseURL: try context.configuration.url(.foursquareURL),
            apiKey: try context.configuration.requireFoursquareKey())
    }
}
