import CLI
import CLITestSupport
import Domain
import DomainTestSupport
import Foundation
import Synchronization
import XCTest

/// `nearby --changes` when a provider's cap stopped the search: a place recorded beyond what the search read is
/// neither reported gone nor forgotten; one inside it that is missing is gone.
final class NearbyChangesCommandTests: XCTestCase {
    func test_run_withChanges_neverReportsAPlaceACapHidAsGone() async throws {
        // Given a recorded answer with a place 110 m and one 670 m away, and a search capped after 300 m that saw
        // only the near one
        let (run, store, console) = makeSUT(found: [near], completeWithin: 300)
        store.seed([near, far])

        // When
        let code = await run(arguments)

        // Then
        XCTAssertEqual(code, 0, console.errorOutput)
        XCTAssertEqual(console.output, "", "nothing changed that the search could see")
        XCTAssertEqual(store.recorded.map(\.placeID), ["near", "far"], "the far place is kept for the next run")
    }

    func test_run_withChanges_reportsAMissingPlaceGoneWhenTheSearchReadEverything() async throws {
        // Given the same, with no cap
        let (run, store, console) = makeSUT(found: [near], completeWithin: nil)
        store.seed([near, far])

        // When
        let code = await run(arguments)

        // Then
        XCTAssertEqual(code, 0, console.errorOutput)
        XCTAssertTrue(
            console.output.contains(#""change":"gone""#) || console.output.contains(#""change" : "gone""#), console.output)
        XCTAssertEqual(store.recorded.map(\.placeID), ["near"])
    }

    func test_run_withChanges_writesTheCreditsTheChangedRowsDataAsksFor_underTheTable() async throws {
        // Given an OpenStreetMap place new since the recorded answer
        let mapped = makeNearbyPlace(id: "osm:node/1", name: "Mapped", location: makeLocation(47.323, 5.0415))
        let (run, store, console) = makeSUT(found: [mapped], completeWithin: nil)
        store.seed([])

        // When
        let code = await run(["nearby", "--location", "47.322,5.0415", "--radius", "1000", "--provider", "osm", "--changes"])

        // Then
        XCTAssertEqual(code, 0, console.errorOutput)
        XCTAssertTrue(console.output.contains("Mapped"), console.output + " / " + console.errorOutput)
        XCTAssertTrue(console.errorOutput.contains("Map data © OpenStreetMap contributors"), console.errorOutput)
    }

    // MARK: - Helpers

    private let arguments = ["nearby", "--location", "47.322,5.0415", "--radius", "1000", "--changes", "--format", "json"]
    private let near = makeNearbyPlace(id: "near", name: "Near", location: makeLocation(47.323, 5.0415), rating: 4.5)
    private let far = makeNearbyPlace(id: "far", name: "Far", location: makeLocation(47.328, 5.0415), rating: 4.5)

    private final class BaselineStoreStub: NearbyBaselineStore {
        private let places = Mutex<[NearbyPlace]?>(nil)
        func seed(_ seeded: [NearbyPlace]) { places.withLock { $0 = seeded } }
        var recorded: [NearbyPlace] { places.withLock { $0 ?? [] } }
        func baseline(for key: String) throws -> [NearbyPlace]? { places.withLock { $0 } }
        func record(_ recorded: [NearbyPlace], for key: String, at date: Date) throws { places.withLock { $0 = recorded } }
    }

    private func makeSUT(found: [NearbyPlace], completeWithin: Double?) -> (
        ([String]) async -> Int32, BaselineStoreStub, ConsoleSpy
    ) {
        let caps = completeWithin.map { [SearchCap(description: "a cap", remedies: [], completeWithin: $0)] } ?? []
        let spy = SearchNearbyServiceSpy(result: .success(found), caps: caps)
        let store = BaselineStoreStub()
        let console = ConsoleSpy()
        var dependencies = Dependencies.failing(console: console)
        dependencies.services.makeSearchNearbyService = { _ in spy }
        dependencies.services.makeNearbyBaselineStore = { store }
        dependencies.services.makePreferencesStore = { UserPreferencesStub(.default) }
        dependencies.services.distance = { GreatCircle.meters(from: $0, to: $1) }
        dependencies.services.resolveLocation = { request in
            guard let location = request.explicit else { throw ConfigurationError("no location") }
            return ResolvedLocation(location: location, source: .argument)
        }
        return ({ await FoodybiteRunner.run(arguments: $0, dependencies: dependencies) }, store, console)
    }
}
