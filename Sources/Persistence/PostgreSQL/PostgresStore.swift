import Domain
import Foundation
import Logging
import NIOSSL
import PostgresNIO

/// The store a team's foodybite processes share (`store = postgresql://…`): one pool of connections (at most
/// `maximumConnections`), the schema brought up to date once per process under an advisory lock (`PostgresSchema`),
/// and every operation held to a deadline. A store that cannot be reached fails at once with a temporary error
/// (`ServiceError.temporary`, worth a retry) and is not asked again for two seconds, so that a stopped server makes
/// calls fail fast instead of queueing; it recovers by itself when the server is back.
public final class PostgresStore: Sendable {
    public let address: PostgresAddress
    private let client: PostgresClient
    private let runner: Task<Void, Never>
    private let deadline: Duration
    private let logger: Logger
    private let state = State()

    /// `deadline` bounds each operation, waiting for a connection included; the server bounds each statement too
    /// (`statement_timeout`, `lock_timeout`, `idle_in_transaction_session_timeout`).
    public init(
        address: PostgresAddress, password: String?, maximumConnections: Int = 8, deadline: Duration = .seconds(3),
        logger: Logger
    ) throws(ConfigurationError) {
        var configuration = PostgresClient.Configuration(
            host: address.host, port: address.port, username: address.user, password: password,
            database: address.database, tls: try Self.tls(address))
        configuration.options.maximumConnections = max(1, maximumConnections)
        configuration.options.connectTimeout = .seconds(2)
        configuration.options.additionalStartupParameters = [
            ("application_name", "foodybite"), ("statement_timeout", "5000"), ("lock_timeout", "3000"),
            ("idle_in_transaction_session_timeout", "10000"),
        ]
        let client = PostgresClient(configuration: configuration, backgroundLogger: logger)
        self.address = address
        self.client = client
        self.deadline = deadline
        self.logger = logger
        runner = Task { await client.run() }
    }

    deinit { runner.cancel() }

    /// Runs `body` on a connection of the pool, the schema up to date, within the deadline.
    public func withConnection<T: Sendable>(
        _ body: @escaping @Sendable (PostgresConnection, Logger) async throws -> T
    ) async throws -> T {
        try await ready()
        return try await guarded { [client, logger] in try await client.withConnection { try await body($0, logger) } }
    }

    /// Runs `body` in a transaction (committed when it returns, rolled back when it throws), within the deadline.
    public func withTransaction<T: Sendable>(
        _ body: @escaping @Sendable (PostgresConnection, Logger) async throws -> T
    ) async throws -> T {
        try await ready()
        return try await guarded { [client, logger] in
            try await client.withTransaction(logger: logger) { connection in try await body(connection, logger) }
        }
    }

    /// The schema brought up to date, once for the process (a failure is tried again on the next call).
    private func ready() async throws {
        let task = await state.migration { [client, logger] in try await PostgresSchema.migrate(client, logger: logger) }
        do {
            try await guarded { try await task.value }
        } catch {
            await state.forget(task)
            throw error
        }
    }

    /// `body` within the deadline; a store known to be down fails at once.
    private func guarded<T: Sendable>(_ body: @escaping @Sendable () async throws -> T) async throws -> T {
        if await state.isDown {
            throw ServiceError(.temporary, "the store \(address) did not answer a moment ago: try again in a few seconds")
        }
        do {
            return try await Deadline.run(deadline, body) { Late() }
        } catch {
            throw await failure(Self.unwrapped(error))
        }
    }

    /// What the caller is told: the server's failures and the deadline as temporary errors (the server marked down
    /// when it did not answer), anything of ours as it is.
    private func failure(_ error: any Error) async -> any Error {
        switch error {
        case is Late:
            await state.markDown()
            return ServiceError(.temporary, "the store \(address) did not answer within \(deadline): try again later")
        case let error as PSQLError:
            if error.serverInfo == nil { await state.markDown() }
            return ServiceError(.temporary, "the store \(address) failed: \(Self.reason(error))")
        default:
            return error
        }
    }

    /// The failure inside a transaction's wrapper.
    private static func unwrapped(_ error: any Error) -> any Error {
        guard let wrapped = error as? PostgresTransactionError else { return error }
        return wrapped.closureError ?? wrapped.beginError ?? wrapped.commitError ?? error
    }

    private struct Late: Error {}

    /// The server's own message when it sent one (never a value bound to the statement), else the failure's kind.
    private static func reason(_ error: PSQLError) -> String {
        if let message = error.serverInfo?[.message] { return String(message.prefix(200)) }
        return String(describing: error.code)
    }

    /// libpq's `sslmode` as postgres-nio's TLS: `allow` and `prefer` take the server's TLS when it offers it without
    /// checking its certificate, as libpq does; `require` checks it only against an `sslrootcert` given.
    static func tls(_ address: PostgresAddress) throws(ConfigurationError) -> PostgresClient.Configuration.TLS {
        var tls = TLSConfiguration.makeClientConfiguration()
        if let root = address.rootCertificate { tls.trustRoots = .file(root) }
        switch address.tls {
        case .disable:
            return .disable
        case .allow, .prefer:
            tls.certificateVerification = .none
            return .prefer(tls)
        case .require:
            tls.certificateVerification = address.rootCertificate == nil ? .none : .noHostnameVerification
        case .verifyCA:
            tls.certificateVerification = .noHostnameVerification
        case .verifyFull:
            tls.certificateVerification = .fullVerification
        }
        return .require(tls)
    }

    /// The schema's migration (one a process) and whether the server was just found down.
    private actor State {
        private var schema: Task<Void, any Error>?
        private var downUntil: ContinuousClock.Instant?

        var isDown: Bool { downUntil.map { ContinuousClock.now < $0 } ?? false }

        func migration(_ make: @escaping @Sendable () async throws -> Void) -> Task<Void, any Error> {
            if let schema { return schema }
            let task = Task { try await make() }
            schema = task
            return task
        }

        func forget(_ task: Task<Void, any Error>) {
            if schema == task { schema = nil }
        }

        /// Not asked again for two seconds.
        func markDown() {
            downUntil = ContinuousClock.now + .seconds(2)
        }
    }
}
