import Domain
import DomainTestSupport
import Foundation
import GRDB
import Persistence
import XCTest

final class NearbyBaselineStoreTests: XCTestCase {
    func test_baseline_isNilForAQueryNeverRecorded() throws {
        XCTAssertNil(try makeSUT().baseline(for: "never"))
    }

    func test_record_replacesTheAnswerOfItsQueryOnlyAndSurvivesReopening() throws {
        // Given
        let url = try temporaryStoreURL()
        let sut = SQLiteNearbyBaselineStore(database: try UserDataDatabase.open(at: url))
        let first = [
            makeNearbyPlace(id: "a", rating: 4.5), makeNearbyPlace(id: "b", rating: nil, businessStatus: .closedTemporarily),
        ]
        let second = [makeNearbyPlace(id: "c", rating: 4.1)]

        // When
        try sut.record(first, for: "query-1", at: Date())
        try sut.record(second, for: "query-2", at: Date())
        try sut.record(second, for: "query-1", at: Date())

        // Then
        let reopened = SQLiteNearbyBaselineStore(database: try UserDataDatabase.open(at: url))
        XCTAssertEqual(try reopened.baseline(for: "query-1")?.map(\.placeID), ["c"])
        XCTAssertEqual(try reopened.baseline(for: "query-2"), second)
    }

    func test_baseline_isNilForADamagedRecordAndImplausibleNumbersAreUnknown() throws {
        // Given a record that is not JSON, and one with a rating no place has
        let url = try temporaryStoreURL()
        let sut = SQLiteNearbyBaselineStore(database: try UserDataDatabase.open(at: url))
        try sut.record([makeNearbyPlace(id: "a", rating: 4.5)], for: "odd", at: Date())
        try DatabaseQueue(path: url.path).write { db in
            try db.execute(sql: "INSERT INTO nearbyBaseline VALUES ('damaged', x'00ff', 0)")
            try db.execute(sql: "UPDATE nearbyBaseline SET places = replace(places, '4.5', '1e300') WHERE queryKey = 'odd'")
        }

        // When / Then
        XCTAssertNil(try sut.baseline(for: "damaged"))
        XCTAssertEqual(try sut.baseline(for: "odd")?.first?.rating, nil)
    }

    private func makeSUT() throws -> SQLiteNearbyBaselineStore {
        SQLiteNearbyBaselineStore(database: try UserDataDatabase.open(at: try temporaryStoreURL()))
    }
}
