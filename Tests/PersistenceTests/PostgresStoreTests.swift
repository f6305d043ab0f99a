import AsyncAssertions
import Domain
import DomainTestSupport
import Foundation
import Persistence
import XCTest

#if canImport(Glibc)
    import Glibc
#endif

/// The shared store's connection: the schema made once however many instances start at once, a newer schema left
/// alone, a server that is down or frozen failing calls fast as temporary, TLS as `sslmode` asks.
final class PostgresStoreTests: XCTestCase {
    func test_schema_fiveInstancesStartingAtOnce_makeItOnce() async throws {
        // Given five instances of one new store
        let address = try await PostgresTestCluster.makeDatabase()
        let stores = try (0..<5).map { _ in try PostgresTestCluster.store(address) }

        // When each asks for a route at once (their first use migrates)
        try await withThrowingTaskGroup(of: Void.self) { group in
            for store in stores {
                group.addTask {
                    _ = try await PostgresRouteStore(store: store).route(
                        from: makeLocation(1, 1), to: makeLocation(1, 2), mode: .walk)
                }
            }
            try await group.waitForAll()
        }

        // Then every one answered, and the schema is at its version once
        let versions = try await PostgresTestCluster.rows("SELECT version::text FROM foodybite_schema", in: stores[0])
        XCTAssertEqual(versions, ["2"])
    }

    func test_schema_newerThanThisBuild_isRefusedAndLeftAlone() async throws {
        // Given a store whose schema a newer foodybite wrote
        let address = try await PostgresTestCluster.makeDatabase()
        let first = try PostgresTestCluster.store(address)
        _ = try await PostgresTestCluster.rows("UPDATE foodybite_schema SET version = 99 RETURNING ''", in: first)
        let sut = PostgresRouteStore(store: try PostgresTestCluster.store(address))

        // When / Then
        await XCTAssertThrowsErrorAsync(
            try await sut.route(from: makeLocation(1, 1), to: makeLocation(1, 2), mode: .walk)
        ) { error in
            XCTAssertTrue("\(error)".contains("newer than this foodybite's"), "\(error)")
        }
        let versions = try await PostgresTestCluster.rows("SELECT version::text FROM foodybite_schema", in: first)
        XCTAssertEqual(versions, ["99"])
    }

    func test_anyCall_aServerThatNeverAnswers_failsAtTheDeadlineAsTemporary_thenAtOnce() async throws {
        // Given a port that takes connections and never answers (a frozen server)
        let frozen = try FrozenListener()
        let address = try PostgresAddress("postgresql://foodybite@127.0.0.1:\(frozen.port)/frozen?sslmode=disable")
        let sut = PostgresTextSearchStore(
            store: try PostgresStore(
                address: address, password: nil, deadline: .milliseconds(500),
                logger: PostgresTestCluster.logger))

        // When
        let started = ContinuousClock.now
        let first = await failure { try await sut.places(for: "dijon") }
        let firstTook = ContinuousClock.now - started
        let second = await failure { try await sut.places(for: "dijon") }
        let bothTook = ContinuousClock.now - started

        // Then: temporary both times, the second without waiting again
        XCTAssertEqual(first?.kind, .temporary, "\(String(describing: first))")
        XCTAssertEqual(second?.kind, .temporary)
        XCTAssertLessThan(firstTook, .seconds(3))
        XCTAssertLessThan(bothTook - firstTook, .milliseconds(300))
    }

    func test_anyCall_aServerThatIsDown_failsAsTemporaryNamingTheStoreWithoutItsPassword() async throws {
        // Given a port nobody listens on
        let address = try PostgresAddress("postgresql://foodybite@127.0.0.1:1/nothing?sslmode=disable")
        let sut = PostgresRouteStore(
            store: try PostgresStore(
                address: address, password: "s3cret-password", deadline: .seconds(1), logger: PostgresTestCluster.logger))

        // When
        let error = await failure { try await sut.route(from: makeLocation(1, 1), to: makeLocation(1, 2), mode: .walk) }

        // Then
        XCTAssertEqual(error?.kind, .temporary)
        XCTAssertTrue(
            error?.message.contains("postgresql://foodybite@127.0.0.1:1/nothing") == true, "\(String(describing: error))")
        XCTAssertFalse("\(String(describing: error))".contains("s3cret"))
    }

    func test_tls_verifyFullWithTheServersAuthority_connects_andAnotherAuthorityIsRefused() async throws {
        // Given the cluster's authority and another one
        let cluster = try PostgresTestCluster.cluster()
        let plain = try await PostgresTestCluster.makeDatabase()
        let trusted = try PostgresAddress(
            "postgresql://foodybite@localhost:\(cluster.port)/\(plain.database)?sslmode=verify-full&sslrootcert=\(cluster.folder)/ca.pem"
        )
        let foreign = try PostgresAddress(
            "postgresql://foodybite@localhost:\(cluster.port)/\(plain.database)?sslmode=verify-full&sslrootcert=\(cluster.folder)/other-ca.pem"
        )

        // When
        let store = try PostgresTestCluster.store(trusted)
        let encrypted = try await PostgresTestCluster.rows(
            "SELECT ssl::text FROM pg_stat_ssl WHERE pid = pg_backend_pid()", in: store)
        let refused = await failure {
            try await PostgresTextSearchStore(store: try PostgresTestCluster.store(foreign, deadline: .seconds(1)))
                .places(for: "dijon")
        }

        // Then
        XCTAssertEqual(encrypted, ["true"])
        XCTAssertEqual(refused?.kind, .temporary)
    }

    func test_tls_disable_connectsInTheClear() async throws {
        let store = try await PostgresTestCluster.makeStore()

        let encrypted = try await PostgresTestCluster.rows(
            "SELECT ssl::text FROM pg_stat_ssl WHERE pid = pg_backend_pid()", in: store)

        XCTAssertEqual(encrypted, ["false"])
    }

    // MARK: - Helpers

    private func failure(_ body: () async throws -> some Any) async -> ServiceError? {
        do {
            _ = try await body()
            return nil
        } catch {
            return error as? ServiceError ?? ServiceError(.unavailable, "not a service error: \(error)")
        }
    }
}

/// A loopback port whose connections are queued by the kernel and never answered.
private final class FrozenListener {
    let port: Int
    private let descriptor: Int32

    init() throws {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { pointer in
                bind(descriptor, pointer, length) == 0 && listen(descriptor, 16) == 0
                    && getsockname(descriptor, pointer, &length) == 0
            }
        }
        guard bound else {
            close(descriptor)
            throw ConfigurationError("no loopback port to listen on")
        }
        self.descriptor = descriptor
        port = Int(UInt16(bigEndian: address.sin_port))
    }

    deinit { close(descriptor) }
}
