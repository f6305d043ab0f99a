import Domain
import Foundation
import Networking

/// Google's services over Places API (New).
struct NewPlacesKit: GooglePlacesKit {
    let client: any HTTPClient
    let baseURL: URL
    let apiKey: String

    var provider: PlacesProvider { .google }

    func searchNearbyService() -> any SearchNearbyService {
        NewPlacesSearchNearbyService(client: client, baseURL: baseURL, apiKey: apiKey)
    }

    func detailsService() -> any GetPlaceDetailsService {
        NewPlaceDetailsService(client: client, baseURL: baseURL, apiKey: apiKey)
    }

    func searchSession() -> SearchSession {
        let token = UUID().uuidString
        return SearchSession(
            autocomplete: NewPlacesAutocompleteService(client: client, baseURL: baseURL, apiKey: apiKey, sessionToken: token),
            details: NewPlaceDetailsService(client: client, baseURL: baseURL, apiKey: apiKey, sessionToken: token))
    }

    func photoService() -> any FetchPlacePhotoService {
        NewPlacesPhotoService(client: client, baseURL: baseURL, apiKey: apiKey)
    }

    func textSearchService() -> any PlaceTextSearchService {
        NewPlacesTextSearchService(client: client, baseURL: baseURL, apiKey: apiKey)
    }

    func autocompleteService() -> any AutocompletePlacesService {
        NewPlacesAutocompleteService(client: client, baseURL: baseURL, apiKey: apiKey)
    }
}
