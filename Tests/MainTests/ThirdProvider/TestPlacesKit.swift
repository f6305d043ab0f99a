import Domain
import DomainTestSupport
import Foundation

/// A provider that exists only in tests, to show that one is added by its own folder and one registration line
/// (`ThirdProviderTests`): no shared enum, switch, setting list or merged-row field names it.
extension PlacesProvider {
    static let test = PlacesProvider(rawValue: "test")
}

/// Its services: a fixed answer near `FakeGooglePlaces.centre`, one place being Google's "Le Près" under another
/// name's spelling, ids in the `name:rest` form every added provider uses, no ratings (as OpenStreetMap), and the
/// details of its own place.
struct TestPlacesKit: PlacesProviderKit {
    static let places = [
        NearbyPlace(
            placeID: "test:near", name: "Le Pres", location: location(north: 101), rating: nil, userRatingsTotal: nil,
            businessStatus: .operational),
        NearbyPlace(
            placeID: "test:own", name: "Chez Test", location: location(north: 400), rating: nil, userRatingsTotal: nil,
            businessStatus: .operational),
    ]

    /// What it is: no ratings, no reviews, no map data, no credit asked for.
    static let descriptor = PlacesProviderDescriptor(.test, name: "Test Places", shortName: "Test", ratesPlaces: false)

    var provider: PlacesProvider { .test }

    func searchNearbyService() -> any SearchNearbyService { Nearby() }
    func detailsService() -> any GetPlaceDetailsService { Details() }
    func searchSession() -> SearchSession { SearchSession(autocomplete: Unsupported(), details: Details()) }
    func photoService() -> any FetchPlacePhotoService { Unsupported() }

    private static func location(north meters: Double) -> Location {
        makeLocation(FakeGooglePlaces.centre.latitude + meters / 111_195.08, FakeGooglePlaces.centre.longitude)
    }

    private struct Nearby: SearchNearbyService {
        func searchNearby(_ query: NearbySearchQuery) async throws -> NearbySearchResult {
            NearbySearchResult(places: TestPlacesKit.places.filter(query.admits))
        }
    }

    private struct Details: GetPlaceDetailsService {
        func getPlaceDetails(placeID: String) async throws -> PlaceDetails {
            guard let place = TestPlacesKit.places.first(where: { $0.placeID == placeID }) else {
                throw ServiceError(.notFound, "no such test place")
            }
            return PlaceDetails(
                placeID: place.placeID, name: place.name, address: "1 rue du Test", phoneNumber: nil,
                location: place.location, rating: nil, userRatingsTotal: nil, priceLevel: nil, openingHours: nil,
                website: nil, mapsURL: nil, businessStatus: .operational, reviews: [], photos: [])
        }
    }

    private struct Unsupported: AutocompletePlacesService, FetchPlacePhotoService {
        func autocomplete(input: String, location: Location?, radius: Int?) async throws -> [AutocompletePrediction] {
            throw Self.error
        }
        func fetchPlacePhoto(_ photo: Photo, maxWidth: Int) async throws -> Data { throw Self.error }
        private static var error: ServiceError { ServiceError(.unavailable, "the test provider has no such service") }
    }
}
