import Domain

/// How a provider that cannot search along a line searches a corridor (`--along`): at most 3 circles that hold it
/// (`RouteCorridor.circles`), one page each, the places each once; what comes back is judged on the corridor by
/// whoever lists them.
enum CorridorSampling {
    /// The corridor's places, or nil when the query is not along a route.
    static func search(
        _ query: NearbySearchQuery, circle: (NearbySearchQuery) async throws -> NearbySearchResult
    ) async throws -> NearbySearchResult? {
        guard let corridor = query.corridor else { return nil }
        var seen = Set<String>()
        var places: [NearbyPlace] = []
        for part in corridor.circles() {
            let answer = try await circle(query.onePage(around: part.center, radius: part.radius))
            places += answer.places.filter { seen.insert($0.placeID).inserted }
        }
        return NearbySearchResult(places: places)
    }
}
