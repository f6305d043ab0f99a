import Domain
import Logging

/// Asks the primary service; when it cannot be reached or fails for now, answers from the fallback instead
/// (the cache), if the fallback has anything. Refusals (a rejected key, bad input) are never hidden.
struct SearchNearbyServiceWithFallbackComposite: SearchNearbyService {
    let primary: any SearchNearbyService
    let fallback: any SearchNearbyService
    let logger: Logger

    func searchNearby(_ query: NearbySearchQuery) async throws -> NearbySearchResult {
        do {
            return try await primary.searchNearby(query)
        } catch {
            return try await FallbackPolicy.answer(
                after: error, from: { try await fallback.searchNearby(query) }, isEmpty: \.places.isEmpty, logger: logger)
        }
    }
}
