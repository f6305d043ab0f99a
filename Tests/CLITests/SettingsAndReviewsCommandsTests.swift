import CLI
import CLITestSupport
import Domain
import DomainTestSupport
import Foundation
import XCTest

/// config, preferences and reviews, run in process with test doubles.
final class SettingsAndReviewsCommandsTests: XCTestCase {
    func test_config_setsShowsAndFindsItsFile() async throws {
        // Given
        let (run, console, _, configuration) = makeSUT()

        // When
        let set = await run(["config", "set", "places_api", "legacy"])
        let show = await run(["config", "show", "--format", "json"])
        let path = await run(["config", "path"])

        // Then
        XCTAssertEqual([set, show, path], [0, 0, 0], console.errorOutput)
        XCTAssertEqual(configuration.stored["places_api"], "legacy")
        XCTAssertTrue(console.output.contains("\"legacy\""), console.output)
        XCTAssertTrue(console.output.hasSuffix("/config/foodybite/config.yaml\n"), console.output)
    }

    func test_config_neverTakesASecretAsAnArgument() async {
        let (run, _, _, configuration) = makeSUT()

        let code = await run(["config", "set", "places_api_key", "AIzaSecret"])

        XCTAssertEqual(code, 64)
        XCTAssertNil(configuration.stored["places_api_key"])
    }

    func test_preferences_setThenShowAsJSON() async throws {
        let (run, console, preferences, _) = makeSUT()

        let set = await run(["preferences", "set", "--radius", "1500", "--stars", "4", "--home", "47.3220,5.0415"])
        let show = await run(["preferences", "show", "--format", "json"])

        XCTAssertEqual([set, show], [0, 0], console.errorOutput)
        XCTAssertEqual(try preferences.load().radius, 1500)
        XCTAssertEqual(try preferences.load().home, Location(latitude: 47.322, longitude: 5.0415))
        XCTAssertTrue(console.output.contains("\"radius\" : 1500"), console.output)
    }

    func test_preferences_refusesARadiusOutOfRange() async {
        let (run, _, _, _) = makeSUT()

        let code = await run(["preferences", "set", "--radius", "0"])

        XCTAssertEqual(code, 64)
    }

    func test_reviews_printsAnEmptyJSONListAsBrackets() async {
        let (run, console, _, _) = makeSUT()

        let code = await run(["reviews", "--format", "json"])

        XCTAssertEqual(code, 0, console.errorOutput)
        XCTAssertEqual(console.output, "[]\n")
    }

    // MARK: - Helpers

    private func makeSUT() -> (([String]) async -> Int32, ConsoleSpy, UserPreferencesStub, ConfigurationEditorStub) {
        let console = ConsoleSpy()
        let preferences = UserPreferencesStub()
        let configuration = ConfigurationEditorStub()
        let server = ServerStub()
        var dependencies = Dependencies.failing(console: console)
        dependencies.configuration = configuration
        dependencies.services.makePreferencesStore = { preferences }
        dependencies.services.makeAccountServices = { _ in server.services }
        return ({ await FoodybiteRunner.run(arguments: $0, dependencies: dependencies) }, console, preferences, configuration)
    }
}
