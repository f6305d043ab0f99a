import Domain
import Foundation
import Logging
import Persistence

/// A free-text search answered from the cache when it holds the text, else asked and cached (a failure to cache is a
/// warning at debug level: the answer stands).
struct PlaceTextSearchServiceCacheDecorator: PlaceTextSearchService {
    let decoratee: any PlaceTextSearchService
    let store: (any TextSearchCache)?
    let now: @Sendable () -> Date
    let logger: Logger

    func searchText(_ text: String) async throws -> [NearbyPlace] {
        if let cached = try? await store?.places(for: text), !cached.isEmpty { return cached }
        let places = try await decoratee.searchText(text)
        do {
            if !places.isEmpty { try await store?.save(places, for: text, at: now()) }
        } catch {
            logger.debug("the answer for \(OptionName.near) could not be cached: \(ServiceError.describe(error))")
        }
        return places
    }
}
