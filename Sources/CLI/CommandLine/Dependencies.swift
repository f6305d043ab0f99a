import Domain
import Foundation
import Presentation

/// Everything commands need, built by the composition root (Main) or by tests.
/// Commands are ArgumentParser structs that cannot store services: they receive this value in `run(with:)`.
/// Factories are closures so that nothing (a cache file, a key) is touched before a command needs it.
public struct Dependencies: Sendable {
    public typealias DistanceSolver = @Sendable (Location, Location) -> Double

    public var console: any Console
    public var terminal: TerminalCapabilities
    /// The nearby service for the chosen API and cache mode. Throws `ConfigurationError` when something the
    /// service needs (a key, a URL) is missing.
    public var makeSearchNearbyService: @Sendable (PlacesSource) throws -> any SearchNearbyService
    public var makePreferencesStore: @Sendable () throws -> any UserPreferencesStore
    /// The Foodybite-server services for `--server` (nil: FOODYBITE_SERVER_URL or the config file).
    public var makeAccountServices: @Sendable (_ server: String?) throws -> AccountServices
    /// Place details for the chosen API and cache mode.
    public var makeDetailsService: @Sendable (PlacesSource) throws -> any GetPlaceDetailsService
    /// The user's favourite places.
    public var makeFavoritesStore: @Sendable () throws -> any FavoritesStore
    /// What `--version` prints: the version, and the commit when the build knows it.
    public var version = FoodybiteVersion.current
    /// Names of places the cache knows (best effort: a command that cannot have them shows ids).
    public var makePlaceNames: @Sendable () throws -> any PlaceNameLookup = { throw ConfigurationError("no place names") }
    /// The answers recorded by `nearby --changes`.
    public var makeNearbyBaselineStore: @Sendable () throws -> any NearbyBaselineStore
    /// An autocomplete and a details service sharing one session token (Google bills the pair as one search).
    public var makeSearchSession: @Sendable (PlacesAPI?, ProviderChoice?) throws -> SearchSession
    /// Photo downloads for the chosen API.
    public var makePhotoService: @Sendable (PlacesAPI?) throws -> any FetchPlacePhotoService
    /// Search by name for the chosen API (nil: the configured default).
    public var makeAutocompleteService: @Sendable (PlacesAPI?) throws -> any AutocompletePlacesService
    /// Reads a line of stdin (a pick from a list), nil at end of input.
    public var readLine: @Sendable () -> String?
    /// Whether stdin is a terminal (prompts are allowed only then).
    public var stdinIsTerminal: Bool
    public var configuration: any ConfigurationEditing
    /// The configured default location (FOODYBITE_LOCATION or the config file), if any.
    public var defaultLocation: @Sendable () throws -> Location?
    /// The configured provider (FOODYBITE_PROVIDER or the config file; google when neither says).
    public var defaultProvider: @Sendable () throws -> ProviderChoice
    /// The configured kinds of place (FOODYBITE_KIND or the config file; restaurants when neither says).
    public var defaultKinds: @Sendable () throws -> [PlaceKind] = { PlaceKind.default }
    /// The widest photo the API that will serve a place's photos allows (`--places-api`, else the configured one);
    /// nil when its provider has no such limit.
    public var maxPhotoWidth: @Sendable (_ placeID: String, _ asked: PlacesAPI?) throws -> Int? = { _, _ in nil }
    /// Every setting this build reads (help lists them), gathered only when help may be printed.
    public var settings: @Sendable () -> SettingsCatalogue = { SettingsCatalogue([]) }
    /// The providers registered, in order (CSV has rating and id columns for each), with what each one is.
    public var providers = PlacesProviderCatalog([])
    /// The routing service of `route` for a travel mode (Google's Routes API with a key, OSRM without).
    public var makeRouteService: @Sendable (TravelMode) throws -> any RouteService = { _ in
        throw ConfigurationError("no router is configured")
    }
    /// The credit the configured router's data asks for (OSRM's routes are OpenStreetMap's), nil when none.
    public var routerAttribution: @Sendable () -> String? = { nil }
    /// The providers a choice asks with this configuration (`all`: every one usable).
    public var providersAsked: @Sendable (ProviderChoice) -> [PlacesProvider] = { $0.names ?? [] }
    /// The provider asked by default because no key is configured (said once on stderr); nil when a key is set.
    public var keylessFallback: @Sendable () -> KeylessFallback? = { nil }
    /// Where "near" is: the request's own location, `--near`, or the configured chain (environment, home, IP).
    public var resolveLocation: @Sendable (LocationRequest) async throws -> ResolvedLocation
    /// Reads a secret from stdin (a hidden prompt on a terminal); nil at end of input.
    public var readSecret: @Sendable (_ prompt: String) throws -> String?
    public var distance: DistanceSolver
    public var now: @Sendable () -> Date
    /// The instant opening hours as written are read at (`FOODYBITE_NOW` in tests; else `now`).
    public var hoursNow: @Sendable () -> Date = { Date() }
    /// Google's Places API a request uses: the one asked, else the configured one.
    public var placesAPI: @Sendable (PlacesAPI?) -> PlacesAPI = { $0 ?? .new }
    /// The reader's conventions: the command line's flags, else the environment and the config file, else the locale.
    public var conventions: @Sendable (ConventionFlags) throws -> Conventions = { flags in
        Conventions(language: flags.language, region: flags.region, units: flags.units ?? .metric)
    }
    /// Values that must never be printed (API keys, tokens): replaced in every message. A closure, so that nothing
    /// (the config file) is read for it unless a message is printed.
    public var secrets: @Sendable () -> [String]

    /// Every member is required: production wires each one (Main); tests start from `Dependencies.failing` in
    /// CLITestSupport, where every member not set fails loudly.
    public init(
        console: any Console, terminal: TerminalCapabilities,
        makeSearchNearbyService: @escaping @Sendable (PlacesSource) throws -> any SearchNearbyService,
        makePreferencesStore: @escaping @Sendable () throws -> any UserPreferencesStore,
        makeAccountServices: @escaping @Sendable (String?) throws -> AccountServices,
        makeDetailsService: @escaping @Sendable (PlacesSource) throws -> any GetPlaceDetailsService,
        makeFavoritesStore: @escaping @Sendable () throws -> any FavoritesStore,
        makeNearbyBaselineStore: @escaping @Sendable () throws -> any NearbyBaselineStore,
        makeSearchSession: @escaping @Sendable (PlacesAPI?, ProviderChoice?) throws -> SearchSession,
        makePhotoService: @escaping @Sendable (PlacesAPI?) throws -> any FetchPlacePhotoService,
        makeAutocompleteService: @escaping @Sendable (PlacesAPI?) throws -> any AutocompletePlacesService,
        readLine: @escaping @Sendable () -> String?, stdinIsTerminal: Bool, configuration: any ConfigurationEditing,
        defaultLocation: @escaping @Sendable () throws -> Location?,
        defaultProvider: @escaping @Sendable () throws -> ProviderChoice,
        resolveLocation: @escaping @Sendable (LocationRequest) async throws -> ResolvedLocation,
        readSecret: @escaping @Sendable (String) throws -> String?, distance: @escaping DistanceSolver,
        now: @escaping @Sendable () -> Date, secrets: @escaping @Sendable () -> [String]
    ) {
        self.console = console
        self.terminal = terminal
        self.makeSearchNearbyService = makeSearchNearbyService
        self.makePreferencesStore = makePreferencesStore
        self.makeAccountServices = makeAccountServices
        self.makeDetailsService = makeDetailsService
        self.makeFavoritesStore = makeFavoritesStore
        self.makeNearbyBaselineStore = makeNearbyBaselineStore
        self.makeSearchSession = makeSearchSession
        self.makePhotoService = makePhotoService
        self.makeAutocompleteService = makeAutocompleteService
        self.readLine = readLine
        self.stdinIsTerminal = stdinIsTerminal
        self.configuration = configuration
        self.defaultLocation = defaultLocation
        self.defaultProvider = defaultProvider
        self.resolveLocation = resolveLocation
        self.readSecret = readSecret
        self.distance = distance
        self.now = now
        self.secrets = secrets
    }
}

extension Dependencies {
    /// What `NearbySearch` is made from, as these dependencies give it.
    public var nearbySearchServices: NearbySearchServices {
        var services = NearbySearchServices(
            providers: providers, defaultProvider: defaultProvider, keylessFallback: keylessFallback,
            providersAsked: providersAsked, makeSearchNearbyService: makeSearchNearbyService,
            makeRouteService: makeRouteService, routerAttribution: routerAttribution, resolveLocation: resolveLocation,
            makeNearbyBaselineStore: makeNearbyBaselineStore, distance: distance, now: now, hoursNow: hoursNow)
        services.placesAPI = placesAPI
        return services
    }
}
