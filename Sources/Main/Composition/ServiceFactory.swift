import CLI
import Domain
import Foundation
import Logging
import Networking
import Persistence
import Places

/// Builds the services a command asks for, opening the cache and the user-data store only when needed.
struct ServiceFactory: Sendable {
    let configuration: AppConfiguration
    let paths: XDGPaths
    let client: any HTTPClient
    let paging: LegacyPaging
    let now: @Sendable () -> Date
    let logger: Logger

    private var cache: CacheWiring { CacheWiring(configuration: configuration, paths: paths, now: now, logger: logger) }

    func searchNearbyService(_ source: NearbySource) throws -> any SearchNearbyService {
        try cache.wire(
            source.cache, remote: { try remoteSearchNearbyService(source.api) }, store: SQLiteNearbyStore.init,
            offline: { $0 },
            online: { remote, store in
                SearchNearbyServiceWithFallbackComposite(
                    primary: SearchNearbyServiceCacheDecorator(decoratee: remote, cache: store, now: now, logger: logger),
                    fallback: store, logger: logger)
            })
    }

    func preferencesStore() throws -> any UserPreferencesStore {
        SQLiteUserPreferencesStore(
            database: try UserDataOpener(url: paths.userDataFile, logger: logger).open(for: "the preferences"))
    }

    func detailsService(_ source: NearbySource) throws -> any GetPlaceDetailsService {
        try cache.wire(
            source.cache, remote: { try remoteDetailsService(source.api) }, store: SQLiteDetailsStore.init, offline: { $0 },
            online: { remote, store in
                GetPlaceDetailsServiceWithFallbackComposite(
                    primary: GetPlaceDetailsServiceCacheDecorator(decoratee: remote, cache: store, now: now, logger: logger),
                    fallback: store, logger: logger)
            })
    }

    private func remoteDetailsService(_ choice: PlacesAPI?) throws -> any GetPlaceDetailsService {
        let (api, key) = try placesAccess(choice)
        switch api {
        case .new: return NewPlaceDetailsService(client: client, baseURL: try configuration.url(.placesURL), apiKey: key)
        case .legacy:
            return LegacyPlaceDetailsService(client: client, baseURL: try configuration.url(.placesLegacyURL), apiKey: key)
        }
    }

    func textSearchService(_ choice: PlacesAPI?) throws -> any PlaceTextSearchService {
        let (api, key) = try placesAccess(choice)
        switch api {
        case .new: return NewPlacesTextSearchService(client: client, baseURL: try configuration.url(.placesURL), apiKey: key)
        case .legacy:
            return LegacyTextSearchService(client: client, baseURL: try configuration.url(.placesLegacyURL), apiKey: key)
        }
    }

    func searchSession(_ choice: PlacesAPI?) throws -> SearchSession {
        let (api, key) = try placesAccess(choice)
        let token = UUID().uuidString
        switch api {
        case .new:
            let url = try configuration.url(.placesURL)
            return SearchSession(
                autocomplete: NewPlacesAutocompleteService(client: client, baseURL: url, apiKey: key, sessionToken: token),
                details: NewPlaceDetailsService(client: client, baseURL: url, apiKey: key, sessionToken: token))
        case .legacy:
            let url = try configuration.url(.placesLegacyURL)
            return SearchSession(
                autocomplete: LegacyAutocompleteService(client: client, baseURL: url, apiKey: key, sessionToken: token),
                details: LegacyPlaceDetailsService(client: client, baseURL: url, apiKey: key, sessionToken: token))
        }
    }

    func photoService(_ choice: PlacesAPI?) throws -> any FetchPlacePhotoService {
        let (api, key) = try placesAccess(choice)
        switch api {
        case .new: return NewPlacesPhotoService(client: client, baseURL: try configuration.url(.placesURL), apiKey: key)
        case .legacy: return LegacyPhotoService(client: client, baseURL: try configuration.url(.placesLegacyURL), apiKey: key)
        }
    }

    func autocompleteService(_ choice: PlacesAPI?) throws -> any AutocompletePlacesService {
        let (api, key) = try placesAccess(choice)
        switch api {
        case .new:
            return NewPlacesAutocompleteService(client: client, baseURL: try configuration.url(.placesURL), apiKey: key)
        case .legacy:
            return LegacyAutocompleteService(client: client, baseURL: try configuration.url(.placesLegacyURL), apiKey: key)
        }
    }

    /// The API to use and its key; configuration errors (no key, a bad timeout) before anything is sent.
    private func placesAccess(_ choice: PlacesAPI?) throws -> (PlacesAPI, String) {
        let api = try choice ?? configuration.defaultPlacesAPI()
        let key = try configuration.requireAPIKey()
        _ = try configuration.requestTimeout()
        _ = try configuration.retries()
        return (api, key)
    }

    func favoritesStore() throws -> any FavoritesStore {
        SQLiteFavoritesStore(database: try UserDataOpener(url: paths.userDataFile, logger: logger).open(for: "the favourites"))
    }

    func remoteSearchNearbyService(_ choice: PlacesAPI?) throws -> any SearchNearbyService {
        let (api, key) = try placesAccess(choice)
        switch api {
        case .new:
            return NewPlacesSearchNearbyService(client: client, baseURL: try configuration.url(.placesURL), apiKey: key)
        case .legacy:
            return LegacySearchNearbyService(
                client: client, baseURL: try configuration.url(.placesLegacyURL), apiKey: key, paging: paging)
        }
    }
}
