/// Finds places matching free text ("Sacré-Cœur, Paris"), best match first.
public protocol PlaceTextSearchService: Sendable {
    func searchText(_ text: String) async throws -> [NearbyPlace]
}
