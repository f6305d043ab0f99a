import Domain
import DomainTestSupport
import Foundation
import GRDB
import Persistence
import XCTest

/// Places cached before `--kind` get their kind when the cache is opened (schema v5): restaurants, fast food by its
/// primary type, unknown when no specific type is known; offline `--kind` then answers as online would (issue 22).
final class CacheKindMigrationTests: XCTestCase {
    func test_open_givesPlacesCachedBeforeKindsTheirKind() async throws {
        // Given a cache as foodybite left it before schema v5, with the places its mappers kept then
        let url = try temporaryStoreURL()
        _ = try CacheDatabase.open(at: url)
        try await DatabaseQueue(path: url.path).write { db in
            // (foodybite then counted no migrations in user_version)
            try db.execute(
                sql:
                    "ALTER TABLE place DROP COLUMN kind; DELETE FROM grdb_migrations WHERE identifier = 'v5'; PRAGMA user_version = 0"
            )
            for (id, types) in Self.oldPlaces {
                try db.execute(
                    sql: """
                        INSERT INTO place (placeID, name, latitude, longitude, businessStatus, fetchedAt, types)
                        VALUES (?, ?, 0.001, 0, 'operational', ?, ?)
                        """, arguments: [id, id, Date().timeIntervalSince1970, types])
            }
        }

        // When
        let store = SQLiteNearbyStore(database: try CacheDatabase.open(at: url))
        let kinds = try await DatabaseQueue(path: url.path).read { db in
            try Dictionary(
                uniqueKeysWithValues: Row.fetchAll(db, sql: "SELECT placeID, kind FROM place").map {
                    (String.fromDatabaseValue($0["placeID"]) ?? "", String.fromDatabaseValue($0["kind"]))
                })
        }
        let restaurants = try await store.searchNearby(query(.restaurant)).places.map(\.placeID)
        let cafes = try await store.searchNearby(query(.cafe)).places.map(\.placeID)

        // Then
        XCTAssertEqual(
            kinds,
            [
                "pizzeria": "restaurant", "burgers": "fast-food", "generic": nil, "untyped": nil,
                "tagged-first": "restaurant",
            ])
        XCTAssertEqual(Set(restaurants), ["pizzeria", "burgers", "generic", "untyped", "tagged-first"])
        XCTAssertEqual(Set(cafes), ["generic", "untyped"], "places of unknown type are kept for every kind, as online")
    }

    private static let oldPlaces: [(String, String?)] = [
        ("pizzeria", ",pizza_restaurant,restaurant,food,"), ("burgers", ",fast_food_restaurant,restaurant,"),
        ("generic", ",food,point_of_interest,establishment,"), ("untyped", nil),
        ("tagged-first", ",food,store,italian_restaurant,"),
    ]

    private func query(_ kind: PlaceKind) -> NearbySearchQuery {
        makeQuery(location: makeLocation(0, 0), radius: 1000, limit: 60, kinds: [kind])
    }
}
