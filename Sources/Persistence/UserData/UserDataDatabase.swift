import Foundation

/// The user's own data (`$XDG_DATA_HOME/foodybite/foodybite.sqlite`): preferences, the review outbox,
/// favourites and the baselines of `nearby --changes`. Unlike the cache, it is never purged.
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
        (
            "v4",
            """
            ALTER TABLE reviewOutbox ADD COLUMN server TEXT;
            ALTER TABLE reviewOutbox ADD COLUMN accountID TEXT;
            ALTER TABLE reviewOutbox ADD COLUMN claimedUntil DOUBLE;
            """
        ),
        (
            "v5",
            "CREATE TABLE nearbyBaseline (queryKey TEXT PRIMARY KEY NOT NULL, places BLOB NOT NULL, recordedAt DOUBLE NOT NULL) WITHOUT ROWID;"
        ),
        // Who holds a review's claim (`ClaimHolder`): a claim whose process is gone is free before its lease ends.
        ("v6", "ALTER TABLE reviewOutbox ADD COLUMN claimedBy TEXT;"),
        // When a send began and whether its sender saw it end (a send never seen to end may still land until its
        // deadline), and when the server refused the review (set aside). A review queued by an earlier version may
        // have been sent: it is looked for on the server first.
        (
            "v7",
            """
            ALTER TABLE reviewOutbox ADD COLUMN sendStartedAt DOUBLE;
            ALTER TABLE reviewOutbox ADD COLUMN sendEnded INTEGER NOT NULL DEFAULT 0;
            ALTER TABLE reviewOutbox ADD COLUMN refusedAt DOUBLE;
            UPDATE reviewOutbox SET sendStartedAt = 0, sendEnded = 1;
            """
        ),
    ]

    /// Opens the file, checking its integrity first: user data is not a cache, so a damaged file is moved aside
    /// (never deleted), what SQLite can still read of it is copied over (pending reviews first), and the
    /// database's `notices` say so with the path of the moved file. `afterStep` is called after each step of a write (the
    /// durability tests kill the process there).
    public static func open(
        at url: URL, afterStep: @escaping @Sendable (SQLiteDatabase.WriteStep) throws -> Void = { _ in }
    ) throws -> SQLiteDatabase {
        try SQLiteDatabase(
            url: url, migrations: migrations, verifiesIntegrity: true, checkpointsWrites: true, salvage: UserDataSalvage.copy,
            afterStep: afterStep)
    }
}
