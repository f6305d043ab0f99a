import Domain
import Foundation
import GRDB
import Persistence
import PersistenceTestSupport
import XCTest

/// The preferences contract, for the in-memory and the SQLite store.
final class UserPreferencesStoreTests: XCTestCase {
    func test_load_returnsTheDefaultsWhenNothingWasSaved_inEveryStore() throws {
        for sut in try makeSUTs() {
            XCTAssertEqual(try sut.load(), .default, "\(type(of: sut))")
        }
        XCTAssertEqual(UserPreferences.default, UserPreferences(radius: 10_000, minimumRating: 0))
    }

    func test_load_returnsWhatWasLastSaved_inEveryStore() throws {
        for sut in try makeSUTs() {
            try sut.save(UserPreferences(radius: 1500, minimumRating: 4))
            try sut.save(UserPreferences(radius: 800, minimumRating: 3.5))

            XCTAssertEqual(try sut.load(), UserPreferences(radius: 800, minimumRating: 3.5), "\(type(of: sut))")
        }
    }

    func test_load_persistsAcrossStoreInstances() throws {
        // Given
        let url = try temporaryStoreURL()
        try SQLiteUserPreferencesStore(database: try UserDataDatabase.open(at: url)).save(
            UserPreferences(radius: 1234, minimumRating: 4.5))

        // When
        let loaded = try SQLiteUserPreferencesStore(database: try UserDataDatabase.open(at: url)).load()

        // Then
        XCTAssertEqual(loaded, UserPreferences(radius: 1234, minimumRating: 4.5))
    }

    func test_load_ignoresOutOfRangeStoredValues() throws {
        // Given values edited by hand into the database
        let database = try UserDataDatabase.open(at: try temporaryStoreURL())
        try database.write { db in
            try db.execute(sql: "INSERT INTO preference (key, value) VALUES ('radius', '999999'), ('minimumRating', 'x')")
        }

        // When / Then
        XCTAssertEqual(try SQLiteUserPreferencesStore(database: database).load(), .default)
    }

    private func makeSUTs() throws -> [any UserPreferencesStore] {
        [
            InMemoryUserPreferencesStore(),
            SQLiteUserPreferencesStore(database: try UserDataDatabase.open(at: try temporaryStoreURL())),
        ]
    }
}
