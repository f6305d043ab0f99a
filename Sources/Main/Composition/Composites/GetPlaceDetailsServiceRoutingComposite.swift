import Domain

/// Details from the provider whose id it is (`PlacesProvider.of(placeID:)`), so that every command taking a place id
/// takes any provider's. Each provider's service is built on first use: a Foursquare id needs no Google key.
struct GetPlaceDetailsServiceRoutingComposite: GetPlaceDetailsService {
    let service: @Sendable (PlacesProvider) throws -> any GetPlaceDetailsService

    func getPlaceDetails(placeID: String) async throws -> PlaceDetails {
        try await service(PlacesProvider.of(placeID: placeID)).getPlaceDetails(placeID: placeID)
    }
}
