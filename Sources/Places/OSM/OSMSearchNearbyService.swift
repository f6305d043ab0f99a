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
        let elements = try await overpass.elements(OverpassQuery.nearby(query, timeout: overpass.timeoutSeconds))
        let region = OSMRegion(areas: elements)
        var seen = Set<String>()
        let places = elements.compactMap { mapper.nearbyPlace($0, in: region) }.filter { seen.insert($0.placeID).inserted }
        return NearbySearchResult(places: places)
    }
}
