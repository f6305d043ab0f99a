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
    /// Replaces the URLSession client (tests); nil: the live one, built from the configuration.
    var httpClient: (any HTTPClient)?
    var legacyPaging: LegacyPaging = .google
    var now: @Sendable () -> Date = { Date() }

    func dependencies() -> Dependencies {
        let paths = XDGPaths(environment: environment)
        let configuration = AppConfiguration(environment: environment, file: ConfigFile(url: paths.configFile))
        let redactor = Redactor(secrets: [configuration.placesAPIKey].compactMap { $0 })
        let logger = Self.logger(console: console, redactor: redactor, environment: environment)
        for warning in configuration.warnings { logger.warning("\(warning)") }
        if let error = configuration.fileError { logger.warning("\(error.message); the config file is ignored") }
        let client = httpClient ?? Self.liveHTTPClient(configuration)
        let policy = RetryPolicy(maxRetries: (try? configuration.retries()) ?? RetryPolicy.defaultRetries)
        let placesClient = RetryingHTTPClient(
            decoratee: client, policy: policy, isRetryable: { _ in true }, isTransientBody: GooglePlacesRetry.isTransient)
        let serverClient = RetryingHTTPClient(decoratee: client, policy: policy, isRetryable: Self.isServerRead)
        let services = ServiceFactory(
            configuration: configuration, paths: paths, client: placesClient, paging: legacyPaging, now: now, logger: logger)
        let locations = LocationFactory(
            configuration: configuration, environment: environment, paths: paths, client: placesClient, services: services,
            now: now)
        let accounts = AccountServicesFactory(
            configuration: configuration, paths: paths, client: serverClient, now: now, logger: logger)
        return Dependencies(
            console: console,
            terminal: terminal,
            makeSearchNearbyService: { try services.searchNearbyService($0) },
            makePreferencesStore: { try services.preferencesStore() },
            makeAccountServices: { try accounts.make(serverOverride: $0) },
            makeDetailsService: { try services.detailsService($0) },
            makeFavoritesStore: { try services.favoritesStore() },
            makeSearchSession: { try services.searchSession($0) },
            makePhotoService: { try services.photoService($0) },
            makeAutocompleteService: { try services.autocompleteService($0) },
            readLine: { StdinLine.read() },
            stdinIsTerminal: stdinIsTerminal,
            configuration: LiveConfigurationEditor(file: ConfigFile(url: paths.configFile), environment: environment),
            defaultLocation: { try configuration.defaultLocation() },
            resolveLocation: { try await locations.resolve($0) },
            readSecret: { try SecretReader.read(prompt: $0, console: console) },
            distance: { DistanceSolver.distance(from: $0, to: $1) },
            now: now,
            secrets: [configuration.placesAPIKey].compactMap { $0 }
        )
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

    static func logger(console: any Console, redactor: Redactor, environment: [String: String]) -> Logger {
        let level = environment["FOODYBITE_LOG_LEVEL"].flatMap { Logger.Level(rawValue: $0.lowercased()) } ?? .warning
        return Logger(label: "foodybite") { _ in StderrLogHandler(console: console, redactor: redactor, logLevel: level) }
    }
}
