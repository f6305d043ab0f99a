import Domain

/// `SearchNearbyService` over the Overpass API: one request (`OverpassQuery`) for every named place of the kinds in
/// the circle, and the areas that say whose clock and holidays their hours follow (`OSMRegion`), the server
/// filtering cuisine, diet, wheelchair and seats outside; no page, no cap (what the circle holds is the answer, up
/// to the size limit of a response). OpenStreetMap has no ratings: a query with `--stars` was refused before (the
/// command's), and no place here passes it.
public struct OSMSearchNearbyService: SearchNearbyService {
    private let overpass: OverpassClient
    private let mapper: OSMMapper

    init(overpass: OverpassClient, mapper: OSMMapper) {
        self.overpass = overpass
        self.mapper = mapper
    }

    public func searchNearby(_ query: NearbySearchQuery) async throws -> NearbySearchResult {
        let answer = try await overpass.answer(OverpassQuery.nearby(query, timeout: overpass.timeoutSeconds))
        let region = OSMRegion(areas: answer.areas)
        var seen = Set<Int64>()
        var places: [NearbyPlace] = []
        places.reserveCapacity(answer.count)
        // One element at a time, mapped and dropped: the answer's bytes are the only copy of it held.
        var interner = OSMInterner()
        try answer.forEachElement { element in
            // Each element once (its type and id: no string a place); Overpass sends each once, a hostile server may not.
            guard let id = element.id, let type = element.type.flatMap(Self.typeBits),
                let place = mapper.nearbyPlace(element, in: region, interner: &interner), seen.insert(type | id).inserted
            else { return }
            places.append(place)
        }
        return NearbySearchResult(places: places)
    }

    /// An element type in the top bits of its id (ids are below 2^61).
    private static func typeBits(_ type: String) -> Int64? {
        switch type {
        case "node": 1 << 61
        case "way": 2 << 61
        case "relation": 3 << 61
        default: nil
        }
    }
}
