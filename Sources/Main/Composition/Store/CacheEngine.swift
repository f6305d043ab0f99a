import Domain
import Foundation
import Networking
import Persistence

/// Where the cache (and a team's shared state: the spacing, the outbox) lives, chosen once by the `store` setting:
/// this home's SQLite file (`SQLiteCacheEngine`, the default) or a team's PostgreSQL (`PostgresCacheEngine`). The factories ask it for stores by their Domain
/// protocols and wrap them in the same decorators: the services and use cases never know which engine they have.
protocol CacheEngine: Sendable {
    /// The nearby places' store; nil when the cache cannot be used (said once). `required` (`--offline`, where the
    /// cache is the answer): an error instead.
    func nearbyPlaces(_ policy: CachePolicy, required: Bool) throws -> (any NearbyPlacesStore)?
    func placeDetails(_ policy: CachePolicy, required: Bool) throws -> (any PlaceDetailsStore)?
    func routes() -> (any RouteCache)?
    func travelTimes() -> (any TravelTimeCache)?
    func textSearches() -> (any TextSearchCache)?
    /// The spacing of requests to a public service (`service`: its file's name) kept for the whole fleet; nil: kept
    /// in this machine's file (`FileRequestSpacing`).
    func fleetSpacing(_ service: String, maximumWait: Duration) -> RequestSpacing?
    /// The review outbox every instance of a team sends from; nil: this home's (`SQLiteReviewOutbox`).
    func sharedOutbox() -> (any ReviewOutbox)?
}

/// The cache in this home's SQLite file, opened once (`SharedDatabases`).
struct SQLiteCacheEngine: CacheEngine {
    let databases: SharedDatabases
    let now: @Sendable () -> Date

    func nearbyPlaces(_ policy: CachePolicy, required: Bool) throws -> (any NearbyPlacesStore)? {
        try database(required).map { SQLiteNearbyStore(database: $0, policy: policy) }
    }

    func placeDetails(_ policy: CachePolicy, required: Bool) throws -> (any PlaceDetailsStore)? {
        try database(required).map { SQLiteDetailsStore(database: $0, policy: policy) }
    }

    func routes() -> (any RouteCache)? {
        databases.cacheIfUsable().map { SQLiteRouteStore(database: $0, now: now) }
    }

    func travelTimes() -> (any TravelTimeCache)? {
        databases.cacheIfUsable().map { SQLiteTravelTimeStore(database: $0, now: now) }
    }

    func textSearches() -> (any TextSearchCache)? {
        databases.cacheIfUsable().map { SQLiteTextSearchStore(database: $0) }
    }

    func fleetSpacing(_ service: String, maximumWait: Duration) -> RequestSpacing? { nil }

    func sharedOutbox() -> (any ReviewOutbox)? { nil }

    private func database(_ required: Bool) throws -> SQLiteDatabase? {
        required ? try databases.requireCache() : databases.cacheIfUsable()
    }
}
