import CLI
import Domain
import Foundation
import Location
import Logging
import Networking
import Persistence
import Places
import Presentation

/// The composition root: one URLSession-backed HTTP client, the Places services around it, the cache
/// decorators and fallback composites, the stores, and the values commands receive.
struct LiveComposition {
    let environment: [String: String]
    let console: any Console
    let terminal: TerminalCapabilities
    var stdinIsTerminal = false
    /// Replaces the URLSession client (tests); nil: the live one, built from the configuration. Either way it is
    /// made on the first request.
    var makeHTTPClient: (@Sendable () -> any HTTPClient)?
    var legacyPaging: LegacyPaging = .google
    var now: @Sendable () -> Date = { Date() }
    /// The cache writes still running when a command has printed its answer; `main` waits for them.
    let writes = PendingWrites()
    /// The progress line on stderr (only on a terminal, without `--quiet`).
    var progress: any WorkProgress = NoProgress()
    /// The providers and routers foodybite knows (tests add one).
    var registry: ProviderRegistry = .live
    var routers: RouterRegistry = .live

    /// The live graph. Nothing is built here: the configuration is read, the HTTP client made and each factory
    /// assembled the first time a command asks for something that needs it.
    func dependencies() -> Dependencies {
        let now = TestClockOffset.apply(now, environment)
        let graph = LiveGraph(
            LiveGraph.Inputs(
                environment: environment, console: console, makeHTTPClient: makeHTTPClient, paging: legacyPaging, now: now,
                writes: writes, progress: progress), registry: registry, routers: routers)
        let (configuration, services, locations, accounts) = (
            graph.configuration, graph.services, graph.locations, graph.accounts
        )
        let doors = DoorServices(
            console: console,
            makeSearchNearbyService: { try services.value.searchNearbyService($0) },
            makePreferencesStore: { try services.value.preferencesStore() },
            makeAccountServices: { try accounts.value.make(serverOverride: $0) },
            makeDetailsService: { try services.value.detailsService($0) },
            makeFavoritesStore: { try services.value.favoritesStore() },
            makeNearbyBaselineStore: { try services.value.nearbyBaselineStore() },
            makeSearchSession: { try services.value.searchSession($0, provider: $1) },
            defaultLocation: { try configuration.value.defaultLocation() },
            defaultProvider: { try graph.registry.defaultChoice(configuration.value) },
            resolveLocation: { try await locations.value.resolve($0) },
            distance: { DistanceSolver.distance(from: $0, to: $1) },
            now: now,
            secrets: graph.secrets
        )
        var dependencies = Dependencies(
            services: doors, terminal: terminal,
            makePhotoService: { try services.value.photoService($0) },
            makeAutocompleteService: { try services.value.autocompleteService($0) },
            readLine: { StdinLine.read() },
            stdinIsTerminal: stdinIsTerminal,
            configuration: LiveConfigurationEditor(
                file: ConfigFile(url: graph.paths.configFile), settings: { graph.settings },
                providers: { graph.registry.providers }, loaded: { configuration.value }),
            readSecret: { try SecretReader.read(prompt: $0, console: console) }
        )
        dependencies.services.makePlaceNames = { try services.value.placeNames() }
        let hoursNow = (try? OSMRegistration.hoursNow(environment["FOODYBITE_NOW"])) ?? nil
        dependencies.services.hoursNow = hoursNow ?? now
        dependencies.services.providers = graph.registry.catalog
        dependencies.settings = { graph.settings }
        dependencies.services.defaultKinds = { try configuration.value.defaultKinds() }
        dependencies.maxPhotoWidth = { placeID, asked in
            guard let limit = graph.registry.registration(for: PlacesProvider.of(placeID: placeID))?.maxPhotoWidth
            else { return nil }
            return limit(try asked ?? PlacesAPI(rawValue: configuration.value.choice(.placesAPI)) ?? .new)
        }
        dependencies.conventions = { flags in try configuration.value.conventions(flags, locale: environment) }
        dependencies.mapLibrary = { EmbeddedMapLibrary.load() }
        dependencies.tileSource = { try configuration.value.tileSource() }
        dependencies.openInBrowser = { DesktopOpener.open($0, environment: environment) }
        dependencies.ownFolders = { [graph.paths.data, graph.paths.cache, graph.paths.config, graph.paths.state] }
        dependencies.services.placesAPI = { asked in
            asked ?? (try? configuration.value.choice(.placesAPI)).flatMap(PlacesAPI.init(rawValue:)) ?? .new
        }
        dependencies.services.makeRouteService = { mode in
            try graph.routers.router(graph.router.value.get(), for: mode).makeRoute(mode, services.value.context(nil))
        }
        dependencies.services.routerAttribution = {
            (try? graph.router.value.get())?.attribution
        }
        dependencies.services.providersAsked = { choice in
            choice.providers(among: graph.registry.usable(choice, configuration.value))
        }
        dependencies.services.keylessFallback = { graph.registry.keylessFallback(configuration.value) }
        return dependencies
    }
}
