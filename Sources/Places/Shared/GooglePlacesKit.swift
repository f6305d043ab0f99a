import Domain
import Foundation
import Networking

/// Google's services beyond every provider's: a text search and an autocomplete without a session (`--near`,
/// `review add`).
public protocol GooglePlacesKit: PlacesProviderKit {
    func textSearchService() -> any PlaceTextSearchService
    func autocompleteService() -> any AutocompletePlacesService
}

/// Where Google's services are made: the one place that tells the new API from the legacy one.
public enum GooglePlacesKits {
    public static func make(
        api: PlacesAPI, client: any HTTPClient, baseURL: URL, apiKey: String, paging: LegacyPaging = .google,
        progress: any WorkProgress = NoProgress()
    ) -> any GooglePlacesKit {
        let access = GoogleAccess(client: client, baseURL: baseURL, apiKey: apiKey)
        switch api {
        case .new:
            return GoogleKit<
                NewPlaceDetailsService, NewPlacesAutocompleteService, NewPlacesPhotoService, NewPlacesTextSearchService
            >(
                access: access, nearby: NewPlacesSearchNearbyService(client: client, baseURL: baseURL, apiKey: apiKey))
        case .legacy:
            let nearby = LegacySearchNearbyService(
                client: client, baseURL: baseURL, apiKey: apiKey, paging: paging, progress: progress)
            return GoogleKit<LegacyPlaceDetailsService, LegacyAutocompleteService, LegacyPhotoService, LegacyTextSearchService>(
                access: access, nearby: nearby)
        }
    }

    /// Whether a photo reference is Google's (a legacy `photo_reference` or a new API photo name).
    public static func owns(_ photo: Photo) -> Bool {
        GoogleIdentifier.isPhotoReference(photo.reference)
    }
}

/// What every Google service is made from: the client, the API's base URL and the key.
struct GoogleAccess: Sendable {
    let client: any HTTPClient
    let baseURL: URL
    let apiKey: String
}

/// A Google service made from `GoogleAccess` alone.
protocol GoogleService {
    init(client: any HTTPClient, baseURL: URL, apiKey: String)
}

/// A Google service that may close an autocomplete session (its token).
protocol GoogleSessionService {
    init(client: any HTTPClient, baseURL: URL, apiKey: String, sessionToken: String?)
}

/// Google's services on one API, the same for both: each API gives its service types (and its nearby search).
struct GoogleKit<
    Details: GetPlaceDetailsService & GoogleSessionService, Autocomplete: AutocompletePlacesService & GoogleSessionService,
    Photos: FetchPlacePhotoService & GoogleService, TextSearch: PlaceTextSearchService & GoogleService
>: GooglePlacesKit {
    let access: GoogleAccess
    let nearby: any SearchNearbyService

    var provider: PlacesProvider { .google }

    func searchNearbyService() -> any SearchNearbyService { nearby }

    func detailsService() -> any GetPlaceDetailsService { details(sessionToken: nil) }

    func searchSession() -> SearchSession {
        let token = UUID().uuidString
        return SearchSession(autocomplete: autocomplete(sessionToken: token), details: details(sessionToken: token))
    }

    func photoService() -> any FetchPlacePhotoService {
        Photos(client: access.client, baseURL: access.baseURL, apiKey: access.apiKey)
    }

    func textSearchService() -> any PlaceTextSearchService {
        TextSearch(client: access.client, baseURL: access.baseURL, apiKey: access.apiKey)
    }

    func autocompleteService() -> any AutocompletePlacesService { autocomplete(sessionToken: nil) }

    private func details(sessionToken: String?) -> Details {
        Details(client: access.client, baseURL: access.baseURL, apiKey: access.apiKey, sessionToken: sessionToken)
    }

    private func autocomplete(sessionToken: String?) -> Autocomplete {
        Autocomplete(client: access.client, baseURL: access.baseURL, apiKey: access.apiKey, sessionToken: sessionToken)
    }
}
