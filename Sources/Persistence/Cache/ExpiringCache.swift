import GRDB

/// The cache's content tables in one database under one policy: every store reads and writes through it. A read sees
/// only what the policy still serves (`read`'s cutoff); a write (`save`) first deletes content older than the maximum
/// age, in its own transaction, when the last purge is an hour old or more (`PurgeMarker`): expired content is never
/// served, and is gone from the file within the hour after a write. Place ids stay in `knownPlace`.
struct ExpiringCache: Sendable {
    let database: SQLiteDatabase
    let policy: CachePolicy

    /// One read; `cutoff` (seconds since 1970): content fetched before it has expired.
    func read<T>(_ body: (Database, _ cutoff: Double) throws -> T) throws -> T {
        let cutoff = policy.cutoff.timeIntervalSince1970
        return try database.read { db in try body(db, cutoff) }
    }

    /// One write: what the policy no longer serves is purged (when due), then `save` runs.
    func save(_ save: (Database) throws -> Void) throws {
        let now = policy.now()
        let cutoff = now.addingTimeInterval(-policy.maxAge).timeIntervalSince1970
        let marker = PurgeMarker(path: database.path + ".purged")
        let due = marker.isDue(at: now)
        try database.write { db in
            if due { try Self.purge(db, before: cutoff) }
            try save(db)
        }
        if due { marker.mark(at: now) }
    }

    private static func purge(_ db: Database, before cutoff: Double) throws {
        for table in ["place", "placeDetails", "review", "textSearch"] {
            try db.execute(sql: "DELETE FROM \(table) WHERE fetchedAt < ?", arguments: [cutoff])
        }
    }
}
