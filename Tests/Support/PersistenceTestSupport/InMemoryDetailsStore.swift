import Domain
import Foundation
import Persistence
import Synchronization

/// Place details kept for the life of the process (contract-test reference, fallback when no cache opens).
public final class InMemoryDetailsStore: GetPlaceDetailsService, PlaceDetailsCache {
    private let details = Mutex<[String: (details: PlaceDetails, fetchedAt: Date)]>([:])
    private let policy: CachePolicy

    public init(policy: CachePolicy = CachePolicy()) {
        self.policy = policy
    }

    public func save(_ newDetails: PlaceDetails, at date: Date) async throws {
        details.withLock { $0[newDetails.placeID] = (newDetails, date) }
    }

    public func getPlaceDetails(placeID: String) async throws -> PlaceDetails {
        let cutoff = policy.cutoff
        guard let entry = details.withLock({ $0[placeID] }), entry.fetchedAt >= cutoff else {
            throw ServiceError(.notFound, "no cached details for \(placeID)")
        }
        return entry.details.cached(at: entry.fetchedAt)
    }
}
