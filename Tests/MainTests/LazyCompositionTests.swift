import CLI
import CLITestSupport
import Foundation
import Networking
import Synchronization
import XCTest

@testable import Main

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The composition root builds nothing a command does not use (issue 11, part 1).
final class LazyCompositionTests: XCTestCase {
    func test_offlineAndLocalCommands_createNoHTTPClient() async throws {
        for arguments in [
            ["--version"], ["nearby", "--location", "47.3220,5.0415", "--offline"], ["config", "path"],
            ["whereami", "--location", "1,2"],
        ] {
            // Given
            let (composition, made, _) = try makeSUT()

            // When
            _ = await FoodybiteRunner.run(arguments: arguments, dependencies: composition.commandLine())

            // Then
            XCTAssertEqual(made.count, 0, "\(arguments)")
        }
    }

    func test_anOnlineCommand_createsTheClientOnce() async throws {
        let (composition, made, _) = try makeSUT()

        _ = await FoodybiteRunner.run(
            arguments: ["nearby", "--location", "47.3220,5.0415", "--no-cache"], dependencies: composition.commandLine())

        XCTAssertEqual(made.count, 1)
    }

    func test_version_readsNoConfigFile() async throws {
        // Given a config file that would be warned about when read
        let (composition, _, home) = try makeSUT()
        let config = home.appendingPathComponent("config/foodybite/config.yaml")
        try FileManager.default.createDirectory(at: config.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("- not a mapping\n".utf8).write(to: config)
        let console = try XCTUnwrap(composition.console as? ConsoleSpy)

        // When
        let code = await FoodybiteRunner.run(arguments: ["--version"], dependencies: composition.commandLine())

        // Then
        XCTAssertEqual(code, 0)
        XCTAssertEqual(console.errorOutput, "", "the config file was not read")
    }

    // MARK: - Helpers

    private func makeSUT() throws -> (LiveComposition, Counter, URL) {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("lazy-\(UUID().uuidString)")
        addTeardownBlock { try? FileManager.default.removeItem(at: home) }
        var composition = LiveComposition(
            environment: [
                "HOME": home.path, "XDG_CONFIG_HOME": home.appendingPathComponent("config").path,
                "XDG_CACHE_HOME": home.appendingPathComponent("cache").path,
                "XDG_DATA_HOME": home.appendingPathComponent("data").path, "FOODYBITE_PLACES_API_KEY": "k",
                "FOODYBITE_PLACES_URL": "http://127.0.0.1:9", "FOODYBITE_RETRIES": "0",
            ], console: ConsoleSpy())
        let made = Counter()
        composition.makeHTTPClient = {
            made.increment()
            return FailingClient()
        }
        return (composition, made, home)
    }

    private final class Counter: Sendable {
        private let value = Mutex(0)
        var count: Int { value.withLock { $0 } }
        func increment() { value.withLock { $0 += 1 } }
    }

    private struct FailingClient: HTTPClient {
        func send(_ request: URLRequest, limit: ResponseLimit) async throws -> (Data, HTTPURLResponse) {
            throw HTTPClientError.cannotConnect("connection refused")
        }
    }
}
