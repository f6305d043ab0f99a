import Domain
import Foundation
import Logging
import Persistence

/// The one way a remote service gets the cache: alone (`--no-cache`), the cache alone (`--offline`: a cache that
/// cannot be opened is an error), or the remote decorated to save into the cache, with the cache as its fallback
/// (a cache that cannot be opened is a warning, and the remote works alone). Nearby places, details (on the engine the
/// `store` setting chose: `CacheEngine`) and reviews (this home's) are all wired here.
struct CacheWiring: Sendable {
    let configuration: AppConfiguration
    let now: @Sendable () -> Date

    /// `store` makes the engine's store for a policy: nil when the cache cannot be used, an error instead when it is
    /// required.
    func wire<Service, Store>(
        _ mode: PlacesSource.CacheMode, remote: () throws -> Service,
        store: (CachePolicy, _ required: Bool) throws -> Store?, offline: (Store) -> Service,
        online: (Service, Store) -> Service
    ) throws -> Service {
        switch mode {
        case .cacheOnly:
            guard let store = try store(try policy(), true) else {
                throw ServiceError(.unavailable, "the cache cannot be used")
            }
            return offline(store)
        case .networkOnly:
            return try remote()
        case .networkThenCache:
            let remote = try remote()
            guard let store = try store(try policy(), false) else { return remote }
            return online(remote, store)
        }
    }

    private func policy() throws -> CachePolicy {
        CachePolicy(maxAge: try configuration.cacheMaxAge(), now: now)
    }
}
