import Domain
import Foundation
import GRDB

/// Favourite places in the user-data database, unique per place.
public final class SQLiteFavoritesStore: FavoritesStore {
    private let database: SQLiteDatabase

    public init(database: SQLiteDatabase) {
        self.database = database
    }

    @discardableResult
    public func add(placeID: String, at date: Date) throws -> Bool {
        try database.write { db in
            try db.execute(
                sql: "INSERT OR IGNORE INTO favorite (placeID, addedAt) VALUES (?, ?)",
                arguments: [placeID, date.timeIntervalSince1970])
            return db.changesCount > 0
        }
    }

    @discardableResult
    public func remove(placeID: String) throws -> Bool {
        try database.write { db in
            try db.execute(sql: "DELETE FROM favorite WHERE placeID = ?", arguments: [placeID])
            return db.changesCount > 0
        }
    }

    public func list() throws -> [String] {
        try database.read { db in
            try String?.fetchAll(db, sql: "SELECT placeID FROM favorite ORDER BY addedAt, placeID").compactMap { $0 }
        }
    }
}
