import Domain
import Persistence
import XCTest

final class InMemoryUserPreferencesStoreTests: XCTestCase {
    func test_load_returnsDefaultsWhenNothingWasSaved() throws {
        XCTAssertEqual(try makeSUT().load(), .default)
        XCTAssertEqual(UserPreferences.default, UserPreferences(radius: 10_000, minimumRating: 0))
    }

    func test_load_returnsWhatWasLastSaved() throws {
        // Given
        let sut = makeSUT()

        // When
        try sut.save(UserPreferences(radius: 1500, minimumRating: 4))
        try sut.save(UserPreferences(radius: 800, minimumRating: 3.5))

        // Then
        XCTAssertEqual(try sut.load(), UserPreferences(radius: 800, minimumRating: 3.5))
    }

    private func makeSUT() -> InMemoryUserPreferencesStore {
        InMemoryUserPreferencesStore()
    }
}
