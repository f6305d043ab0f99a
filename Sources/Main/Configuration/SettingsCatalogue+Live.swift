import Presentation

extension SettingsCatalogue {
    /// Every setting of a build: the core ones, then each provider's (its key first), then the routers'.
    static func live(_ providers: ProviderRegistry, routers: RouterRegistry) -> SettingsCatalogue {
        SettingsCatalogue(
            [
                .provider(among: providers.providers), .placeKinds, .location, .language, .region, .units, .serverURL,
                .httpTimeout, .cacheMaxAgeDays, .retries, .requestSpacing, .store, .tileURL,
            ]
                + providers.registrations.flatMap(\.settings) + routers.settings)
    }
}
