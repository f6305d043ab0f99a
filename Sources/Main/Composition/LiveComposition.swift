import Domain
import Foundation
import Location
import Logging
import Networking
import Persistence
import Places
import Presentation

/// The composition root: one URLSession-backed HTTP client, the Places services around it, the cache
/// decorators and fallback composites, the stores, and the value every front end is built from (`FrontEndServices`),
/// whole: each executable builds its front end's world from it.
public struct LiveComposition {
    let environment: [String: String]
    let console: any Console
    /// Replaces the URLSession client (tests); nil: the live one, built from the configuration. Either way it is
    /// made on the first request.
    var makeHTTPClient: (@Sendable () -> any HTTPClient)?
    var legacyPaging: LegacyPaging = .google
    var now: @Sendable () -> Date = { Date() }
    /// The cache writes still running when a command has printed its answer; `main` waits for them.
    public let writes = PendingWrites()
    /// The progress line on stderr (only on a terminal, without `--quiet`).
    public var progress: any WorkProgress = NoProgress()
    /// The routes and matrices in flight: a server's calls share them (`FrontEndRun`), so that identical ones are
    /// joined; nil (a command line's one call) joins nothing and builds nothing for it.
    public var joinedCalls: JoinedCalls?
    /// The providers and routers foodybite knows (tests add one).
    var registry: ProviderRegistry = .live
    var routers: RouterRegistry = .live

    public init(environment: [String: String], console: any Console) {
        self.environment = environment
        self.console = console
    }

    /// The live graph. Nothing is built here: the configuration is read, the HTTP client made and each factory
    /// assembled the first time a front end asks for something that needs it.
    public func services() -> FrontEndServices {
        let now = TestClockOffset.apply(now, environment)
        let graph = LiveGraph(
            LiveGraph.Inputs(
                environment: environment, console: console, makeHTTPClient: makeHTTPClient, paging: legacyPaging, now: now,
                writes: writes, progress: progress, joinedCalls: joinedCalls), registry: registry, routers: routers)
        let (configuration, services, locations, accounts) = (
            graph.configuration, graph.services, graph.locations, graph.accounts
        )
        let hoursNow = ((try? OSMRegistration.hoursNow(environment["FOODYBITE_NOW"])) ?? nil) ?? now
        let placesAPI: @Sendable (PlacesAPI?) -> PlacesAPI = { asked in
            asked ?? (try? configuration.value.placesAPI()) ?? .default
        }
        let doors = DoorServices(
            console: console,
            makeSearchNearbyService: { try services.value.searchNearbyService($0) },
            makePreferencesStore: { try services.value.preferencesStore() },
            makeAccountServices: { try accounts.value.make(serverOverride: $0) },
            makeDetailsService: { try services.value.detailsService($0) },
            makeFavoritesStore: { try services.value.favoritesStore() },
            makePlaceNames: { try services.value.placeNames() },
            makeNearbyBaselineStore: { try services.value.nearbyBaselineStore() },
            makeSearchSession: { try services.value.searchSession($0, provider: $1) },
            defaultLocation: { try configuration.value.defaultLocation() },
            defaultProvider: { try graph.registry.defaultChoice(configuration.value) },
            defaultKinds: { try configuration.value.defaultKinds() },
            providers: graph.registry.catalog,
            makeRouteService: { try services.value.routeService($0) },
            routerAttribution: { (try? graph.router.value.get())?.attribution },
            providersAsked: { choice in choice.providers(among: graph.registry.usable(choice, configuration.value)) },
            keylessFallback: { graph.registry.keylessFallback(configuration.value) },
            resolveLocation: { try await locations.value.resolve($0) },
            distance: { DistanceSolver.distance(from: $0, to: $1) },
            now: now, hoursNow: hoursNow, placesAPI: placesAPI, secrets: graph.secrets
        )
        let (console, environment) = (console, environment)
        return FrontEndServices(
            doors: doors,
            makePhotoService: { try services.value.photoService($0) },
            makeAutocompleteService: { try services.value.autocompleteService($0) },
            configuration: LiveConfigurationEditor(
                file: ConfigFile(url: graph.paths.configFile), settings: { graph.settings },
                providers: { graph.registry.providers }, loaded: { configuration.value }),
            settings: { graph.settings },
            maxPhotoWidth: { placeID, asked in
                guard let limit = graph.registry.registration(for: PlacesProvider.of(placeID: placeID))?.maxPhotoWidth
                else { return nil }
                return limit(try asked ?? configuration.value.placesAPI())
            },
            mapLibrary: { EmbeddedMapLibrary.load() },
            tileSource: { try configuration.value.tileSource() },
            openInBrowser: { DesktopOpener.open($0, environment: environment) },
            ownFolders: { [graph.paths.data, graph.paths.cache, graph.paths.config, graph.paths.state] },
            conventions: { flags in try configuration.value.conventions(flags, locale: environment) },
            readLine: { StdinLine.read() },
            readSecret: { try SecretReader.read(prompt: $0, console: console) }
        )
    }
}
