import Domain
import Foundation
import GRDB

/// Place names from the cache: a nearby row's, else the cached details' (their payload decoded).
public struct SQLitePlaceNames: PlaceNameLookup {
    private let database: SQLiteDatabase

    public init(database: SQLiteDatabase) {
        self.database = database
    }

    public func names(of placeIDs: Set<String>) throws -> [String: String] {
        guard !placeIDs.isEmpty else { return [:] }
        let ids = String(decoding: try JSONEncoder().encode(placeIDs.sorted()), as: UTF8.self)
        return try database.read { db in
            var names: [String: String] = [:]
            let rows = try Row.fetchAll(
                db, sql: "SELECT placeID, name FROM place WHERE placeID IN (SELECT value FROM json_each(?))", arguments: [ids])
            for row in rows {
                if let id = row.checkedString("placeID"), let name = row.checkedString("name") { names[id] = name }
            }
            let details = try Row.fetchAll(
                db, sql: "SELECT placeID, payload FROM placeDetails WHERE placeID IN (SELECT value FROM json_each(?))",
                arguments: [ids])
            for row in details {
                guard let id = row.checkedString("placeID"), names[id] == nil, let payload = row.checkedData("payload"),
                    let place = try? JSONDecoder().decode(PlaceDetails.self, from: payload)
                else { continue }
                names[id] = place.name
            }
            return names
        }
    }
}
