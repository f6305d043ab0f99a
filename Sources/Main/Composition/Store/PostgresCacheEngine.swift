import Domain
import Foundation
import Networking
import Persistence

/// The cache, and the spacing of the public services, in a team's PostgreSQL (`store = postgresql://…`): every
/// instance and cron job that names the same store answers from one cache and keeps one spacing. The store is
/// reached when first asked; one that cannot be reached fails each call fast with a temporary error
/// (`PostgresStore`), which the decorators take as a cache miss (a read) or a failed save (logged).
struct PostgresCacheEngine: CacheEngine {
    let store: PostgresStore
    let now: @Sendable () -> Date

    func nearbyPlaces(_ policy: CachePolicy, required: Bool) throws -> (any NearbyPlacesStore)? {
        PostgresNearbyStore(store: store, policy: policy)
    }

    func placeDetails(_ policy: CachePolicy, required: Bool) throws -> (any PlaceDetailsStore)? {
        PostgresDetailsStore(store: store, policy: policy)
    }

    func routes() -> (any RouteCache)? { PostgresRouteStore(store: store, now: now) }

    func travelTimes() -> (any TravelTimeCache)? { PostgresTravelTimeStore(store: store, now: now) }

    func textSearches() -> (any TextSearchCache)? { PostgresTextSearchStore(store: store) }

    func fleetSpacing(_ service: String, maximumWait: Duration) -> RequestSpacing? {
        let spacing = PostgresRequestSpacing(store: store, service: service, maximumWait: maximumWait)
        return RequestSpacing {
            let holder = try await spacing.wait()
            return { await spacing.ended(holder) }
        }
    }

    func sharedOutbox() -> (any ReviewOutbox)? { PostgresReviewOutbox(store: store) }
}
