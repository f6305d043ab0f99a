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
            return GoogleKit(
                access: access, nearby: NewPlacesSearchNearbyService(client: client, baseURL: baseURL, apiKey: apiKey),
                types: .of(
                    NewPlaceDetailsService.self, NewPlacesAutocompleteService.self, NewPlacesPhotoService.self,
                    NewPlacesTextSearchService.self))
        case .legacy:
            let nearby = LegacySearchNearbyService(
                client: client, baseURL: baseURL, apiKey: apiKey, paging: paging, progress: progress)
            return GoogleKit(
                access: access, nearby: nearby,
                types: .of(
                    LegacyPlaceDetailsService.self, LegacyAutocompleteService.self, LegacyPhotoService.self,
                    LegacyTextSearchService.self))
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

/// Google's services on one API, the same for both: each API gives its service types (and its nearby search). Not
/// generic over the types (a generic kit's four protocol requirements cost the runtime four conformance lookups,
/// each a scan of every conformance in the binary, on every run): the types are kept as the functions that make them.
struct GoogleKit: GooglePlacesKit {
    let access: GoogleAccess
    let nearby: any SearchNearbyService
    let types: GoogleServiceTypes

    var provider: PlacesProvider { .google }

    func searchNearbyService() -> any SearchNearbyService { nearby }

    func detailsService() -> any GetPlaceDetailsService { types.details(access, nil) }

    func searchSession() -> SearchSession {
        let token = UUID().uuidString
        return SearchSession(autocomplete: types.autocomplete(access, token), details: types.details(access, token))
    }

    func photoService() -> any FetchPlacePhotoService { types.photos(access) }

    func textSearchService() -> any PlaceTextSearchService { types.textSearch(access) }

    func autocompleteService() -> any AutocompletePlacesService { types.autocomplete(access, nil) }
}

/// The service types of one of Google's APIs, as the functions that make each from `GoogleAccess` (and a session).
struct GoogleServiceTypes: Sendable {
    let details: @Sendable (GoogleAccess, _ sessionToken: String?) -> any GetPlaceDetailsService
    let autocomplete: @Sendable (GoogleAccess, _ sessionToken: String?) -> any AutocompletePlacesService
    let photos: @Sendable (GoogleAccess) -> any FetchPlacePhotoService
    let textSearch: @Sendable (GoogleAccess) -> any PlaceTextSearchService

    static func of<
        Details: GetPlaceDetailsService & GoogleSessionService, Autocomplete: AutocompletePlacesService & GoogleSessionService,
        Photos: FetchPlacePhotoService & GoogleService, TextSearch: PlaceTextSearchService & GoogleService
    >(_: Details.Type, _: Autocomplete.Type, _: Photos.Type, _: TextSearch.Type) -> GoogleServiceTypes {
        GoogleServiceTypes(
            details: { Details(client: $0.client, baseURL: $0.baseURL, apiKey: $0.apiKey, sessionToken: $1) },
            autocomplete: { Autocomplete(client: $0.client, baseURL: $0.baseURL, apiKey: $0.apiKey, sessionToken: $1) },
            photos: { Photos(client: $0.client, baseURL: $0.baseURL, apiKey: $0.apiKey) },
            textSearch: { TextSearch(client: $0.client, baseURL: $0.baseURL, apiKey: $0.apiKey) })
    }
}
