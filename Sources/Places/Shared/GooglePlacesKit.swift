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
        switch api {
        case .new: NewPlacesKit(client: client, baseURL: baseURL, apiKey: apiKey)
        case .legacy: LegacyPlacesKit(client: client, baseURL: baseURL, apiKey: apiKey, paging: paging, progress: progress)
        }
    }

    /// Whether a photo reference is Google's (a legacy `photo_reference` or a new API photo name).
    public static func owns(_ photo: Photo) -> Bool {
        GoogleIdentifier.isPhotoReference(photo.reference)
    }
}
