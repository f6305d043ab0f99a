import Domain
import Foundation
import Persistence
import PersistenceTestSupport
import XCTest

/// The favourites contract, for the in-memory and the SQLite store.
final class FavoritesStoreTests: XCTestCase {
    func test_add_keepsEachPlaceOnceInTheOrderAdded_inEveryStore() throws {
        for sut in try makeSUTs() {
            XCTAssertTrue(try sut.add(placeID: "b", at: Date(timeIntervalSince1970: 1)))
            XCTAssertTrue(try sut.add(placeID: "a", at: Date(timeIntervalSince1970: 2)))
            XCTAssertFalse(try sut.add(placeID: "b", at: Date(timeIntervalSince1970: 3)), "\(type(of: sut))")

            XCTAssertEqual(try sut.list(), ["b", "a"], "\(type(of: sut))")
        }
    }

    func test_remove_saysWhetherThePlaceWasAFavourite_inEveryStore() throws {
        for sut in try makeSUTs() {
            try sut.add(placeID: "a", at: Date())

            XCTAssertTrue(try sut.remove(placeID: "a"))
            XCTAssertFalse(try sut.remove(placeID: "a"), "\(type(of: sut))")
            XCTAssertEqual(try sut.list(), [])
        }
    }

    func test_list_persistsAcrossStoreInstances() throws {
        let url = try temporaryStoreURL()
        try SQLiteFavoritesStore(database: try UserDataDatabase.open(at: url)).add(placeID: "kept", at: Date())

        XCTAssertEqual(try SQLiteFavoritesStore(database: try UserDataDatabase.open(at: url)).list(), ["kept"])
    }

    private func makeSUTs() throws -> [any FavoritesStore] {
        [InMemoryFavoritesStore(), SQLiteFavoritesStore(database: try UserDataDatabase.open(at: try temporaryStoreURL()))]
    }
}
