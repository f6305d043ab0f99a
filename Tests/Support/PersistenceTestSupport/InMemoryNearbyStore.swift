import Domain
import Foundation
import Synchronization

/// Nearby places kept for the life of the process: the reference implementation the SQLite store's contract
/// tests are checked against (production uses the SQLite store, or no cache at all when it cannot be opened).
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
        let boxes = BoundingBox.boxes(around: query.location, radius: Double(query.radius))
        return NearbySearchResult(
            places: places.withLock { places in
                places.values.filter { entry in
                    entry.fetchedAt >= cutoff && boxes.contains { $0.contains(entry.place.location) }
                }.map { $0.place.cached(at: $0.fetchedAt) }
            })
    }
}

extension BoundingBox {
    func contains(_ location: Location) -> Bool {
        (minLatitude...maxLatitude).contains(location.latitude) && (minLongitude...maxLongitude).contains(location.longitude)
    }
}
