import Domain
import Foundation
import Networking

/// Google's services over the legacy Places API.
struct LegacyPlacesKit: GooglePlacesKit {
    let client: any HTTPClient
    let baseURL: URL
    let apiKey: String
    let paging: LegacyPaging
    let progress: any WorkProgress

    var provider: PlacesProvider { .google }

    func searchNearbyService() -> any SearchNearbyService {
        LegacySearchNearbyService(client: client, baseURL: baseURL, apiKey: apiKey, paging: paging, progress: progress)
    }

    func detailsService() -> any GetPlaceDetailsService {
        LegacyPlaceDetailsService(client: client, baseURL: baseURL, apiKey: apiKey)
    }

    func searchSession() -> SearchSession {
        let token = UUID().uuidString
        return SearchSession(
            autocomplete: LegacyAutocompleteService(client: client, baseURL: baseURL, apiKey: apiKey, sessionToken: token),
            details: LegacyPlaceDetailsService(client: client, baseURL: baseURL, apiKey: apiKey, sessionToken: token))
    }

    func photoService() -> any FetchPlacePhotoService {
        LegacyPhotoService(client: client, baseURL: baseURL, apiKey: apiKey)
    }

    func textSearchService() -> any PlaceTextSearchService {
        LegacyTextSearchService(client: client, baseURL: baseURL, apiKey: apiKey)
    }

    func autocompleteService() -> any AutocompletePlacesService {
        LegacyAutocompleteService(client: client, baseURL: baseURL, apiKey: apiKey)
    }
}
