import Domain
import Foundation
import Logging
import Persistence
import Synchronization

/// The cache and the user-data database, each opened at most once a process (one lock, one migration check, one
/// integrity check) and shared by every store and factory that needs it. What opening did (a damaged file moved
/// aside) is said once; so is a cache that cannot be used.
final class SharedDatabases: Sendable {
    private let cache: Lazy<Opening>
    private let cacheOrNil: Lazy<SQLiteDatabase?>
    private let userData: Lazy<Opening>
    private let userDataPath: String

    init(
        paths: XDGPaths, logger: Logger, killAfter: SQLiteDatabase.WriteStep? = nil,
        stopAfter: SQLiteDatabase.WriteStep? = nil
    ) {
        let stopped = Mutex(false)
        let cache = Lazy { Self.openCache(at: paths.cacheFile, logger: logger) }
        self.cache = cache
        cacheOrNil = Lazy {
            switch cache.value {
            case .opened(let database):
                return database
            case .failed(let error):
                logger.warning("cache disabled: \((error as? ServiceError)?.message ?? String(describing: error))")
                return nil
            }
        }
        userData = Lazy {
            do {
                let database = try UserDataDatabase.open(at: paths.userDataFile) { step in
                    // FOODYBITE_TEST_KILL_AFTER: the durability tests' kill, at a step of a write of the user's data.
                    if step == killAfter { raise(SIGKILL) }
                    // FOODYBITE_TEST_STOP_AFTER: a process stopped (as by Ctrl-Z) the first time it reaches the step,
                    // until a SIGCONT: a `review add` stopped between queueing its review and sending it.
                    if step == stopAfter, Self.first(stopped) { raise(SIGSTOP) }
                }
                for notice in database.notices { logger.warning("\(notice)") }
                return .opened(database)
            } catch {
                return .failed(error)
            }
        }
        userDataPath = paths.userDataFile.path
    }

    /// True the first time only.
    private static func first(_ done: borrowing Mutex<Bool>) -> Bool {
        done.withLock { done in
            defer { done = true }
            return !done
        }
    }

    /// The cache, or an error saying it cannot be used (`--offline`, where the cache is the answer).
    func requireCache() throws -> SQLiteDatabase {
        try cache.value.database()
    }

    /// The cache, or nil after a warning (said once): a cache that cannot be used never stops a search.
    func cacheIfUsable() -> SQLiteDatabase? {
        cacheOrNil.value
    }

    /// The user data (preferences, favourites, outbox, `--changes` answers), for `purpose` in an error. A lock held
    /// too long stays a temporary failure; anything else is "unavailable", naming the file.
    func userData(for purpose: String) throws -> SQLiteDatabase {
        do {
            return try userData.value.database()
        } catch let error as ServiceError {
            throw error
        } catch {
            throw ServiceError(.unavailable, "cannot open \(purpose) in \(userDataPath): \(CacheFailure.describe(error))")
        }
    }

    private static func openCache(at url: URL, logger: Logger) -> Opening {
        do {
            let database = try CacheDatabase.open(at: url)
            for notice in database.notices { logger.warning("\(notice)") }
            return .opened(database)
        } catch let error as ServiceError {
            return .failed(error)
        } catch {
            return .failed(ServiceError(.unavailable, "the cache cannot be used: \(CacheFailure.describe(error))"))
        }
    }

    /// A database opened, or why not. Not `Result<SQLiteDatabase, ServiceError>`: making that generic type costs the
    /// runtime a search of every conformance in the binary (for `ServiceError: Error`) on every run.
    private enum Opening: Sendable {
        case opened(SQLiteDatabase)
        case failed(any Error)

        func database() throws -> SQLiteDatabase {
            switch self {
            case .opened(let database): return database
            case .failed(let error): throw error
            }
        }
    }
}
