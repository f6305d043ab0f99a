import Domain
import DomainTestSupport
import Foundation
import GRDB
import Persistence
import XCTest

/// `exchange`: the recorded answer read, compared and replaced as one step; unreadable records and damaged tables
/// reported and set right; a busy database a temporary failure before the comparison runs (issue 21).
final class BaselineExchangeTests: XCTestCase {
    func test_exchange_reportsAnUnreadableRecordAndReplacesIt() throws {
        let records: [(String, String)] = [
            ("not JSON", "x'00ff'"), ("text, not a blob", "'[]'"), ("JSON of another shape", "CAST('{\"a\":1}' AS BLOB)"),
            ("over 1 MiB", "zeroblob(2000000)"),
        ]
        for (name, value) in records {
            // Given
            let (sut, url) = try makeSUT()
            try raw(url, "INSERT INTO nearbyBaseline VALUES ('q', \(value), 0)")

            // When
            var seen: RecordedAnswer?
            _ = try sut.exchange(for: "q", at: Date()) { recorded in
                seen = recorded
                return [makeNearbyPlace(id: "a")]
            }

            // Then
            guard case .unreadable = seen else { return XCTFail("\(name): \(String(describing: seen))") }
            XCTAssertEqual(try sut.baseline(for: "q")?.map(\.placeID), ["a"], name)
        }
    }

    func test_exchange_setsADamagedTableRightSaysSoAndWorksAfter() throws {
        let damages = [
            ("dropped", "DROP TABLE nearbyBaseline", "missing"),
            ("a view", "DROP TABLE nearbyBaseline; CREATE VIEW nearbyBaseline AS SELECT 1 AS queryKey", "a view"),
            (
                "an aborting trigger",
                "CREATE TRIGGER stop BEFORE INSERT ON nearbyBaseline BEGIN SELECT RAISE(ABORT, 'no'); END", "trigger"
            ),
            ("other columns", "DROP TABLE nearbyBaseline; CREATE TABLE nearbyBaseline (x INTEGER)", "renamed"),
            (
                "a CHECK that refuses every row",
                """
                DROP TABLE nearbyBaseline; CREATE TABLE nearbyBaseline (queryKey TEXT PRIMARY KEY NOT NULL,
                places BLOB NOT NULL CHECK (length(places) < 2), recordedAt DOUBLE NOT NULL) WITHOUT ROWID
                """, "renamed"
            ),
            (
                "no primary key (each run would add a row, and the first be read)",
                "DROP TABLE nearbyBaseline; CREATE TABLE nearbyBaseline (queryKey TEXT, places BLOB, recordedAt DOUBLE)",
                "renamed"
            ),
            (
                "other types",
                "DROP TABLE nearbyBaseline; CREATE TABLE nearbyBaseline (queryKey INTEGER PRIMARY KEY, places TEXT, recordedAt TEXT)",
                "renamed"
            ),
            (
                "a unique index that refuses a second answer",
                "CREATE UNIQUE INDEX once ON nearbyBaseline (recordedAt > 0)", "index"
            ),
        ]
        for (name, sql, said) in damages {
            // Given
            let (sut, url) = try makeSUT()
            try sut.record([makeNearbyPlace(id: "old")], for: "q", at: Date())
            try raw(url, sql)

            // When
            let notices = try sut.exchange(for: "q", at: Date()) { _ in [makeNearbyPlace(id: "a")] }
            let next = try sut.exchange(for: "q", at: Date()) { _ in [makeNearbyPlace(id: "b")] }

            // Then
            XCTAssertTrue(notices.contains { $0.contains(said) }, "\(name): \(notices)")
            XCTAssertEqual(next, [], name)
            XCTAssertEqual(try sut.baseline(for: "q")?.map(\.placeID), ["b"], name)
        }
    }

    func test_exchange_isATemporaryFailureBeforeComparingWhileAnotherProcessHoldsTheDatabase() throws {
        // Given another connection in the middle of a write
        let (sut, url) = try makeSUT()
        var configuration = Configuration()
        configuration.allowsUnsafeTransactions = true
        let other = try DatabaseQueue(path: url.path, configuration: configuration)
        try other.writeWithoutTransaction { db in try db.execute(sql: "BEGIN IMMEDIATE") }
        defer { try? other.writeWithoutTransaction { db in try db.execute(sql: "ROLLBACK") } }

        // When
        var compared = false
        XCTAssertThrowsError(
            try sut.exchange(for: "q", at: Date()) { _ in
                compared = true
                return []
            }
        ) { error in
            // Then
            XCTAssertEqual((error as? ServiceError)?.kind, .temporary, "\(error)")
            XCTAssertTrue("\(error)".contains(url.path), "names the file held: \(error)")
        }
        XCTAssertFalse(compared, "nothing compared, so nothing printed")
    }

    func test_exchange_recordsNothingWhenTheComparisonFails() throws {
        // Given
        let (sut, _) = try makeSUT()
        try sut.record([makeNearbyPlace(id: "old")], for: "q", at: Date())
        struct ShowFailed: Error {}

        // When
        XCTAssertThrowsError(try sut.exchange(for: "q", at: Date()) { _ in throw ShowFailed() })

        // Then
        XCTAssertEqual(try sut.baseline(for: "q")?.map(\.placeID), ["old"])
    }

    // MARK: - Helpers

    private func makeSUT() throws -> (SQLiteNearbyBaselineStore, URL) {
        let url = try temporaryStoreURL()
        return (SQLiteNearbyBaselineStore(database: try UserDataDatabase.open(at: url)), url)
    }

    private func raw(_ url: URL, _ sql: String) throws {
        try DatabaseQueue(path: url.path).write { db in try db.execute(sql: sql) }
    }
}
