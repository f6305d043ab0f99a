/// Finds places near a location.
public protocol SearchNearbyService: Sendable {
    func searchNearby(_ query: NearbySearchQuery) async throws -> [NearbyPlace]
}
