import Domain
import Foundation
import SnapshotTesting
import XCTest

@testable import CLI
@testable import Presentation

/// The exact text of `nearby --changes` in every format. Record with SNAPSHOT_TESTING_RECORD=missing.
final class NearbyChangesRendererSnapshotTests: XCTestCase {
    func test_render_everyFormat_addsTheChangeAndThePreviousRatingWhereItApplies() throws {
        for format in OutputFormat.allCases where format != .html {  // the page: MapPageTests
            let output = try NearbyChangesRenderer.render(
                Self.changes, as: format, terminal: .plain, searchArea: (NearbyRendererFixtures.query.location, 1500))

            assertSnapshot(of: output, as: .lines, named: format.rawValue)
        }
    }

    func test_render_json_keepsTheRowSchemaAndAddsOnlyChangeAndPreviousRating() throws {
        // When
        let changed = try NearbyChangesRenderer.render(Self.changes, as: .json, terminal: .plain)
        let plain = try NearbyRenderer.render(Self.changes.map(\.row), as: .json, terminal: .plain)

        // Then
        let changedRows = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(changed.utf8)) as? [[String: Any]])
        let plainRows = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(plain.utf8)) as? [[String: Any]])
        for (changedRow, plainRow) in zip(changedRows, plainRows) {
            XCTAssertEqual(Set(changedRow.keys).subtracting(plainRow.keys).subtracting(["change", "previousRating"]), [])
            XCTAssertEqual(Set(plainRow.keys).subtracting(changedRow.keys), [])
        }
        XCTAssertEqual(changedRows.map { $0["change"] as? String }, ["new", "rating", "gone", "closed", "reopened"])
        XCTAssertEqual(changedRows.map { $0["previousRating"] as? Double }, [nil, 3.9, nil, nil, nil])
    }

    // MARK: - Fixtures

    static let changes: [NearbyChangeRow] = {
        let rows = NearbyRendererSnapshotTests.rows
        let kinds: [NearbyChange] = [.new, .rating(previous: 3.9), .gone, .closed, .reopened]
        return zip(rows.cycled(to: kinds.count), kinds).map { NearbyChangeRow(row: $0, change: $1) }
    }()
}

extension Array {
    /// The elements repeated until there are `count` of them.
    fileprivate func cycled(to count: Int) -> [Element] {
        isEmpty ? [] : (0..<count).map { self[$0 % self.count] }
    }
}
