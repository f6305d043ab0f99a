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
    let writes: PendingWrites
    let progress: any WorkProgress
    let now: @Sendable () -> Date
    let logger: Logger

    private var cache: CacheWiring { CacheWiring(configuration: configuration, paths: paths, now: now, logger: logger) }

    func searchNearbyService(_ source: PlacesSource) throws -> any SearchNearbyService {
        let choice = try source.provider ?? configuration.defaultProvider()
        guard let provider = choice.single else {
            return SearchNearbyServiceMergingComposite(
                google: try searchNearbyService(source, provider: .google),
                foursquare: try searchNearbyService(source, provider: .foursquare),
                acceptsPartialAnswer: source.acceptsPartialAnswer, logger: logger)
        }
        return try searchNearbyService(source, provider: provider)
    }

    private func searchNearbyService(_ source: PlacesSource, provider: PlacesProvider) throws -> any SearchNearbyService {
        try cache.wire(
            source.cache, remote: { try remoteSearchNearbyService(source.api, provider: provider) },
            store: SQLiteNearbyStore.init,
            offline: { $0 },
            online: { remote, store in
                SearchNearbyServiceWithFallbackComposite(
                    primary: SearchNearbyServiceCacheDecorator(
                        decoratee: remote, cache: store, writes: writes, now: now, logger: logger),
                    fallback: store, logger: logger)
            })
    }

    func preferencesStore() throws -> any UserPreferencesStore {
        SQLiteUserPreferencesStore(
            database: try UserDataOpener(url: paths.userDataFile, logger: logger).open(for: "the preferences"))
    }

    func detailsService(_ source: PlacesSource) throws -> any GetPlaceDetailsService {
        try cache.wire(
            source.cache,
            remote: {
                GetPlaceDetailsServiceRoutingComposite(
                    google: { [self] in try remoteDetailsService(source.api) },
                    foursquare: { [self] in try foursquareDetails() })
            }, store: SQLiteDetailsStore.init, offline: { $0 },
            online: { remote, store in
                GetPlaceDetailsServiceWithFallbackComposite(
                    primary: GetPlaceDetailsServiceCacheDecorator(decoratee: remote, cache: store, now: now, logger: logger),
                    fallback: store, logger: logger)
            })
    }

    private func remoteDetailsService(_ choice: PlacesAPI?) throws -> any GetPlaceDetailsService {
        let access = try placesAccess(choice)
        switch access.api {
        case .new: return NewPlaceDetailsService(client: client, baseURL: access.baseURL, apiKey: access.key)
        case .legacy:
            return LegacyPlaceDetailsService(client: client, baseURL: access.baseURL, apiKey: access.key)
        }
    }

    func textSearchService(_ choice: PlacesAPI?) throws -> any PlaceTextSearchService {
        let access = try placesAccess(choice)
        switch access.api {
        case .new: return NewPlacesTextSearchService(client: client, baseURL: access.baseURL, apiKey: access.key)
        case .legacy:
            return LegacyTextSearchService(client: client, baseURL: access.baseURL, apiKey: access.key)
        }
    }

    /// A search by name on the chosen providers; details of a match from whoever it belongs to.
    func searchSession(_ choice: PlacesAPI?, provider: ProviderChoice?) throws -> SearchSession {
        switch try provider ?? configuration.defaultProvider() {
        case .google:
            return try googleSearchSession(choice)
        case .foursquare:
            return SearchSession(autocomplete: try foursquareAutocomplete(), details: try foursquareDetails())
        case .all:
            let google = try googleSearchSession(choice)
            return SearchSession(
                autocomplete: AutocompleteMergingComposite(
                    google: google.autocomplete, foursquare: try foursquareAutocomplete(),
                    both: BothProviders(acceptsPartialAnswer: true, logger: logger)),
                details: GetPlaceDetailsServiceRoutingComposite(
                    google: { google.details }, foursquare: { [self] in try foursquareDetails() }))
        }
    }

    private func foursquareAutocomplete() throws -> any AutocompletePlacesService {
        FoursquareAutocompleteService(
            client: client, baseURL: try configuration.url(.foursquareURL), apiKey: try configuration.requireFoursquareKey())
    }

    private func foursquareDetails() throws -> any GetPlaceDetailsService {
        FoursquarePlaceDetailsService(
            client: client, baseURL: try configuration.url(.foursquareURL), apiKey: try configuration.requireFoursquareKey())
    }

    private func googleSearchSession(_ choice: PlacesAPI?) throws -> SearchSession {
        let access = try placesAccess(choice)
        let token = UUID().uuidString
        switch access.api {
        case .new:
            return SearchSession(
                autocomplete: NewPlacesAutocompleteService(
                    client: client, baseURL: access.baseURL, apiKey: access.key, sessionToken: token),
                details: NewPlaceDetailsService(client: client, baseURL: access.baseURL, apiKey: access.key, sessionToken: token))
        case .legacy:
            return SearchSession(
                autocomplete: LegacyAutocompleteService(
                    client: client, baseURL: access.baseURL, apiKey: access.key, sessionToken: token),
                details: LegacyPlaceDetailsService(
                    client: client, baseURL: access.baseURL, apiKey: access.key, sessionToken: token))
        }
    }

    func photoService(_ choice: PlacesAPI?) throws -> any FetchPlacePhotoService {
        FetchPlacePhotoServiceRoutingComposite(
            google: { [self] in try googlePhotoService(choice) },
            foursquare: { [client] in FoursquarePhotoService(client: client) })
    }

    private func googlePhotoService(_ choice: PlacesAPI?) throws -> any FetchPlacePhotoService {
        let access = try placesAccess(choice)
        switch access.api {
        case .new: return NewPlacesPhotoService(client: client, baseURL: access.baseURL, apiKey: access.key)
        case .legacy: return LegacyPhotoService(client: client, baseURL: access.baseURL, apiKey: access.key)
        }
    }

    func autocompleteService(_ choice: PlacesAPI?) throws -> any AutocompletePlacesService {
        let access = try placesAccess(choice)
        switch access.api {
        case .new:
            return NewPlacesAutocompleteService(client: client, baseURL: access.baseURL, apiKey: access.key)
        case .legacy:
            return LegacyAutocompleteService(client: client, baseURL: access.baseURL, apiKey: access.key)
        }
    }

    /// The API to use, its base URL and the key, worked out once; configuration errors (no key, a bad URL, a bad
    /// timeout) before anything is sent.
    private func placesAccess(_ choice: PlacesAPI?) throws -> PlacesAccess {
        let api = try choice ?? configuration.defaultPlacesAPI()
        let key = try configuration.requireAPIKey()
        _ = try configuration.requestTimeout()
        _ = try configuration.retries()
        return PlacesAccess(api: api, baseURL: try configuration.url(api == .new ? .placesURL : .placesLegacyURL), key: key)
    }

    private struct PlacesAccess {
        let api: PlacesAPI
        let baseURL: URL
        let key: String
    }

    func placeNames() throws -> any PlaceNameLookup {
        SQLitePlaceNames(database: try CacheDatabase.open(at: paths.cacheFile))
    }

    func favoritesStore() throws -> any FavoritesStore {
        SQLiteFavoritesStore(database: try UserDataOpener(url: paths.userDataFile, logger: logger).open(for: "the favourites"))
    }

    func nearbyBaselineStore() throws -> any NearbyBaselineStore {
        SQLiteNearbyBaselineStore(
            database: try UserDataOpener(url: paths.userDataFile, logger: logger).open(for: "the answers of nearby --changes"))
    }

    private func remoteSearchNearbyService(_ api: PlacesAPI?, provider: PlacesProvider) throws -> any SearchNearbyService {
        if provider == .foursquare {
            return FoursquareSearchNearbyService(
                client: client, baseURL: try configuration.url(.foursquareURL), apiKey: try configuration.requireFoursquareKey())
        }
        let access = try placesAccess(api)
        switch access.api {
        case .new:
            return NewPlacesSearchNearbyService(client: client, baseURL: access.baseURL, apiKey: access.key)
        case .legacy:
            return LegacySearchNearbyService(
                client: client, baseURL: access.baseURL, apiKey: access.key, paging: paging, progress: progress)
        }
    }
}
