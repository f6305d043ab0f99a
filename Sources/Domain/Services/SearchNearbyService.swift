/// Finds places near a location: the nearest places that may pass the query's filters, and the caps that stopped
/// it, if any.
public protocol SearchNearbyService: Sendable {
    func searchNearby(_ query: NearbySearchQuery) async throws -> NearbySearchResult
}
