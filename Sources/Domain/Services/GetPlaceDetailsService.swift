/// Loads everything known about one place.
public protocol GetPlaceDetailsService: Sendable {
    func getPlaceDetails(placeID: String) async throws -> PlaceDetails
}
