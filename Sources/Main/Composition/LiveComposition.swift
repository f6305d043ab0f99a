import APIInfra
import CLI
import Domain
import Foundation
import Location
import Logging
import Networking
import Persistence
import Places

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

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

    /// The live graph. Nothing is built here: the configuration is read, the HTTP client made and each factory
    /// assembled the first time a command asks for something that needs it.
    func dependencies() -> Dependencies {
        let graph = LiveGraph(self)
        let (configuration, services, locations, accounts) = (
            graph.configuration, graph.services, graph.locations, graph.accounts
        )
        let paths = XDGPaths(environment: environment)
        var dependencies = Dependencies(
            console: console,
            terminal: terminal,
            makeSearchNearbyService: { try services.value.searchNearbyService($0) },
            makePreferencesStore: { try services.value.preferencesStore() },
            makeAccountServices: { try accounts.value.make(serverOverride: $0) },
            makeDetailsService: { try services.value.detailsService($0) },
            makeFavoritesStore: { try services.value.favoritesStore() },
            makeNearbyBaselineStore: { try services.value.nearbyBaselineStore() },
            makeSearchSession: { try services.value.searchSession($0, provider: $1) },
            makePhotoService: { try services.value.photoService($0) },
            makeAutocompleteService: { try services.value.autocompleteService($0) },
            readLine: { StdinLine.read() },
            stdinIsTerminal: stdinIsTerminal,
            configuration: LiveConfigurationEditor(
                file: ConfigFile(url: paths.configFile), environment: environment, loaded: { configuration.value }),
            defaultLocation: { try configuration.value.defaultLocation() },
            defaultProvider: { try configuration.value.defaultProvider() },
            resolveLocation: { try await locations.value.resolve($0) },
            readSecret: { try SecretReader.read(prompt: $0, console: console) },
            distance: { DistanceSolver.distance(from: $0, to: $1) },
            now: now,
            secrets: graph.secrets
        )
        dependencies.makePlaceNames = { try services.value.placeNames() }
        return dependencies
    }

    /// What is retried on the Foodybite server: reads and the token refresh; never a post that changes
    /// something (a review is the outbox's to resend, after checking the server).
    static func isServerRead(_ request: URLRequest) -> Bool {
        request.httpMethod == "GET" || request.url?.path.hasSuffix("/auth/accessToken") == true
    }

    /// The one URLSession-backed client every remote service shares. A malformed timeout falls back to the
    /// default here; the services report it as a configuration error before anything is sent.
    static func liveHTTPClient(_ configuration: AppConfiguration) -> any HTTPClient {
        let timeout = (try? configuration.requestTimeout()) ?? 15
        return URLSessionHTTPClient(requestTimeout: timeout, resourceTimeout: max(60, 4 * timeout))
    }

    static func logger(console: any Console, secrets: @escaping @Sendable () -> [String], environment: [String: String])
        -> Logger
    {
        let level = environment["FOODYBITE_LOG_LEVEL"].flatMap { Logger.Level(rawValue: $0.lowercased()) } ?? .warning
        return Logger(label: "foodybite") { _ in StderrLogHandler(console: console, secrets: secrets, logLevel: level) }
    }
}
