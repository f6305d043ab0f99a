import Foundation

/// The cache file (`$XDG_CACHE_HOME/foodybite/cache.sqlite`) with its schema.
public enum CacheDatabase {
    public static func open(at url: URL) throws -> SQLiteDatabase {
        try SQLiteDatabase(url: url, migrations: CacheSchema.migrations)
    }
}
