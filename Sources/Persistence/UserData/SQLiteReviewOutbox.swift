import Domain
import Foundation
import GRDB

/// Reviews waiting to be sent, in the user-data database (never purged: a review is removed only once it is
/// known to be on the server).
public final class SQLiteReviewOutbox: ReviewOutbox {
    private let database: SQLiteDatabase

    public init(database: SQLiteDatabase) {
        self.database = database
    }

    @discardableResult
    public func add(placeID: String, text: String, stars: Int, createdAt: Date, error: String) throws -> PendingReview {
        try database.write { db in
            try db.execute(
                sql: "INSERT INTO reviewOutbox (placeID, text, stars, createdAt, lastError) VALUES (?, ?, ?, ?, ?)",
                arguments: [placeID, text, stars, createdAt.timeIntervalSince1970, error])
            return PendingReview(
                id: db.lastInsertedRowID, placeID: placeID, text: text, stars: stars, createdAt: createdAt, lastError: error)
        }
    }

    public func pending() throws -> [PendingReview] {
        try database.read { db in
            try Row.fetchAll(db, sql: "SELECT * FROM reviewOutbox ORDER BY id").compactMap(Self.pendingReview)
        }
    }

    public func remove(id: Int64) throws {
        try database.write { db in try db.execute(sql: "DELETE FROM reviewOutbox WHERE id = ?", arguments: [id]) }
    }

    public func recordFailure(id: Int64, error: String) throws {
        try database.write { db in
            try db.execute(
                sql: "UPDATE reviewOutbox SET attempts = attempts + 1, lastError = ? WHERE id = ?", arguments: [error, id])
        }
    }

    /// A row read back without trusting it: one missing a required value is skipped.
    static func pendingReview(_ row: Row) -> PendingReview? {
        guard let id = row.checkedInt64("id"), let placeID = row.checkedString("placeID"),
            let text = row.checkedString("text"), let stars = Plausible.stars(row.checkedInt("stars"))
        else { return nil }
        return PendingReview(
            id: id, placeID: placeID, text: text, stars: stars,
            createdAt: row.checkedDate("createdAt") ?? Date(timeIntervalSince1970: 0), lastError: row.checkedString("lastError"))
    }
}
