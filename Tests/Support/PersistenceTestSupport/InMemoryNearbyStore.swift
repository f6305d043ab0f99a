import Domain
import Foundation
import Persistence
import Synchronization

/// Nearby places kept for the life of the process: the reference implementation the SQLite store's contract
/// tests are checked against (test support only: production uses the SQLite store, or no cache at all).
public final class InMemoryNearbyStore: SearchNearbyService, SearchNearbyCache {
    private let places = Mutex<[String: (place: NearbyPlace, fetchedAt: Date)]>([:])
    private let policy: CachePolicy

    public init(policy: CachePolicy = CachePolicy()) {
        self.policy = policy
    }

    public func save(_ newPlaces: [NearbyPlace], at date: Date) async throws {
        let cutoff = policy.cutoff
        places.withLock { places in
            places = places.filter { $0.value.fetchedAt >= cutoff }
            for place in newPlaces { places[place.placeID] = (place, date) }
        }
    }

    public func searchNearby(_ query: NearbySearchQuery) async throws -> NearbySearchResult {
        let cutoff = policy.cutoff
        return NearbySearchResult(
            places: places.withLock { places in
                places.values.filter { entry in
                    entry.fetchedAt >= cutoff
                        && GreatCircle.meters(from: query.location, to: entry.place.location) <= Double(query.radius)
                }.map { $0.place.cached(at: $0.fetchedAt) }
            })
    }
}
