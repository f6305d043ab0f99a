import Domain
import DomainTestSupport
import Foundation
import GRDB
import XCTest

@testable import Persistence

/// Where a place is found offline: the index of grid cells (`GridCell`) reads a search's bounding box row by row of
/// the grid; whatever the place (on a cell's edge, by a pole, across the antimeridian), the answer is every place
/// within the radius, as measured by `GreatCircle`, and a cache written with the R*Tree before it is read the same.
final class GridCellIndexTests: XCTestCase {
    func test_searchNearby_findsEveryPlaceWithinTheRadiusAndNoOther_anywhereOnEarth() async throws {
        var generator = SeededGenerator(seed: 43)
        let centres = [(0.0, 0.0), (89.995, 10), (-89.9995, -170), (12.3455, 179.9995), (-33.001, -180), (48.8566, 2.3522)]
            .map { makeLocation($0.0, $0.1) }
        for centre in centres {
            // Given places around the centre, a third of them on the edges of grid cells (whole thousandths)
            let radius = [40, 300, 2_500].randomElement(using: &generator) ?? 300
            let places = (0..<400).map { index in
                makeNearbyPlace(
                    id: "p\(index)", location: point(near: centre, radius: radius, onEdge: index % 3 == 0, &generator))
            }
            let sut = try makeSUT()
            try await sut.save(places, at: Date())

            // When
            let found = try await sut.searchNearby(makeQuery(location: centre, radius: radius, limit: 400)).places

            // Then
            let within = places.filter { GreatCircle.meters(from: centre, to: $0.location) <= Double(radius) }
            XCTAssertEqual(Set(found.map(\.placeID)), Set(within.map(\.placeID)), "\(centre), \(radius) m")
            XCTAssertGreaterThan(within.count, 20, "\(centre): the test should find places")
        }
    }

    func test_open_aCacheWrittenWithTheRTree_isFoundByTheGridAfterwards_andItsRTreeGone() async throws {
        // Given a cache at schema v8 (the R*Tree's) holding a place
        let url = try temporaryStoreURL()
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        let queue = try DatabaseQueue(path: url.path)
        var migrator = DatabaseMigrator()
        for (identifier, sql) in CacheSchema.migrations.prefix(8) {
            migrator.registerMigration(identifier) { db in try db.execute(sql: sql) }
        }
        try migrator.migrate(queue)
        try await queue.write { db in
            try db.execute(
                sql: """
                    INSERT INTO place (placeID, name, latitude, longitude, businessStatus, fetchedAt)
                    VALUES ('old', 'Old', 47.3221, 5.0416, 'operational', ?)
                    """, arguments: [Date().timeIntervalSince1970])
            try db.execute(sql: "INSERT INTO placeGeo VALUES (last_insert_rowid(), 47.3221, 47.3221, 5.0416, 5.0416)")
            try db.execute(sql: "PRAGMA user_version = 8")
        }
        try queue.close()

        // When
        let database = try CacheDatabase.open(at: url)
        let found = try await SQLiteNearbyStore(database: database)
            .searchNearby(makeQuery(location: makeLocation(47.322, 5.0415), radius: 100)).places

        // Then
        XCTAssertEqual(found.map(\.placeID), ["old"])
        let tables = try database.read { db in try String.fetchAll(db, sql: "SELECT name FROM sqlite_master") }
        XCTAssertFalse(tables.contains { $0.hasPrefix("placeGeo") }, "\(tables)")
        XCTAssertTrue(tables.contains("place_cell"), "\(tables)")
    }

    func test_rowAndColumn_areTheCellsSQLiteComputes() throws {
        // Given points on and beside the edges of cells, and the ends of the ranges
        let points = [(-90.0, -180.0), (90, 180), (0, 0), (47.322, 5.0415), (-0.0005, -0.0005), (12.3455, 179.9995)]
        let queue = try DatabaseQueue()
        let sql = "SELECT \(GridCell.sql)".replacingOccurrences(of: "latitude", with: ":latitude")
            .replacingOccurrences(of: "longitude", with: ":longitude")
        for (latitude, longitude) in points {
            // When
            let computed = try queue.read { db in
                try Int64.fetchOne(db, sql: sql, arguments: ["latitude": latitude, "longitude": longitude])
            }

            // Then
            let cell = GridCell.row(latitude) * GridCell.columns + GridCell.column(longitude)
            XCTAssertEqual(computed, cell, "\(latitude),\(longitude)")
        }
    }

    // MARK: - Helpers

    private func makeSUT() throws -> SQLiteNearbyStore {
        SQLiteNearbyStore(database: try CacheDatabase.open(at: try temporaryStoreURL()))
    }

    /// A point up to 1.5 radii from the centre (longitudes wrapped, latitudes within the poles), rounded to a whole
    /// thousandth of a degree when on an edge.
    private func point(near centre: Location, radius: Int, onEdge: Bool, _ generator: inout SeededGenerator) -> Location {
        let reach = 1.5 * Double(radius) / 111_000
        var latitude = min(90, max(-90, centre.latitude + Double.random(in: -reach...reach, using: &generator)))
        let stretch = max(cos(latitude * .pi / 180), 0.01)
        var longitude = centre.longitude + Double.random(in: -reach...reach, using: &generator) / stretch
        if onEdge { (latitude, longitude) = ((latitude * 1_000).rounded() / 1_000, (longitude * 1_000).rounded() / 1_000) }
        longitude = longitude > 180 ? longitude - 360 : longitude < -180 ? longitude + 360 : longitude
        return makeLocation(latitude, longitude)
    }
}
