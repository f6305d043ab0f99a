import Domain

/// `SearchNearbyService` over the Overpass API: one request (`OverpassQuery`) for the areas that say whose clock and
/// holidays the hours follow (`OSMRegion`) and every named place of the kinds in the circle, the server
/// filtering cuisine, diet, wheelchair and seats outside; no page, no cap (what the circle holds is the answer, up
/// to the size limit of a response). OpenStreetMap has no ratings: a query with `--stars` was refused before (the
/// command's), and no place here passes it.
public struct OSMSearchNearbyService: SearchNearbyService {
    let overpass: OverpassClient
    let mapper: OSMMapper

    public func searchNearby(_ query: NearbySearchQuery) async throws -> NearbySearchResult {
        // Read as it arrives, one element at a time, mapped and dropped: the answer's bytes are never held whole.
        NearbySearchResult(
            places: try await overpass.places(OverpassQuery.nearby(query, timeout: overpass.timeoutSeconds), mapper: mapper))
    }
}
