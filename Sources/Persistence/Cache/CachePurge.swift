import GRDB

/// Deletes content older than the maximum age; place ids stay in `knownPlace`. A save purges first, in its own
/// transaction (`saving`), when the last purge is an hour old or more (`PurgeMarker`): expired content is never
/// served, and is gone from the file within the hour after a write.
enum CachePurge {
    static func expired(_ db: Database, before cutoff: Double) throws {
        try db.execute(sql: "DELETE FROM place WHERE fetchedAt < ?", arguments: [cutoff])
        try db.execute(sql: "DELETE FROM placeDetails WHERE fetchedAt < ?", arguments: [cutoff])
        try db.execute(sql: "DELETE FROM review WHERE fetchedAt < ?", arguments: [cutoff])
        try db.execute(sql: "DELETE FROM textSearch WHERE fetchedAt < ?", arguments: [cutoff])
    }

    /// One write: what `policy` no longer serves is purged (when due), then `save` runs.
    static func saving(in database: SQLiteDatabase, policy: CachePolicy, _ save: (Database) throws -> Void) throws {
        let now = policy.now()
        let cutoff = now.addingTimeInterval(-policy.maxAge).timeIntervalSince1970
        let marker = PurgeMarker(path: database.path + ".purged")
        let due = marker.isDue(at: now)
        try database.write { db in
            if due { try expired(db, before: cutoff) }
            try save(db)
        }
        if due { marker.mark(at: now) }
    }
}
