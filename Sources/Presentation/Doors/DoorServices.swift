import Domain
import Foundation

/// What every front end's doors run on (`NearbyDoor`, `DetailsDoor`, `SearchDoor`, `RouteDoor`, `ReviewsDoor`), built
/// by the composition root (Main) or by tests: the services, as factories so that nothing (a cache file, a key) is
/// touched before a door needs it, the configured defaults, the clocks, and the console its notes go to.
public struct DoorServices: Sendable {
    public typealias DistanceSolver = @Sendable (Location, Location) -> Double

    /// Where notes and warnings go (the command line's stderr; what an assistant's call keeps for its result).
    public var console: any Console
    /// The nearby service for the chosen API and cache mode. Throws `ConfigurationError` when something the
    /// service needs (a key, a URL) is missing.
    public var makeSearchNearbyService: @Sendable (PlacesSource) throws -> any SearchNearbyService
    public var makePreferencesStore: @Sendable () throws -> any UserPreferencesStore
    /// The Foodybite-server services for a server (nil: FOODYBITE_SERVER_URL or the config file).
    public var makeAccountServices: @Sendable (_ server: String?) throws -> AccountServices
    /// Place details for the chosen API and cache mode.
    public var makeDetailsService: @Sendable (PlacesSource) throws -> any GetPlaceDetailsService
    /// The user's favourite places.
    public var makeFavoritesStore: @Sendable () throws -> any FavoritesStore
    /// Names of places the cache knows (best effort: a message that cannot have them shows ids).
    public var makePlaceNames: @Sendable () throws -> any PlaceNameLookup
    /// The answers recorded by `nearby`'s changes.
    public var makeNearbyBaselineStore: @Sendable () throws -> any NearbyBaselineStore
    /// An autocomplete and a details service sharing one session token (Google bills the pair as one search).
    public var makeSearchSession: @Sendable (PlacesAPI?, ProviderChoice?) throws -> SearchSession
    /// The configured default location (FOODYBITE_LOCATION or the config file), if any.
    public var defaultLocation: @Sendable () throws -> Location?
    /// The configured provider (FOODYBITE_PROVIDER or the config file; google when neither says).
    public var defaultProvider: @Sendable () throws -> ProviderChoice
    /// The configured kinds of place (FOODYBITE_KIND or the config file; restaurants when neither says).
    public var defaultKinds: @Sendable () throws -> [PlaceKind]
    /// The providers registered, in order, with what each one is.
    public var providers: PlacesProviderCatalog
    /// The routing service for a travel mode (Google's Routes API with a key, OSRM without).
    public var makeRouteService: @Sendable (TravelMode) throws -> any RouteService
    /// The credit the configured router's data asks for (OSRM's routes are OpenStreetMap's), nil when none.
    public var routerAttribution: @Sendable () -> String?
    /// The providers a choice asks with this configuration (`all`: every one usable).
    public var providersAsked: @Sendable (ProviderChoice) -> [PlacesProvider]
    /// The provider asked by default because no key is configured (said once); nil when a key is set.
    public var keylessFallback: @Sendable () -> KeylessFallback?
    /// Where "near" is: the request's own location, a place's name, or the configured chain (environment, home, IP).
    public var resolveLocation: @Sendable (LocationRequest) async throws -> ResolvedLocation
    public var distance: DistanceSolver
    public var now: @Sendable () -> Date
    /// The instant opening hours as written are read at (`FOODYBITE_NOW` in tests; else `now`).
    public var hoursNow: @Sendable () -> Date
    /// Google's Places API a request uses: the one asked, else the configured one.
    public var placesAPI: @Sendable (PlacesAPI?) -> PlacesAPI
    /// Values that must never be printed (API keys, tokens): replaced in every message. A closure, so that nothing
    /// (the config file) is read for it unless a message is printed.
    public var secrets: @Sendable () -> [String]

    /// Every member given: a member a composition forgets does not compile (tests start from PresentationTestSupport's
    /// `DoorServices.failing`, where each fails loudly).
    public init(
        console: any Console, makeSearchNearbyService: @escaping @Sendable (PlacesSource) throws -> any SearchNearbyService,
        makePreferencesStore: @escaping @Sendable () throws -> any UserPreferencesStore,
        makeAccountServices: @escaping @Sendable (String?) throws -> AccountServices,
        makeDetailsService: @escaping @Sendable (PlacesSource) throws -> any GetPlaceDetailsService,
        makeFavoritesStore: @escaping @Sendable () throws -> any FavoritesStore,
        makePlaceNames: @escaping @Sendable () throws -> any PlaceNameLookup,
        makeNearbyBaselineStore: @escaping @Sendable () throws -> any NearbyBaselineStore,
        makeSearchSession: @escaping @Sendable (PlacesAPI?, ProviderChoice?) throws -> SearchSession,
        defaultLocation: @escaping @Sendable () throws -> Location?,
        defaultProvider: @escaping @Sendable () throws -> ProviderChoice,
        defaultKinds: @escaping @Sendable () throws -> [PlaceKind], providers: PlacesProviderCatalog,
        makeRouteService: @escaping @Sendable (TravelMode) throws -> any RouteService,
        routerAttribution: @escaping @Sendable () -> String?,
        providersAsked: @escaping @Sendable (ProviderChoice) -> [PlacesProvider],
        keylessFallback: @escaping @Sendable () -> KeylessFallback?,
        resolveLocation: @escaping @Sendable (LocationRequest) async throws -> ResolvedLocation,
        distance: @escaping DistanceSolver, now: @escaping @Sendable () -> Date, hoursNow: @escaping @Sendable () -> Date,
        placesAPI: @escaping @Sendable (PlacesAPI?) -> PlacesAPI, secrets: @escaping @Sendable () -> [String]
    ) {
        self.console = console
        self.makeSearchNearbyService = makeSearchNearbyService
        self.makePreferencesStore = makePreferencesStore
        self.makeAccountServices = makeAccountServices
        self.makeDetailsService = makeDetailsService
        self.makeFavoritesStore = makeFavoritesStore
        self.makePlaceNames = makePlaceNames
        self.makeNearbyBaselineStore = makeNearbyBaselineStore
        self.makeSearchSession = makeSearchSession
        self.defaultLocation = defaultLocation
        self.defaultProvider = defaultProvider
        self.defaultKinds = defaultKinds
        self.providers = providers
        self.makeRouteService = makeRouteService
        self.routerAttribution = routerAttribution
        self.providersAsked = providersAsked
        self.keylessFallback = keylessFallback
        self.resolveLocation = resolveLocation
        self.distance = distance
        self.now = now
        self.hoursNow = hoursNow
        self.placesAPI = placesAPI
        self.secrets = secrets
    }

    /// What `NearbySearch` is made from.
    public var nearbySearchServices: NearbySearchServices {
        NearbySearchServices(
            providers: providers, defaultProvider: defaultProvider, keylessFallback: keylessFallback,
            providersAsked: providersAsked, makeSearchNearbyService: makeSearchNearbyService,
            makeRouteService: makeRouteService, routerAttribution: routerAttribution, resolveLocation: resolveLocation,
            makeNearbyBaselineStore: makeNearbyBaselineStore, distance: distance, now: now, hoursNow: hoursNow,
            placesAPI: placesAPI)
    }
}
