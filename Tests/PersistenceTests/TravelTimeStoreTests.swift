import Domain
import Foundation
import Persistence
import XCTest

final class TravelTimeStoreTests: XCTestCase {
    func test_travelTimes_returnsWhatWasSavedForTheSameOriginAndModeWithinSevenDays() throws {
        // Given
        let clock = Clock()
        let sut = SQLiteTravelTimeStore(database: try CacheDatabase.open(at: try temporaryStoreURL()), now: { clock.now })
        try sut.save(
            ["a": TravelTime(mode: .walk, seconds: 120, meters: 150), "b": .noRoute(.walk)], from: origin(47.3220), mode: .walk)

        // When
        let same = try sut.travelTimes(from: origin(47.32201), to: ["a", "b", "c"], mode: .walk)
        let otherMode = try sut.travelTimes(from: origin(47.3220), to: ["a"], mode: .bike)
        let elsewhere = try sut.travelTimes(from: origin(47.3230), to: ["a"], mode: .walk)
        clock.now += SQLiteTravelTimeStore.lifetime + 1
        let expired = try sut.travelTimes(from: origin(47.3220), to: ["a"], mode: .walk)

        // Then: an origin a metre away is the same; no route is remembered as such; nothing else is known
        XCTAssertEqual(same, ["a": TravelTime(mode: .walk, seconds: 120, meters: 150), "b": .noRoute(.walk)])
        XCTAssertEqual(otherMode, [:])
        XCTAssertEqual(elsewhere, [:])
        XCTAssertEqual(expired, [:])
    }

    // MARK: - Helpers

    private final class Clock: @unchecked Sendable {
        var now = Date(timeIntervalSince1970: 1_795_000_000)
    }

    private func origin(_ latitude: Double) -> Location {
        guard let location = Location(latitude: latitude, longitude: 5.0415) else { preconditionFailure("on Earth") }
        return location
    }
}
