import Domain
import Foundation
import Logging
import Networking
import Persistence
import Places

/// Builds the services a command asks for from the registered providers (`ProviderRegistry`), wrapping each
/// provider's in the cache and the fallback, merging them for `--provider all`; the stores share the databases,
/// opened once (`SharedDatabases`).
struct ServiceFactory: Sendable {
    let configuration: AppConfiguration
    let registry: ProviderRegistry
    let routers: RouterRegistry
    /// The configured router, decided once (`LiveGraph.router`).
    let router: Lazy<ConfiguredRouter>
    /// The context a provider's or router's services are made in; the network settings checked first.
    let context: @Sendable (PlacesAPI?) throws -> ProviderContext
    let databases: SharedDatabases
    /// Where the cache lives (the `store` setting), decided once; a malformed setting is its configuration error.
    let cacheEngine: @Sendable () throws -> any CacheEngine
    let writes: PendingWrites
    let now: @Sendable () -> Date
    let logger: Logger
    /// The routes and matrices in flight, joined across the calls of a process that serves many (`FrontEndRun`);
    /// nil: none.
    let joinedCalls: JoinedCalls?

    private var cache: CacheWiring { CacheWiring(configuration: configuration, now: now) }

    /// The providers a command asks (`--provider`, else the configured default), decided once.
    func chosen(_ choice: ProviderChoice?) throws -> [ProviderRegistration] {
        try registry.select(choice ?? registry.defaultChoice(configuration), configuration: configuration)
    }

    func searchNearbyService(_ source: PlacesSource) throws -> any SearchNearbyService {
        let sources = try chosen(source.provider).map { registration in
            SearchNearbyServiceMergingComposite.Source(
                provider: registration.descriptor,
                service: try cachedSearchNearbyService(source, registration: registration))
        }
        let merged =
            sources.count > 1
            ? SearchNearbyServiceMergingComposite(
                sources: sources, all: AllProviders(acceptsPartialAnswer: source.acceptsPartialAnswer, logger: logger))
            : sources[0].service
        return SearchNearbyServiceTravelDecorator(
            decoratee: merged, routesInSearch: (try? router.value.get())?.routesInSearch ?? true,
            router: { [router, routers, joinedCalls] mode in
                let registration = try routers.router(router.value.get(), for: mode)
                let matrix = try registration.makeTravelTimes(mode, context(source.api))
                guard let joinedCalls else { return matrix }
                return TravelTimesServiceJoiningDecorator(
                    decoratee: matrix, calls: joinedCalls.matrices, router: registration.name)
            },
            store: source.cache == .networkOnly ? nil : try cacheEngine().travelTimes(),
            offline: source.cache == .cacheOnly, logger: logger)
    }

    /// The configured router's routes for `mode`, cached (`RouteCache`) when the cache can be used, and identical ones
    /// in flight joined.
    func routeService(_ mode: TravelMode) throws -> any RouteService {
        let registration = try routers.router(router.value.get(), for: mode)
        let remote = try registration.makeRoute(mode, context(nil))
        let cached: any RouteService =
            try cacheEngine().routes().map { RouteServiceCacheDecorator(decoratee: remote, store: $0, logger: logger) }
            ?? remote
        guard let joinedCalls else { return cached }
        return RouteServiceJoiningDecorator(decoratee: cached, calls: joinedCalls.routes, router: registration.name)
    }

    private func cachedSearchNearbyService(_ source: PlacesSource, registration: ProviderRegistration) throws
        -> any SearchNearbyService
    {
        try cache.wire(
            source.cache, remote: { try registration.makeKit(context(source.api)).searchNearbyService() },
            store: { try cacheEngine().nearbyPlaces($0, required: $1) }, offline: { $0 },
            online: { remote, store in
                SearchNearbyServiceWithFallbackComposite(
                    primary: SearchNearbyServiceCacheDecorator(
                        decoratee: remote, cache: store, writes: writes, now: now, logger: logger),
                    fallback: store, logger: logger)
            })
    }

    func detailsService(_ source: PlacesSource) throws -> any GetPlaceDetailsService {
        try cache.wire(
            source.cache,
            remote: { GetPlaceDetailsServiceRoutingComposite { try kit(of: $0, api: source.api).detailsService() } },
            store: { try cacheEngine().placeDetails($0, required: $1) }, offline: { $0 },
            online: { remote, store in
                GetPlaceDetailsServiceWithFallbackComposite(
                    primary: GetPlaceDetailsServiceCacheDecorator(decoratee: remote, cache: store, now: now, logger: logger),
                    fallback: store, logger: logger)
            })
    }

    /// A search by name on the chosen providers; details of a match from whoever it belongs to.
    func searchSession(_ api: PlacesAPI?, provider: ProviderChoice?) throws -> SearchSession {
        let registrations = try chosen(provider)
        let sessions = try registrations.map { try $0.makeKit(context(api)).searchSession() }
        guard sessions.count > 1 else { return sessions[0] }
        let byProvider = Dictionary(uniqueKeysWithValues: zip(registrations.map(\.provider), sessions.map(\.details)))
        return SearchSession(
            autocomplete: AutocompleteMergingComposite(
                sources: zip(registrations, sessions).map { .init(provider: $0.descriptor, service: $1.autocomplete) },
                all: AllProviders(acceptsPartialAnswer: true, logger: logger)),
            details: GetPlaceDetailsServiceRoutingComposite { provider in
                if let details = byProvider[provider] { return details }
                return try kit(of: provider, api: api).detailsService()
            })
    }

    func photoService(_ api: PlacesAPI?) throws -> any FetchPlacePhotoService {
        FetchPlacePhotoServiceRoutingComposite(
            routes: registry.registrations.map { registration in
                .init(owns: registration.ownsPhoto, service: { try registration.makePhotoService(context(api)) })
            })
    }

    /// Free text (`--near`): the search's own provider's, when it has one and can be asked; else the first usable
    /// provider's that has one (Google's with a key, else OpenStreetMap's Nominatim, whose answers are cached).
    func textSearchService(_ api: PlacesAPI?, preferring provider: PlacesProvider? = nil) throws
        -> any PlaceTextSearchService
    {
        let usable = registry.registrations.filter { $0.textSearch != nil && $0.isUsable(configuration) }
        guard let registration = usable.first(where: { $0.provider == provider }) ?? usable.first,
            let make = registration.textSearch
        else { throw ConfigurationError("no provider that searches by name can be asked: set a provider's key") }
        let search = try make(context(api))
        guard registration.cachesTextSearch else { return search }
        return PlaceTextSearchServiceCacheDecorator(
            decoratee: search, store: try cacheEngine().textSearches(), now: now, logger: logger)
    }

    /// A search by name without a session (`review add`): the first provider's that has one.
    func autocompleteService(_ api: PlacesAPI?) throws -> any AutocompletePlacesService {
        guard let make = registry.registrations.lazy.compactMap(\.autocomplete).first else {
            throw ConfigurationError("no provider that completes names is registered")
        }
        return try make(context(api))
    }

    /// The services of the provider whose place it is.
    private func kit(of provider: PlacesProvider, api: PlacesAPI?) throws -> any PlacesProviderKit {
        guard let registration = registry.registration(for: provider) else {
            throw ServiceError(.invalidInput, "no provider named '\(provider.rawValue)' is known to this foodybite")
        }
        return try registration.makeKit(context(api))
    }

    func preferencesStore() throws -> any UserPreferencesStore {
        SQLiteUserPreferencesStore(database: try databases.userData(for: "the preferences"))
    }

    func placeNames() throws -> any PlaceNameLookup {
        SQLitePlaceNames(database: try databases.requireCache())
    }

    func favoritesStore() throws -> any FavoritesStore {
        SQLiteFavoritesStore(database: try databases.userData(for: "the favourites"))
    }

    func nearbyBaselineStore() throws -> any NearbyBaselineStore {
        SQLiteNearbyBaselineStore(database: try databases.userData(for: "the answers of nearby \(OptionName.changes)"))
    }
}
