import Domain

/// `GetPlaceDetailsService` for an `osm:node/123` id: one Overpass request for that element. OpenStreetMap has no
/// reviews and no photos; its hours are shown as written, with whether they say open now.
public struct OSMPlaceDetailsService: GetPlaceDetailsService {
    let overpass: OverpassClient
    let mapper: OSMMapper

    public func getPlaceDetails(placeID: String) async throws -> PlaceDetails {
        guard let element = OSMMapper.element(of: placeID) else {
            throw ServiceError(.invalidInput, "not an OpenStreetMap place id (osm:node/123, osm:way/123 or osm:relation/123)")
        }
        let answer = try await overpass.answer(
            OverpassQuery.element(type: element.type, id: element.id, timeout: overpass.timeoutSeconds))
        let region = OSMRegion(areas: answer.areas)
        var found: PlaceDetails?
        try answer.forEachElement { element in
            guard found == nil, let details = mapper.details(element, in: region), details.placeID == placeID else { return }
            found = details
        }
        guard let details = found else {
            throw ServiceError(.notFound, "OpenStreetMap has no named place \(placeID)")
        }
        return details
    }
}
