import Foundation

/// The user's own data (`$XDG_DATA_HOME/foodybite/foodybite.sqlite`): preferences, the review outbox and
/// favourites. Unlike the cache, it is never purged.
public enum UserDataDatabase {
    static let migrations: [(String, String)] = [
        ("v1", "CREATE TABLE preference (key TEXT PRIMARY KEY NOT NULL, value TEXT NOT NULL) WITHOUT ROWID;"),
        (
            "v2",
            """
            CREATE TABLE reviewOutbox (
                id INTEGER PRIMARY KEY AUTOINCREMENT,
                placeID TEXT NOT NULL, text TEXT NOT NULL, stars INTEGER NOT NULL, createdAt DOUBLE NOT NULL,
                attempts INTEGER NOT NULL DEFAULT 1, lastError TEXT
            );
            """
        ),
        ("v3", "CREATE TABLE favorite (placeID TEXT PRIMARY KEY NOT NULL, addedAt DOUBLE NOT NULL) WITHOUT ROWID;"),
    ]

    public static func open(at url: URL) throws -> SQLiteDatabase {
        try SQLiteDatabase(url: url, migrations: migrations)
    }
}
