import Domain
import DomainTestSupport
import Foundation

/// A provider that exists only in tests, to show that one is added by its own folder and one registration line
/// (`ThirdProviderTests`): no shared enum, switch or merged-row field names it.
extension PlacesProvider {
    static let test = PlacesProvider(rawValue: "test")
}

/// Its services: a fixed answer near `FakeGooglePlaces.centre`, one place being Google's "Le Près" under another
/// name's spelling, and ids in the `name:rest` form every added provider uses.
struct TestPlacesKit: PlacesProviderKit {
    static let places = [
        NearbyPlace(
            placeID: "test:near", name: "Le Pres", location: location(north: 101), rating: 3.5, userRatingsTotal: 10,
            businessStatus: .operational),
        NearbyPlace(
            placeID: "test:own", name: "Chez Test", location: location(north: 400), rating: 4.6, userRatingsTotal: 5,
            businessStatus: .operational),
    ]

    static let descriptor = PlacesProviderDescriptor(.test, name: "Test Places", shortName: "Test")

    var provider: PlacesProvider { .test }

    func searchNearbyService() -> any SearchNearbyService { Nearby() }
    func detailsService() -> any GetPlaceDetailsService { Unsupported() }
    func searchSession() -> SearchSession { SearchSession(autocomplete: Unsupported(), details: Unsupported()) }
    func photoService() -> any FetchPlacePhotoService { Unsupported() }

    private static func location(north meters: Double) -> Location {
        makeLocation(FakeGooglePlaces.centre.latitude + meters / 111_195.08, FakeGooglePlaces.centre.longitude)
    }

    private struct Nearby: SearchNearbyService {
        func searchNearby(_ query: NearbySearchQuery) async throws -> NearbySearchResult {
            NearbySearchResult(places: TestPlacesKit.places.filter(query.admits))
        }
    }

    private struct Unsupported: GetPlaceDetailsService, AutocompletePlacesService, FetchPlacePhotoService {
        func getPlaceDetails(placeID: String) async throws -> PlaceDetails { throw Self.error }
        func autocomplete(input: String, location: Location?, radius: Int?) async throws -> [AutocompletePrediction] {
            throw Self.error
        }
        func fetchPlacePhoto(_ photo: Photo, maxWidth: Int) async throws -> Data { throw Self.error }
        private static var error: ServiceError { ServiceError(.unavailable, "the test provider has no such service") }
    }
}
