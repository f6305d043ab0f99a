import Domain

/// Details from the provider whose id it is (24 hex digits: Foursquare; any other: Google), so that every command
/// taking a place id takes both kinds. Each side is built on first use: a Foursquare id needs no Google key.
struct GetPlaceDetailsServiceRoutingComposite: GetPlaceDetailsService {
    let google: @Sendable () throws -> any GetPlaceDetailsService
    let foursquare: @Sendable () throws -> any GetPlaceDetailsService

    func getPlaceDetails(placeID: String) async throws -> PlaceDetails {
        switch PlacesProvider.of(placeID: placeID) {
        case .google: try await google().getPlaceDetails(placeID: placeID)
        case .foursquare: try await foursquare().getPlaceDetails(placeID: placeID)
        }
    }
}
