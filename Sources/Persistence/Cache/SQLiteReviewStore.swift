import Domain
import Foundation
import GRDB

/// Cached reviews in SQLite, served offline until they expire.
public final class SQLiteReviewStore: GetReviewsService, ReviewCache {
    private let cache: ExpiringCache

    public init(database: SQLiteDatabase, policy: CachePolicy = CachePolicy()) {
        cache = ExpiringCache(database: database, policy: policy)
    }

    public func save(_ reviews: [Review], at date: Date) async throws {
        try cache.save { db in
            for review in reviews {
                try db.execute(
                    sql: """
                        INSERT INTO review (placeID, authorName, text, rating, createdAt, relativeTime, fetchedAt)
                        VALUES (?, ?, ?, ?, ?, ?, ?)
                        ON CONFLICT(placeID, authorName, text, createdAt) DO UPDATE SET
                            rating = excluded.rating, relativeTime = excluded.relativeTime, fetchedAt = excluded.fetchedAt
                        """,
                    arguments: [
                        review.placeID, review.authorName, review.text, review.rating, review.createdAt?.timeIntervalSince1970,
                        review.relativeTimeDescription, date.timeIntervalSince1970,
                    ])
            }
        }
    }

    public func getReviews(placeID: String?) async throws -> [Review] {
        try cache.read { db, cutoff in
            var sql = "SELECT * FROM review WHERE fetchedAt >= ?"
            var arguments: [any DatabaseValueConvertible] = [cutoff]
            if let placeID {
                sql += " AND placeID = ?"
                arguments.append(placeID)
            }
            return try Row.fetchAll(db, sql: sql + " ORDER BY createdAt, id", arguments: StatementArguments(arguments))
                .compactMap(Self.review)
        }
    }

    /// A row read back without trusting it: one missing a required value is skipped.
    static func review(_ row: Row) -> Review? {
        guard let placeID = row.checkedString("placeID"), let authorName = row.checkedString("authorName"),
            let text = row.checkedString("text"), let fetchedAt = row.checkedDate("fetchedAt")
        else { return nil }
        return Review(
            placeID: placeID, authorName: authorName, text: text, rating: Plausible.stars(row.checkedInt("rating")) ?? 0,
            createdAt: row.checkedDate("createdAt"), relativeTimeDescription: row.checkedString("relativeTime"),
            cachedAt: fetchedAt)
    }
}
