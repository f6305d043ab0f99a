import Domain
import Foundation
import Logging
import Persistence

/// The cache and the user-data database, each opened at most once a process (one lock, one migration check, one
/// integrity check) and shared by every store and factory that needs it. What opening did (a damaged file moved
/// aside) is said once; so is a cache that cannot be used.
final class SharedDatabases: Sendable {
    private let cache: Lazy<Result<SQLiteDatabase, ServiceError>>
    private let cacheOrNil: Lazy<SQLiteDatabase?>
    private let userData: Lazy<Result<SQLiteDatabase, any Error>>
    private let userDataPath: String

    init(paths: XDGPaths, logger: Logger) {
        let cache = Lazy { Self.openCache(at: paths.cacheFile, logger: logger) }
        self.cache = cache
        cacheOrNil = Lazy {
            switch cache.value {
            case .success(let database):
                return database
            case .failure(let error):
                logger.warning("cache disabled: \(error.message)")
                return nil
            }
        }
        userData = Lazy {
            Result {
                let database = try UserDataDatabase.open(at: paths.userDataFile)
                for notice in database.notices { logger.warning("\(notice)") }
                return database
            }
        }
        userDataPath = paths.userDataFile.path
    }

    /// The cache, or an error saying it cannot be used (`--offline`, where the cache is the answer).
    func requireCache() throws -> SQLiteDatabase {
        try cache.value.get()
    }

    /// The cache, or nil after a warning (said once): a cache that cannot be used never stops a search.
    func cacheIfUsable() -> SQLiteDatabase? {
        cacheOrNil.value
    }

    /// The user data (preferences, favourites, outbox, `--changes` answers), for `purpose` in an error. A lock held
    /// too long stays a temporary failure; anything else is "unavailable", naming the file.
    func userData(for purpose: String) throws -> SQLiteDatabase {
        do {
            return try userData.value.get()
        } catch let error as ServiceError {
            throw error
        } catch {
            throw ServiceError(.unavailable, "cannot open \(purpose) in \(userDataPath): \(CacheFailure.describe(error))")
        }
    }

    private static func openCache(at url: URL, logger: Logger) -> Result<SQLiteDatabase, ServiceError> {
        do {
            let database = try CacheDatabase.open(at: url)
            for notice in database.notices { logger.warning("\(notice)") }
            return .success(database)
        } catch let error as ServiceError {
            return .failure(error)
        } catch {
            return .failure(ServiceError(.unavailable, "the cache cannot be used: \(CacheFailure.describe(error))"))
        }
    }
}
