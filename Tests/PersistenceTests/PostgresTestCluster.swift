import Domain
import Foundation
import Logging
import Persistence
import PostgresNIO
import XCTest

/// The PostgreSQL cluster `make test-store` starts (scripts/store/postgres.sh): its port and folder in
/// FOODYBITE_TEST_POSTGRES_PORT and FOODYBITE_TEST_POSTGRES_DIR. Each test gets a database of its own. Without the
/// cluster these classes fail, never skip: make test leaves them out, make test-store runs them.
enum PostgresTestCluster {
    struct Cluster {
        let port: Int
        let folder: String
        let password: String
    }

    static let logger = Logger(label: "foodybite.tests") { _ in SwiftLogNoOpLogHandler() }

    static func cluster() throws -> Cluster {
        let environment = ProcessInfo.processInfo.environment
        guard let port = environment["FOODYBITE_TEST_POSTGRES_PORT"].flatMap(Int.init),
            let folder = environment["FOODYBITE_TEST_POSTGRES_DIR"]
        else {
            throw ConfigurationError("these tests need PostgreSQL: run make test-store")
        }
        let password = try String(contentsOfFile: folder + "/password", encoding: .utf8)
            .trimmingCharacters(in: .whitespacesAndNewlines)
        return Cluster(port: port, folder: folder, password: password)
    }

    /// A new, empty database's address (TLS as `query` asks: none by default).
    static func makeDatabase(query: String = "sslmode=disable") async throws -> PostgresAddress {
        let cluster = try cluster()
        let name = "t_" + UUID().uuidString.lowercased().replacingOccurrences(of: "-", with: "")
        let connection = try await PostgresConnection.connect(
            configuration: .init(
                host: "127.0.0.1", port: cluster.port, username: "foodybite", password: cluster.password,
                database: "postgres", tls: .disable),
            id: 1, logger: logger)
        try await connection.query("CREATE DATABASE \(unescaped: name)", logger: logger)
        try await connection.close()
        return try PostgresAddress("postgresql://foodybite@localhost:\(cluster.port)/\(name)?\(query)")
    }

    /// A store on `address` with the cluster's password.
    static func store(_ address: PostgresAddress, deadline: Duration = .seconds(5)) throws -> PostgresStore {
        try PostgresStore(address: address, password: try cluster().password, deadline: deadline, logger: logger)
    }

    /// A new database's store.
    static func makeStore() async throws -> PostgresStore {
        try store(try await makeDatabase())
    }

    /// One statement's rows as text (psql's way of looking), on the store's own database.
    static func rows(_ sql: String, in store: PostgresStore) async throws -> [String] {
        try await store.withConnection { connection, logger in
            var rows: [String] = []
            for try await value in try await connection.query(PostgresQuery(unsafeSQL: sql), logger: logger)
                .decode(String.self)
            {
                rows.append(value)
            }
            return rows
        }
    }
}
