import Domain
import Foundation
import Logging
import Networking
import Persistence
import Presentation

/// Builds the Foodybite-server services for one server URL: one undecorated client for signup, login and
/// refresh, the authenticated decorator for everything else, the session file, the outbox, and the review
/// cache with its fallback.
struct AccountServicesFactory: Sendable {
    let configuration: AppConfiguration
    let paths: XDGPaths
    let databases: SharedDatabases
    /// The `store` setting's engine: a team's store holds the outbox every instance sends from.
    let cacheEngine: @Sendable () throws -> any CacheEngine
    let client: any HTTPClient
    let now: @Sendable () -> Date
    let progress: any WorkProgress
    let logger: Logger

    func make(serverOverride: String?) throws -> AccountServices {
        let baseURL = try serverURL(serverOverride)
        let store = FileTokenStore(url: paths.data.appendingPathComponent("session.json"))
        let refresher = RefreshTokenService(client: client, baseURL: baseURL, store: store)
        let authenticated = AuthenticatedHTTPClient(
            decoratee: client, store: store, refresher: refresher, server: baseURL.absoluteString)
        let api = APIService(baseURL: baseURL, client: client, authenticatedClient: authenticated, store: store)
        let outbox: any ReviewOutbox =
            try cacheEngine().sharedOutbox()
            ?? SQLiteReviewOutbox(database: try databases.userData(for: "the review outbox"))
        let account = AccountOutbox(outbox: outbox, store: store, server: baseURL.absoluteString, now: now)
        return AccountServices(
            signUp: api, login: api, logout: api, account: api, changePassword: api, currentUser: api,
            addReview: AddReviewServiceWithOutboxDecorator(decoratee: api, outbox: outbox, owner: account.owner, now: now),
            reviews: try cachedReviews(api), pendingReviews: account,
            sync: OutboxSyncService(
                outbox: outbox, owner: account.owner, sender: api, reviews: api, now: now,
                sendDeadline: Self.sendDeadline(configuration), progress: progress))
    }

    /// The longest a send may take: the command's deadline for all its requests (`LiveGraph.deadlines`), so that a
    /// send begun longer ago can no longer land.
    static func sendDeadline(_ configuration: AppConfiguration) -> TimeInterval {
        let command = LiveGraph.deadlines(timeout: (try? configuration.requestTimeout()) ?? 15).command
        return TimeInterval(command.components.seconds)
    }

    private func serverURL(_ override: String?) throws -> URL {
        let probe =
            override.map {
                AppConfiguration(environment: [Setting.serverURL.environmentVariable: $0], file: nil, settings: [.serverURL])
            }
            ?? configuration
        guard probe.value(.serverURL) != nil else {
            throw ConfigurationError(
                "no Foodybite server configured: pass \(OptionName.server("URL")), export FOODYBITE_SERVER_URL, or run \(SuggestedCommand.configSet(key: "server_url", value: "URL"))"
            )
        }
        _ = try configuration.retries()
        return try probe.url(.serverURL)
    }

    private func cachedReviews(_ api: APIService) throws -> any GetReviewsService {
        try CacheWiring(configuration: configuration, now: now).wire(
            .networkThenCache, remote: { api },
            store: { policy, required in
                try (required ? databases.requireCache() : databases.cacheIfUsable()).map {
                    SQLiteReviewStore(database: $0, policy: policy)
                }
            }, offline: { $0 },
            online: { remote, store in
                GetReviewsServiceWithFallbackComposite(
                    primary: GetReviewsServiceCacheDecorator(decoratee: remote, cache: store, now: now, logger: logger),
                    fallback: store, logger: logger)
            })
    }
}
