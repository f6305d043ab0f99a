import Domain

/// A search of several kinds on an API that takes one type a request (Text Search, legacy Nearby Search): one
/// search a kind, each with its own pages and request budget, merged by place id. Restaurants include fast food,
/// so `restaurant,fast-food` is one search. The merged answer is whole as far as every search read
/// (`NearbySearchResult.completeWithin` is the least of their caps).
enum KindByKind {
    static func search(
        _ query: NearbySearchQuery, _ searchOne: (NearbySearchQuery) async throws -> NearbySearchResult
    ) async throws -> NearbySearchResult {
        let kinds = query.kinds.contains(.restaurant) ? query.kinds.filter { $0 != .fastFood } : query.kinds
        guard kinds.count > 1 else { return try await searchOne(query) }
        var places: [NearbyPlace] = []
        var seen = Set<String>()
        var caps: [SearchCap] = []
        for kind in kinds {
            let answer = try await searchOne(query.asking(kind))
            places += answer.places.filter { seen.insert($0.placeID).inserted }
            caps += answer.caps
        }
        return NearbySearchResult(places: places, caps: caps)
    }
}
