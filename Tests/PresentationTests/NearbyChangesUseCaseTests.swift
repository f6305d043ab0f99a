import Domain
import DomainTestSupport
import Foundation
import Presentation
import Synchronization
import XCTest

/// `nearby --changes` as a workflow, without a command: record the first answer, show what changed, record after
/// showing (a run that cannot show its changes records nothing).
final class NearbyChangesUseCaseTests: XCTestCase {
    func test_run_recordsTheFirstAnswerAndShowsNothing() throws {
        // Given
        let (sut, store) = makeSUT()
        var shown: [[NearbyChangeRow]] = []

        // When
        let outcome = try sut.run(result([place("a", 4.5), place("b", 4.2)]), query: query, key: "k", source: "Google Places") {
            shown.append($0)
        }

        // Then
        XCTAssertEqual(outcome, .firstRun(listed: 2))
        XCTAssertEqual(shown.count, 0)
        XCTAssertEqual(store.recorded["k"]?.map(\.placeID), ["a", "b"])
    }

    func test_run_showsTheChangesBeforeRecordingTheNewAnswer() throws {
        // Given
        let (sut, store) = makeSUT()
        store.recorded["k"] = [place("a", 4.5), place("gone", 4.0)]
        var recordedWhenShown: [String]?

        // When
        let outcome = try sut.run(result([place("a", 4.7)]), query: query, key: "k", source: "Google Places") { _ in
            recordedWhenShown = store.recorded["k"]?.map(\.placeID)
        }

        // Then
        XCTAssertEqual(outcome, .compared(changes: 2))
        XCTAssertEqual(recordedWhenShown, ["a", "gone"], "shown before the new answer is recorded")
        XCTAssertEqual(store.recorded["k"]?.map(\.placeID), ["a"])
    }

    func test_run_recordsNothingWhenTheChangesCannotBeShown() {
        // Given
        let (sut, store) = makeSUT()
        store.recorded["k"] = [place("a", 4.5)]

        // When
        XCTAssertThrowsError(
            try sut.run(result([place("b", 4.5)]), query: query, key: "k", source: "Google Places") { _ in throw Broken() })

        // Then: the next run still sees the change
        XCTAssertEqual(store.recorded["k"]?.map(\.placeID), ["a"])
    }

    func test_run_showsNothingWhenNothingChanged() throws {
        let (sut, store) = makeSUT()
        store.recorded["k"] = [place("a", 4.5)]
        var calls = 0

        let outcome = try sut.run(result([place("a", 4.5)]), query: query, key: "k", source: "Google Places") { _ in calls += 1 }

        XCTAssertEqual(outcome, .compared(changes: 0))
        XCTAssertEqual(calls, 0)
    }

    // MARK: - Helpers

    private struct Broken: Error {}

    private final class StoreStub: NearbyBaselineStore, @unchecked Sendable {
        var recorded: [String: [NearbyPlace]] = [:]
        func baseline(for key: String) throws -> [NearbyPlace]? { recorded[key] }
        func record(_ places: [NearbyPlace], for key: String, at date: Date) throws { recorded[key] = places }
    }

    private let query = makeQuery(location: makeLocation(47.322, 5.0415), radius: 1000)

    private func makeSUT() -> (NearbyChangesUseCase, StoreStub) {
        let store = StoreStub()
        let sut = NearbyChangesUseCase(
            store: store, distance: { GreatCircle.meters(from: $0, to: $1) }, providers: .sample,
            now: { Date(timeIntervalSince1970: 0) },
            hours: OpeningHoursText(now: { Date(timeIntervalSince1970: 0) }, timeZone: TimeZone(identifier: "UTC") ?? .current))
        return (sut, store)
    }

    private func result(_ places: [NearbyPlace]) -> NearbySearchResult { NearbySearchResult(places: places) }

    private func place(_ id: String, _ rating: Double) -> NearbyPlace {
        makeNearbyPlace(id: id, name: "Place \(id)", location: makeLocation(47.323, 5.0415), rating: rating)
    }
}
