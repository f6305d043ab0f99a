import APIInfra
import Domain
import Foundation
import Logging
import Networking
import Persistence
import Places
import Presentation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The parts of the live graph, each built on first use (see `Lazy`): the configuration (read, and its warnings
/// printed, only when a value from it is needed), the one HTTP client behind its retry decorators, the two
/// databases (opened once, shared), the registered providers, and the factories commands call.
struct LiveGraph {
    /// What the graph is made from: the process's environment and console, and what tests replace.
    struct Inputs {
        let environment: [String: String]
        let console: any Console
        let makeHTTPClient: (@Sendable () -> any HTTPClient)?
        let paging: LegacyPaging
        let now: @Sendable () -> Date
        let writes: PendingWrites
        let progress: any WorkProgress
        let joinedCalls: JoinedCalls?
    }

    let paths: XDGPaths
    let registry: ProviderRegistry
    let routers: RouterRegistry
    /// The configured router (else the first usable), decided once: travel times, routes and their credit ask it.
    let router: Lazy<ConfiguredRouter>
    /// Every setting this build reads: the core ones, the providers' and the routers' (gathered when asked: the
    /// configuration reads them once, help once).
    var settings: SettingsCatalogue { SettingsCatalogue.live(registry, routers: routers) }
    let configuration: Lazy<AppConfiguration>
    let services: Lazy<ServiceFactory>
    let locations: Lazy<LocationFactory>
    let accounts: Lazy<AccountServicesFactory>
    /// The values never to print (the API keys), read from the configuration only when an error is printed.
    let secrets: @Sendable () -> [String]

    init(_ inputs: Inputs, registry: ProviderRegistry = .live, routers: RouterRegistry = .live) {
        let (environment, console, now, progress) = (inputs.environment, inputs.console, inputs.now, inputs.progress)
        let paths = XDGPaths(environment: environment)
        let configuration = Lazy {
            Self.loadConfiguration(
                environment: environment, paths: paths, settings: SettingsCatalogue.live(registry, routers: routers),
                console: console)
        }
        let secrets: @Sendable () -> [String] = { configuration.value.secrets }
        let logger = Self.logger(console: console, secrets: secrets, environment: environment)
        let clients = Lazy { Self.clients(inputs, configuration: configuration.value, registry: registry) }
        let databases = Lazy {
            SharedDatabases(
                paths: paths, logger: logger,
                killAfter: environment["FOODYBITE_TEST_KILL_AFTER"].flatMap(SQLiteDatabase.WriteStep.init(rawValue:)),
                stopAfter: environment["FOODYBITE_TEST_STOP_AFTER"].flatMap(SQLiteDatabase.WriteStep.init(rawValue:)))
        }
        let router = Lazy { ConfiguredRouter(routers, configuration.value) }
        let engine = Lazy {
            Result { () throws(ConfigurationError) -> any CacheEngine in
                try Self.cacheEngine(configuration.value, environment: environment, databases: databases, now: now)
            }
        }
        let services = Lazy {
            ServiceFactory(
                configuration: configuration.value, registry: registry, routers: routers, router: router,
                context: { api in
                    try configuration.value.checkNetworkSettings()
                    var context = ProviderContext(
                        configuration: configuration.value, client: clients.value.places, paging: inputs.paging,
                        progress: progress, googleAPI: api, environment: environment, cacheDirectory: paths.cache, now: now,
                        logger: logger)
                    context.fleetSpacing = { try engine.value.get().fleetSpacing($0, maximumWait: $1) }
                    return context
                }, databases: databases.value, cacheEngine: { try engine.value.get() }, writes: inputs.writes, now: now,
                logger: logger, joinedCalls: inputs.joinedCalls)
        }
        self.paths = paths
        self.registry = registry
        self.routers = routers
        self.router = router
        self.configuration = configuration
        self.services = services
        locations = Lazy {
            LocationFactory(
                configuration: configuration.value, environment: environment, paths: paths, client: clients.value.places,
                services: services.value, now: now)
        }
        accounts = Lazy {
            AccountServicesFactory(
                configuration: configuration.value, paths: paths, databases: databases.value,
                cacheEngine: { try engine.value.get() }, client: clients.value.server,
                now: now, progress: progress, logger: logger)
        }
        self.secrets = secrets
    }

    /// The cache's engine the `store` setting names: SQLite under this home unless it is a PostgreSQL URL (the
    /// password from the environment, never the URL).
    private static func cacheEngine(
        _ configuration: AppConfiguration, environment: [String: String], databases: Lazy<SharedDatabases>,
        now: @escaping @Sendable () -> Date
    ) throws(ConfigurationError) -> any CacheEngine {
        guard let address = try configuration.storeAddress() else {
            return SQLiteCacheEngine(databases: databases.value, now: now)
        }
        let store = try PostgresStores.store(address, password: try PostgresAddress.password(environment))
        return PostgresCacheEngine(store: store, now: now)
    }

    /// The one HTTP client (URLSession-backed unless a test gives its own, made on the first request), behind the
    /// progress line and the deadlines (`deadlines`), with the retry rules of the providers (an answer one of them
    /// says is a transient failure) and of the Foodybite server.
    private static func clients(_ inputs: Inputs, configuration: AppConfiguration, registry: ProviderRegistry)
        -> (places: any HTTPClient, server: any HTTPClient)
    {
        let transient = registry.registrations.compactMap(\.isTransientBody)
        let repeatLimits = registry.registrations.compactMap(\.repeatLimit)
        let deadlines = Self.deadlines(timeout: (try? configuration.requestTimeout()) ?? 15)
        let client = DeadlineHTTPClient(
            decoratee: SlowRequestProgressClient(
                decoratee: LazyHTTPClient(client: Lazy { inputs.makeHTTPClient?() ?? liveHTTPClient(configuration) }),
                progress: inputs.progress),
            perRequest: deadlines.perRequest, budget: DeadlineHTTPClient.Budget(deadlines.command))
        let policy = RetryPolicy(maxRetries: (try? configuration.retries()) ?? RetryPolicy.defaultRetries)
        return (
            places: RetryingHTTPClient(
                decoratee: client, policy: policy, isRetryable: { _ in true },
                isTransientBody: { request, body in transient.contains { $0(request, body) } },
                repeatLimit: { request in repeatLimits.lazy.compactMap { $0(request) }.first }),
            server: RetryingHTTPClient(decoratee: client, policy: policy, isRetryable: isServerRead)
        )
    }

    /// How long a server may hold foodybite: a whole answer within twice `http_timeout` (which bounds only a silence),
    /// and every request of a command, retries and waits included, within 30 s, or that whole answer's deadline when
    /// a longer `http_timeout` asks for more (a retry gets what is left).
    static func deadlines(timeout seconds: Int) -> (perRequest: Duration, command: Duration) {
        let answer = 2 * max(1, seconds)
        return (.seconds(answer), .seconds(max(30, answer)))
    }

    /// What is retried on the Foodybite server: reads and the token refresh; never a post that changes
    /// something (a review is the outbox's to resend, after checking the server).
    static func isServerRead(_ request: URLRequest) -> Bool {
        request.httpMethod == "GET" || request.url?.path.hasSuffix("/auth/accessToken") == true
    }

    /// The URLSession-backed client. A malformed timeout falls back to the default here; the services report it as
    /// a configuration error before anything is sent.
    private static func liveHTTPClient(_ configuration: AppConfiguration) -> any HTTPClient {
        let timeout = (try? configuration.requestTimeout()) ?? 15
        return URLSessionHTTPClient(requestTimeout: timeout, resourceTimeout: max(60, 4 * timeout))
    }

    static func logger(console: any Console, secrets: @escaping @Sendable () -> [String], environment: [String: String])
        -> Logger
    {
        let level = environment["FOODYBITE_LOG_LEVEL"].flatMap { Logger.Level(rawValue: $0.lowercased()) } ?? .warning
        return Logger(label: "foodybite") { _ in StderrLogHandler(console: console, secrets: secrets, logLevel: level) }
    }

    private static func loadConfiguration(
        environment: [String: String], paths: XDGPaths, settings: SettingsCatalogue, console: any Console
    ) -> AppConfiguration {
        let configuration = AppConfiguration(
            environment: environment, file: ConfigFile(url: paths.configFile), settings: settings.settings)
        let logger = Self.logger(console: console, secrets: { configuration.secrets }, environment: environment)
        for warning in configuration.warnings { logger.warning("\(warning)") }
        if let error = configuration.fileError { logger.warning("\(error.message); the config file is ignored") }
        return configuration
    }
}
