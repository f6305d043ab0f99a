import Domain
import Foundation
import Presentation

/// Everything commands need, built by the composition root (Main) or by tests: the doors' services (`DoorServices`,
/// which every front end shares: read through this value as its own members) and what only the command line has (the
/// terminal, stdin, the config file, help). Commands are ArgumentParser structs that cannot store services: they
/// receive this value in `run(with:)`. Factories are closures so that nothing (a cache file, a key) is touched before a
/// command needs it.
@dynamicMemberLookup
public struct Dependencies: Sendable {
    public var services: DoorServices
    public var terminal: TerminalCapabilities
    /// What `--version` prints: the version, and the commit when the build knows it.
    public var version = FoodybiteVersion.current
    /// Photo downloads for the chosen API.
    public var makePhotoService: @Sendable (PlacesAPI?) throws -> any FetchPlacePhotoService
    /// Search by name for the chosen API (nil: the configured default).
    public var makeAutocompleteService: @Sendable (PlacesAPI?) throws -> any AutocompletePlacesService
    /// Reads a line of stdin (a pick from a list), nil at end of input.
    public var readLine: @Sendable () -> String?
    /// Whether stdin is a terminal (prompts are allowed only then).
    public var stdinIsTerminal: Bool
    public var configuration: any ConfigurationEditing
    /// The widest photo the API that will serve a place's photos allows (`--places-api`, else the configured one);
    /// nil when its provider has no such limit.
    public var maxPhotoWidth: @Sendable (_ placeID: String, _ asked: PlacesAPI?) throws -> Int? = { _, _ in nil }
    /// Every setting this build reads (help lists them), gathered only when help may be printed.
    public var settings: @Sendable () -> SettingsCatalogue = { SettingsCatalogue([]) }
    /// Reads a secret from stdin (a hidden prompt on a terminal); nil at end of input.
    public var readSecret: @Sendable (_ prompt: String) throws -> String?
    /// The reader's conventions: the command line's flags, else the environment and the config file, else the locale.
    public var conventions: @Sendable (ConventionFlags) throws -> Conventions = { flags in
        Conventions(language: flags.language, region: flags.region, units: flags.units ?? .metric)
    }

    /// A service the doors share, as this value's own member (`dependencies.makeDetailsService`).
    public subscript<Value>(dynamicMember path: WritableKeyPath<DoorServices, Value>) -> Value {
        get { services[keyPath: path] }
        set { services[keyPath: path] = newValue }
    }

    /// What the doors' services make (`dependencies.nearbySearchServices`).
    public subscript<Value>(dynamicMember path: KeyPath<DoorServices, Value>) -> Value {
        services[keyPath: path]
    }

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
        readSecret: @escaping @Sendable (String) throws -> String?, distance: @escaping DoorServices.DistanceSolver,
        now: @escaping @Sendable () -> Date, secrets: @escaping @Sendable () -> [String]
    ) {
        services = DoorServices(
            console: console, makeSearchNearbyService: makeSearchNearbyService, makePreferencesStore: makePreferencesStore,
            makeAccountServices: makeAccountServices, makeDetailsService: makeDetailsService,
            makeFavoritesStore: makeFavoritesStore, makeNearbyBaselineStore: makeNearbyBaselineStore,
            makeSearchSession: makeSearchSession, defaultLocation: defaultLocation, defaultProvider: defaultProvider,
            resolveLocation: resolveLocation, distance: distance, now: now, secrets: secrets)
        self.terminal = terminal
        self.makePhotoService = makePhotoService
        self.makeAutocompleteService = makeAutocompleteService
        self.readLine = readLine
        self.stdinIsTerminal = stdinIsTerminal
        self.configuration = configuration
        self.readSecret = readSecret
    }
}
