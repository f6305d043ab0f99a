import Domain
import Foundation
import PostgresNIO

/// The review outbox in the shared store: every instance signed in as the team's account sends from one queue, and a
/// review is sent by one of them only. A claim is taken in a transaction on the review's row locked with
/// `SELECT … FOR UPDATE SKIP LOCKED` (a row another instance is claiming right now is skipped, never waited for), then
/// kept by its lease and its holder as `SQLiteReviewOutbox` keeps it: a holder known to be gone (on this machine)
/// frees it at once, one on another machine keeps it until its lease runs out. Never purged: a review is removed
/// only once it is known to be on the server, or the user drops it.
public final class PostgresReviewOutbox: ReviewOutbox {
    private let store: PostgresStore
    private let holder: ClaimHolder
    private let isGone: @Sendable (ClaimHolder) -> Bool

    public init(
        store: PostgresStore, holder: ClaimHolder = .current,
        isGone: @escaping @Sendable (ClaimHolder) -> Bool = ClaimHolder.isGone
    ) {
        self.store = store
        self.holder = holder
        self.isGone = isGone
    }

    @discardableResult
    public func add(
        placeID: String, text: String, stars: Int, createdAt: Date, error: String?, owner: ReviewOwner?,
        claimedUntil: Date?
    ) async throws -> PendingReview {
        let (created, until) = (createdAt.timeIntervalSince1970, claimedUntil?.timeIntervalSince1970)
        let claimedBy = claimedUntil.map { _ in holder.text }
        let (server, account) = (owner?.server, owner?.accountID.uuidString)
        let id = try await store.withTransaction { connection, logger in
            try await connection.query(
                """
                INSERT INTO review_outbox
                    (place_id, text, stars, created_at, last_error, server, account_id, claimed_until, claimed_by)
                VALUES (\(placeID), \(text), \(stars), \(created), \(error), \(server), \(account), \(until), \(claimedBy))
                RETURNING id
                """, logger: logger
            ).decode(Int64.self).first { _ in true }
        }
        guard let id else { throw ServiceError(.unavailable, "the store did not say which review it queued") }
        return PendingReview(
            id: id, placeID: placeID, text: text, stars: stars, createdAt: createdAt, lastError: error, owner: owner)
    }

    public func pending(owner: ReviewOwner?) async throws -> [PendingReview] {
        let (server, account) = (owner?.server, owner?.accountID.uuidString)
        let everything = owner == nil
        return try await store.withConnection { connection, logger in
            var reviews: [PendingReview] = []
            for try await row in try await connection.query(
                """
                SELECT id, place_id, text, stars, created_at, last_error, server, account_id, refused_at FROM review_outbox
                WHERE \(everything) OR account_id IS NULL OR (server = \(server) AND account_id = \(account)) ORDER BY id
                """, logger: logger
            ).decode((Int64, String, String, Int, Double, String?, String?, String?, Double?).self) {
                if let review = Self.review(row) { reviews.append(review) }
            }
            return reviews
        }
    }

    public func claim(id: Int64, until: Date, now: Date) async throws -> ReviewClaim? {
        let (holder, isGone) = (holder, isGone)
        let (lease, instant) = (until.timeIntervalSince1970, now.timeIntervalSince1970)
        return try await store.withTransaction { connection, logger in
            let row = try await connection.query(
                """
                SELECT claimed_until, claimed_by, send_started_at, send_ended FROM review_outbox
                WHERE id = \(id) FOR UPDATE SKIP LOCKED
                """, logger: logger
            ).decode((Double?, String?, Double?, Bool).self).first { _ in true }
            guard let (claimedUntil, claimedBy, sendStartedAt, sendEnded) = row else { return nil }
            guard
                holder.mayClaim(
                    lease: claimedUntil, claimedBy: claimedBy, sendStarted: sendStartedAt != nil, sendEnded: sendEnded,
                    now: instant, isGone: isGone)
            else { return nil }
            try await connection.query(
                "UPDATE review_outbox SET claimed_until = \(lease), claimed_by = \(holder.text) WHERE id = \(id)",
                logger: logger)
            return ReviewClaim(
                sendStartedAt: sendStartedAt.map(Date.init(timeIntervalSince1970:)), sendEnded: sendEnded)
        }
    }

    public func beginSend(id: Int64, at now: Date, until: Date) async throws -> Bool {
        try await changes(
            """
            UPDATE review_outbox SET send_started_at = \(now.timeIntervalSince1970), send_ended = false,
                claimed_until = \(until.timeIntervalSince1970)
            WHERE id = \(id) AND claimed_by = \(holder.text) AND refused_at IS NULL RETURNING id
            """) == 1
    }

    @discardableResult
    public func release(id: Int64, error: String?, sendEnded: Bool) async throws -> Bool {
        let tried = error != nil
        return try await changes(
            """
            UPDATE review_outbox SET claimed_until = NULL, claimed_by = NULL,
                attempts = attempts + (CASE WHEN \(tried) THEN 1 ELSE 0 END), last_error = coalesce(\(error), last_error),
                send_ended = send_ended OR \(sendEnded)
            WHERE id = \(id) AND claimed_by = \(holder.text) RETURNING id
            """) == 1
    }

    public func setAside(id: Int64, refusal: String, at now: Date) async throws {
        _ = try await changes(
            """
            UPDATE review_outbox SET refused_at = \(now.timeIntervalSince1970), last_error = \(refusal),
                claimed_until = NULL, claimed_by = NULL, send_ended = true
            WHERE id = \(id) RETURNING id
            """)
    }

    public func retry(id: Int64) async throws -> Bool {
        try await changes(
            "UPDATE review_outbox SET refused_at = NULL WHERE id = \(id) AND refused_at IS NOT NULL RETURNING id") == 1
    }

    @discardableResult
    public func remove(id: Int64) async throws -> Bool {
        try await changes("DELETE FROM review_outbox WHERE id = \(id) RETURNING id") == 1
    }

    /// The rows one statement (ending in `RETURNING id`) changed, in a transaction of its own.
    private func changes(_ statement: PostgresQuery) async throws -> Int {
        try await store.withTransaction { connection, logger in
            var count = 0
            for try await _ in try await connection.query(statement, logger: logger).decode(Int64.self) { count += 1 }
            return count
        }
    }

    /// A row read back without trusting it: implausible stars or a non-finite date make it unreadable (skipped).
    private static func review(
        _ row: (Int64, String, String, Int, Double, String?, String?, String?, Double?)
    ) -> PendingReview? {
        let (id, placeID, text, stars, createdAt, lastError, server, account, refusedAt) = row
        guard let stars = Plausible.stars(stars), createdAt.isFinite else { return nil }
        let owner = server.flatMap { server in
            account.flatMap(UUID.init(uuidString:)).map { ReviewOwner(server: server, accountID: $0) }
        }
        return PendingReview(
            id: id, placeID: placeID, text: text, stars: stars, createdAt: Date(timeIntervalSince1970: createdAt),
            lastError: lastError, owner: owner,
            refusedAt: refusedAt.flatMap { $0.isFinite ? Date(timeIntervalSince1970: $0) : nil })
    }
}
