import Domain
import Foundation
import GRDB

/// Reviews waiting to be sent, in the user-data database (never purged: a review is removed only once it is
/// known to be on the server). Each row records its owner (server and account) and a claim lease with its holder:
/// claiming is one IMMEDIATE transaction, so two processes can never both hold a claim on the same review; a claim
/// whose holder is gone (killed while sending: `ClaimHolder.isGone`) is taken at once, not when its lease ends.
public final class SQLiteReviewOutbox: ReviewOutbox {
    private let database: SQLiteDatabase
    private let holder: ClaimHolder
    private let isGone: @Sendable (ClaimHolder) -> Bool

    /// - Parameters:
    ///   - holder: who claims (this process).
    ///   - isGone: whether another claim's holder is gone (tests pass their own).
    public init(
        database: SQLiteDatabase, holder: ClaimHolder = .current,
        isGone: @escaping @Sendable (ClaimHolder) -> Bool = ClaimHolder.isGone
    ) {
        self.database = database
        self.holder = holder
        self.isGone = isGone
    }

    @discardableResult
    public func add(
        placeID: String, text: String, stars: Int, createdAt: Date, error: String?, owner: ReviewOwner?,
        claimedUntil: Date?
    ) throws -> PendingReview {
        try database.write { db in
            try db.execute(
                sql: """
                    INSERT INTO reviewOutbox
                        (placeID, text, stars, createdAt, lastError, server, accountID, claimedUntil, claimedBy)
                    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
                    """,
                arguments: [
                    placeID, text, stars, createdAt.timeIntervalSince1970, error, owner?.server, owner?.accountID.uuidString,
                    claimedUntil?.timeIntervalSince1970, claimedUntil.map { _ in holder.text },
                ])
            return PendingReview(
                id: db.lastInsertedRowID, placeID: placeID, text: text, stars: stars, createdAt: createdAt, lastError: error,
                owner: owner)
        }
    }

    public func pending(owner: ReviewOwner?) throws -> [PendingReview] {
        try database.read { db in
            guard let owner else {
                return try Row.fetchAll(db, sql: "SELECT * FROM reviewOutbox ORDER BY id").compactMap(Self.pendingReview)
            }
            return try Row.fetchAll(
                db,
                sql: """
                    SELECT * FROM reviewOutbox WHERE accountID IS NULL OR (server = ? AND accountID = ?) ORDER BY id
                    """, arguments: [owner.server, owner.accountID.uuidString]
            ).compactMap(Self.pendingReview)
        }
    }

    public func claim(id: Int64, until: Date, now: Date) throws -> ReviewClaim? {
        try database.write { db in
            guard
                let row = try Row.fetchOne(
                    db, sql: "SELECT claimedUntil, claimedBy, sendStartedAt, sendEnded FROM reviewOutbox WHERE id = ?",
                    arguments: [id])
            else { return nil }
            guard
                holder.mayClaim(
                    lease: row.checkedDouble("claimedUntil"), claimedBy: row.checkedString("claimedBy"),
                    sendStarted: row.checkedDouble("sendStartedAt") != nil, sendEnded: row.checkedInt("sendEnded") != 0,
                    now: now.timeIntervalSince1970, isGone: isGone)
            else { return nil }
            try db.execute(
                sql: "UPDATE reviewOutbox SET claimedUntil = ?, claimedBy = ? WHERE id = ?",
                arguments: [until.timeIntervalSince1970, holder.text, id])
            return ReviewClaim(
                sendStartedAt: row.checkedDouble("sendStartedAt").map(Date.init(timeIntervalSince1970:)),
                sendEnded: row.checkedInt("sendEnded") != 0)
        }
    }

    public func beginSend(id: Int64, at now: Date, until: Date) throws -> Bool {
        try database.write { db in
            try db.execute(
                sql: """
                    UPDATE reviewOutbox SET sendStartedAt = ?, sendEnded = 0, claimedUntil = ?
                    WHERE id = ? AND claimedBy = ? AND refusedAt IS NULL
                    """,
                arguments: [now.timeIntervalSince1970, until.timeIntervalSince1970, id, holder.text])
            return db.changesCount == 1
        }
    }

    @discardableResult
    public func release(id: Int64, error: String?, sendEnded: Bool) throws -> Bool {
        try database.write { db in
            try db.execute(
                sql: """
                    UPDATE reviewOutbox SET claimedUntil = NULL, claimedBy = NULL,
                        attempts = attempts + (CASE WHEN ?1 IS NULL THEN 0 ELSE 1 END), lastError = COALESCE(?1, lastError),
                        sendEnded = (CASE WHEN ?4 THEN 1 ELSE sendEnded END)
                    WHERE id = ?2 AND claimedBy = ?3
                    """,
                arguments: [error, id, holder.text, sendEnded])
            return db.changesCount == 1
        }
    }

    public func setAside(id: Int64, refusal: String, at now: Date) throws {
        try database.write { db in
            try db.execute(
                sql: """
                    UPDATE reviewOutbox SET refusedAt = ?, lastError = ?, claimedUntil = NULL, claimedBy = NULL, sendEnded = 1
                    WHERE id = ?
                    """,
                arguments: [now.timeIntervalSince1970, refusal, id])
        }
    }

    public func retry(id: Int64) throws -> Bool {
        try database.write { db in
            try db.execute(
                sql: "UPDATE reviewOutbox SET refusedAt = NULL WHERE id = ? AND refusedAt IS NOT NULL", arguments: [id])
            return db.changesCount == 1
        }
    }

    @discardableResult
    public func remove(id: Int64) throws -> Bool {
        try database.write { db in
            try db.execute(sql: "DELETE FROM reviewOutbox WHERE id = ?", arguments: [id])
            return db.changesCount == 1
        }
    }

    /// A row read back without trusting it: one missing a required value is skipped.
    static func pendingReview(_ row: Row) -> PendingReview? {
        guard let id = row.checkedInt64("id"), let placeID = row.checkedString("placeID"),
            let text = row.checkedString("text"), let stars = Plausible.stars(row.checkedInt("stars"))
        else { return nil }
        let owner = row.checkedString("server").flatMap { server in
            row.checkedString("accountID").flatMap(UUID.init(uuidString:)).map { ReviewOwner(server: server, accountID: $0) }
        }
        return PendingReview(
            id: id, placeID: placeID, text: text, stars: stars,
            createdAt: row.checkedDate("createdAt") ?? Date(timeIntervalSince1970: 0), lastError: row.checkedString("lastError"),
            owner: owner, refusedAt: row.checkedDate("refusedAt"))
    }
}
