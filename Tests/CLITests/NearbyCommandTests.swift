import CLI
import CLITestSupport
import Domain
import DomainTestSupport
import Foundation
import Synchronization
import XCTest

final class NearbyCommandTests: XCTestCase {
    func test_run_searchesWithTheGivenFlags() async throws {
        // Given
        let (run, spy, _) = makeSUT()

        // When
        let code = await run([
            "nearby", "--location", "-33.8670522,151.1957362", "--radius", "1500", "--stars", "4.5", "--limit", "7", "--sort",
            "rating",
        ])

        // Then
        XCTAssertEqual(code, 0)
        XCTAssertEqual(
            spy.receivedQueries,
            [
                NearbySearchQuery(
                    location: makeLocation(-33.8670522, 151.1957362), radius: 1500, minimumRating: 4.5, limit: 7,
                    order: .rating, provider: .google)
            ])
    }

    func test_run_usesSavedPreferencesWhenRadiusAndStarsAreNotGiven() async throws {
        // Given
        let (run, spy, _) = makeSUT(preferences: UserPreferences(radius: 800, minimumRating: 3))

        // When
        _ = await run(["nearby", "--location", "1,2"])

        // Then
        XCTAssertEqual(spy.receivedQueries.first?.radius, 800)
        XCTAssertEqual(spy.receivedQueries.first?.minimumRating, 3)
        XCTAssertEqual(spy.receivedQueries.first?.limit, 20)
        XCTAssertEqual(spy.receivedQueries.first?.order, .distance)
    }

    func test_run_passesTheChosenPlacesAPIToTheFactory() async {
        // Given
        let chosen = ChoiceRecorder()
        let (run, _, _) = makeSUT(onChoice: chosen.record)

        // When
        _ = await run(["nearby", "--location", "1,2", "--places-api", "legacy"])
        _ = await run(["nearby", "--location", "1,2"])

        // Then
        XCTAssertEqual(
            chosen.values,
            [
                PlacesSource(api: .legacy, cache: .networkThenCache, provider: .google),
                PlacesSource(api: nil, cache: .networkThenCache, provider: .google),
            ], "the configured provider, google by default")
    }

    func test_run_writesRowsAsJSONOnStdoutAndNothingOnStderr() async throws {
        // Given
        let place = makeNearbyPlace(id: "p", name: "Here", location: makeLocation(1, 2))
        let (run, _, console) = makeSUT(result: .success([place]))

        // When
        let code = await run(["nearby", "--location", "1,2", "--format", "json"])

        // Then
        XCTAssertEqual(code, 0)
        XCTAssertEqual(console.errorOutput, "")
        let json = try JSONSerialization.jsonObject(with: Data(console.output.utf8)) as? [[String: Any]]
        XCTAssertEqual(json?.first?["placeID"] as? String, "p")
        XCTAssertEqual(json?.first?["distanceMeters"] as? Int, 0)
    }

    func test_run_saysOnStderrWhenNothingMatchedAndStillSucceeds() async {
        // Given
        let (run, _, console) = makeSUT(result: .success([]))

        // When
        let code = await run(["nearby", "--location", "1,2", "--radius", "1500", "--stars", "4"])

        // Then
        XCTAssertEqual(code, 0)
        XCTAssertEqual(console.output, "")
        XCTAssertEqual(console.errorOutput, "No restaurants found within 1500 m rated 4.0 or more.\n")
    }

    func test_run_namesTheKindsLookedForWhenNothingMatched() async {
        // Given
        let (run, _, console) = makeSUT(result: .success([]))

        // When
        let code = await run(["nearby", "--location", "1,2", "--radius", "1500", "--kind", "bakery,cafe"])

        // Then
        XCTAssertEqual(code, 0)
        XCTAssertEqual(console.errorOutput, "No cafés or bakeries found within 1500 m.\n")
    }

    func test_run_mapsServiceErrorsToDocumentedExitCodesWithOneRedactedLine() async {
        // Given
        let cases: [(ServiceError, Int32)] = [
            (ServiceError(.permissionDenied, "denied for key SECRET-KEY-123"), 77), (ServiceError(.temporary, "slow"), 75),
            (ServiceError(.unavailable, "down"), 69), (ServiceError(.invalidInput, "bad"), 64),
            (ServiceError(.notFound, "none"), 69), (ServiceError(.conflict, "taken"), 65),
        ]
        for (error, expected) in cases {
            let (run, _, console) = makeSUT(result: .failure(error), secrets: ["SECRET-KEY-123"])

            // When
            let code = await run(["nearby", "--location", "1,2"])

            // Then
            XCTAssertEqual(code, expected, error.message)
            XCTAssertEqual(console.output, "")
            XCTAssertEqual(console.errorOutput.filter { $0 == "\n" }.count, 1)
            XCTAssertTrue(console.errorOutput.hasPrefix("foodybite: "))
            XCTAssertFalse(console.errorOutput.contains("SECRET-KEY-123"), console.errorOutput)
        }
    }

    func test_run_exitsWithConfigurationWhenTheServiceCannotBeBuilt() async {
        // Given
        let (run, _, console) = makeSUT(factoryError: ConfigurationError("no Google Places API key"))

        // When
        let code = await run(["nearby", "--location", "1,2"])

        // Then
        XCTAssertEqual(code, 78)
        XCTAssertEqual(console.errorOutput, "foodybite: no Google Places API key\n")
    }

    func test_run_rejectsBadInputWithOneLineAndUsageExitCodeBeforeSearching() async {
        // Given
        let bad: [[String]] = [
            ["--location", "91,0"], ["--location", "abc"], ["--location", "1,2", "--radius", "0"],
            ["--location", "1,2", "--radius", "50001"], ["--location", "1,2", "--radius", "1.5"],
            ["--location", "1,2", "--stars", "5.1"], ["--location", "1,2", "--stars", "-1"],
            ["--location", "1,2", "--stars", "nan"],
            ["--location", "1,2", "--limit", "0"], ["--location", "1,2", "--limit", "61"],
            ["--location", "1,2", "--sort", "price"],
            ["--location", "1,2", "--format", "xml"], ["--location", "1,2", "--places-api", "old"],
            ["--location", "1,2", "--near", "x"],
            ["--location", "1,2", "--bogus"],
        ]
        for arguments in bad {
            let (run, spy, console) = makeSUT()

            // When
            let code = await run(["nearby"] + arguments)

            // Then
            XCTAssertEqual(code, 64, "\(arguments)")
            XCTAssertEqual(console.errorOutput.filter { $0 == "\n" }.count, 1, console.errorOutput)
            XCTAssertTrue(console.errorOutput.hasPrefix("foodybite: "), console.errorOutput)
            XCTAssertTrue(spy.receivedQueries.isEmpty)
        }
    }

    func test_run_exitsWithConfigurationWhenNoLocationCanBeFound() async {
        // Given a resolver with no source that answers
        let (run, spy, console) = makeSUT()

        // When
        let code = await run(["nearby", "--radius", "10"])

        // Then
        XCTAssertEqual(code, 78)
        XCTAssertEqual(console.errorOutput.filter { $0 == "\n" }.count, 1)
        XCTAssertTrue(spy.receivedQueries.isEmpty)
    }

    func test_run_acceptsANegativeLatitudeAsTheNextArgument() async {
        // Given
        let (run, spy, _) = makeSUT()

        // When
        let code = await run(["nearby", "--location", "-33.8,-70.6"])

        // Then
        XCTAssertEqual(code, 0)
        XCTAssertEqual(spy.receivedQueries.first?.location, makeLocation(-33.8, -70.6))
    }

    func test_help_listsTheExitCodesAndSucceeds() async {
        // Given
        let (run, _, console) = makeSUT()

        // When
        let code = await run(["nearby", "--help"])

        // Then
        XCTAssertEqual(code, 0)
        XCTAssertTrue(console.output.contains("75  temporary failure"), console.output)
        XCTAssertTrue(console.output.contains("--places-api"))
    }

    // MARK: - Helpers

    private final class ChoiceRecorder: Sendable {
        private let recorded = Mutex<[PlacesSource]>([])
        var values: [PlacesSource] { recorded.withLock { $0 } }
        func record(_ source: PlacesSource) { recorded.withLock { $0.append(source) } }
    }

    private func makeSUT(
        result: Result<[NearbyPlace], ServiceError> = .success([]), preferences: UserPreferences = .default,
        factoryError: ConfigurationError? = nil, secrets: [String] = [],
        defaultLocation: Location? = nil, onChoice: @escaping @Sendable (PlacesSource) -> Void = { _ in }
    ) -> (([String]) async -> Int32, SearchNearbyServiceSpy, ConsoleSpy) {
        let spy = SearchNearbyServiceSpy(result: result)
        let console = ConsoleSpy()
        var dependencies = Dependencies.failing(console: console)
        dependencies.services.makeSearchNearbyService = { choice in
            onChoice(choice)
            if let factoryError { throw factoryError }
            return spy
        }
        dependencies.services.makePreferencesStore = { UserPreferencesStub(preferences) }
        dependencies.services.defaultLocation = { defaultLocation }
        dependencies.services.resolveLocation = { request in
            guard let location = request.explicit else { throw ConfigurationError("no location") }
            return ResolvedLocation(location: location, source: .argument)
        }
        dependencies.services.secrets = { secrets }
        return ({ await FoodybiteRunner.run(arguments: $0, dependencies: dependencies) }, spy, console)
    }
}
