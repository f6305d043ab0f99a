import GRDB

/// Deletes content older than the maximum age; place ids stay in `knownPlace`.
enum CachePurge {
    static func expired(_ db: Database, before cutoff: Double) throws {
        try db.execute(sql: "DELETE FROM place WHERE fetchedAt < ?", arguments: [cutoff])
        try db.execute(sql: "DELETE FROM placeDetails WHERE fetchedAt < ?", arguments: [cutoff])
        try db.execute(sql: "DELETE FROM review WHERE fetchedAt < ?", arguments: [cutoff])
    }
}
