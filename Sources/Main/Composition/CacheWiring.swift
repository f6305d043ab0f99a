import Domain
import Foundation
import Logging
import Persistence

/// The one way a remote service gets the cache: alone (`--no-cache`), the cache alone (`--offline`: a cache that
/// cannot be opened is an error), or the remote decorated to save into the cache, with the cache as its fallback
/// (a cache that cannot be opened is a warning, and the remote works alone). Nearby places, details and reviews
/// are all wired here, on the one shared cache database.
struct CacheWiring: Sendable {
    let configuration: AppConfiguration
    let databases: SharedDatabases
    let now: @Sendable () -> Date

    func wire<Service, Store>(
        _ mode: PlacesSource.CacheMode, remote: () throws -> Service, store: (SQLiteDatabase, CachePolicy) -> Store,
        offline: (Store) -> Service, online: (Service, Store) -> Service
    ) throws -> Service {
        switch mode {
        case .cacheOnly:
            return offline(store(try databases.requireCache(), try policy()))
        case .networkOnly:
            return try remote()
        case .networkThenCache:
            let remote = try remote()
            guard let database = databases.cacheIfUsable() else { return remote }
            return online(remote, store(database, try policy()))
        }
    }

    private func policy() throws -> CachePolicy {
        CachePolicy(maxAge: try configuration.cacheMaxAge(), now: now)
    }
}
