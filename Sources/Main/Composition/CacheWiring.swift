import CLI
import Domain
import Foundation
import Logging
import Persistence

/// The one way a remote service gets the cache: alone (`--no-cache`), the cache alone (`--offline`: a cache that
/// cannot be opened is an error), or the remote decorated to save into the cache, with the cache as its fallback
/// (a cache that cannot be opened is a warning, and the remote works alone). Nearby places, details and reviews
/// are all wired here.
struct CacheWiring: Sendable {
    let configuration: AppConfiguration
    let paths: XDGPaths
    let now: @Sendable () -> Date
    let logger: Logger

    func wire<Service, Store>(
        _ mode: PlacesSource.CacheMode, remote: () throws -> Service, store: (SQLiteDatabase, CachePolicy) -> Store,
        offline: (Store) -> Service, online: (Service, Store) -> Service
    ) throws -> Service {
        switch mode {
        case .cacheOnly:
            return offline(store(try openForOfflineUse(), try policy()))
        case .networkOnly:
            return try remote()
        case .networkThenCache:
            let remote = try remote()
            guard let database = openOrWarn() else { return remote }
            return online(remote, store(database, try policy()))
        }
    }

    private func policy() throws -> CachePolicy {
        CachePolicy(maxAge: try configuration.cacheMaxAge(), now: now)
    }

    /// The cache, or nil with a warning: a cache that cannot be used never stops a search.
    private func openOrWarn() -> SQLiteDatabase? {
        do {
            return try openForOfflineUse()
        } catch {
            logger.warning("cache disabled: \(CacheFailure.describe(error))")
            return nil
        }
    }

    private func openForOfflineUse() throws -> SQLiteDatabase {
        do {
            let database = try CacheDatabase.open(at: paths.cacheFile)
            for notice in database.notices { logger.warning("\(notice)") }
            return database
        } catch let error as ServiceError {
            throw error
        } catch {
            throw ServiceError(.unavailable, "the cache cannot be used: \(CacheFailure.describe(error))")
        }
    }
}
