import Places

/// Foursquare's services from the configuration (its URL and key).
enum FoursquareRegistration {
    static func kit(_ context: ProviderContext) throws -> FoursquareKit {
        FoursquareKit(
            client: context.client, baseURL: try context.configuration.url(.foursquareURL),
            apiKey: try context.configuration.requireFoursquareKey())
    }
}
