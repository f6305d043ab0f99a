import GRDB

/// Deletes content older than the maximum age; place ids stay in `knownPlace`. Every save purges first, in its
/// own transaction (`saving`), so that the cache never grows past what it may serve.
enum CachePurge {
    static func expired(_ db: Database, before cutoff: Double) throws {
        try db.execute(sql: "DELETE FROM place WHERE fetchedAt < ?", arguments: [cutoff])
        try db.execute(sql: "DELETE FROM placeDetails WHERE fetchedAt < ?", arguments: [cutoff])
        try db.execute(sql: "DELETE FROM review WHERE fetchedAt < ?", arguments: [cutoff])
        try db.execute(sql: "DELETE FROM textSearch WHERE fetchedAt < ?", arguments: [cutoff])
    }

    /// One write: what `policy` no longer serves is purged, then `save` runs.
    static func saving(in database: SQLiteDatabase, policy: CachePolicy, _ save: (Database) throws -> Void) throws {
        let cutoff = policy.cutoff.timeIntervalSince1970
        try database.write { db in
            try expired(db, before: cutoff)
            try save(db)
        }
    }
}
