import CLI
import Foundation
import Logging
import Networking
import Places

/// The parts of the live graph, each built on first use (see `Lazy`): the configuration (read, and its warnings
/// printed, only when a value from it is needed), the one HTTP client behind its retry decorators, and the
/// factories commands call.
struct LiveGraph {
    let configuration: Lazy<AppConfiguration>
    let services: Lazy<ServiceFactory>
    let locations: Lazy<LocationFactory>
    let accounts: Lazy<AccountServicesFactory>
    /// The values never to print (the API key), read from the configuration only when an error is printed.
    let secrets: @Sendable () -> [String]

    init(_ composition: LiveComposition) {
        let (environment, console, paging, now) = (
            composition.environment, composition.console, composition.legacyPaging, composition.now
        )
        let (makeHTTPClient, writes, progress) = (composition.makeHTTPClient, composition.writes, composition.progress)
        let paths = XDGPaths(environment: environment)
        let configuration = Lazy { Self.loadConfiguration(environment: environment, paths: paths, console: console) }
        let secrets: @Sendable () -> [String] = {
            [configuration.value.placesAPIKey, configuration.value.foursquareAPIKey].compactMap { $0 }
        }
        let logger = LiveComposition.logger(console: console, secrets: secrets, environment: environment)
        let clients = Lazy {
            let client = SlowRequestProgressClient(
                decoratee: LazyHTTPClient(
                    client: Lazy { makeHTTPClient?() ?? LiveComposition.liveHTTPClient(configuration.value) }),
                progress: progress)
            let policy = RetryPolicy(maxRetries: (try? configuration.value.retries()) ?? RetryPolicy.defaultRetries)
            return (
                places: RetryingHTTPClient(
                    decoratee: client, policy: policy, isRetryable: { _ in true },
                    isTransientBody: GooglePlacesRetry.isTransient),
                server: RetryingHTTPClient(decoratee: client, policy: policy, isRetryable: LiveComposition.isServerRead)
            )
        }
        let services = Lazy {
            ServiceFactory(
                configuration: configuration.value, paths: paths, client: clients.value.places, paging: paging,
                writes: writes, progress: progress, now: now, logger: logger)
        }
        self.configuration = configuration
        self.services = services
        locations = Lazy {
            LocationFactory(
                configuration: configuration.value, environment: environment, paths: paths, client: clients.value.places,
                services: services.value, now: now)
        }
        accounts = Lazy {
            AccountServicesFactory(
                configuration: configuration.value, paths: paths, client: clients.value.server, now: now, progress: progress,
                logger: logger)
        }
        self.secrets = secrets
    }

    private static func loadConfiguration(environment: [String: String], paths: XDGPaths, console: any Console)
        -> AppConfiguration
    {
        let configuration = AppConfiguration(environment: environment, file: ConfigFile(url: paths.configFile))
        let logger = LiveComposition.logger(
            console: console, secrets: { [configuration.placesAPIKey, configuration.foursquareAPIKey].compactMap { $0 } },
            environment: environment)
        for warning in configuration.warnings { logger.warning("\(warning)") }
        if let error = configuration.fileError { logger.warning("\(error.message); the config file is ignored") }
        return configuration
    }
}
