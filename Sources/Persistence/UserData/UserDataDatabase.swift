import Foundation

/// The user's own data (`$XDG_DATA_HOME/foodybite/foodybite.sqlite`): preferences now; favourites and the
/// review outbox later. Unlike the cache, it is never purged.
public enum UserDataDatabase {
    static let migrations: [(String, String)] = [
        ("v1", "CREATE TABLE preference (key TEXT PRIMARY KEY NOT NULL, value TEXT NOT NULL) WITHOUT ROWID;")
    ]

    public static func open(at url: URL) throws -> SQLiteDatabase {
        try SQLiteDatabase(url: url, migrations: migrations)
    }
}
