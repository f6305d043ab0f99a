import Domain
import Foundation
import Networking

/// Foursquare's services. Its photos are image URLs, fetched without the key (`FoursquarePhotoService`).
public struct FoursquareKit: PlacesProviderKit {
    private let foursquare: FoursquareClient

    public init(client: any HTTPClient, baseURL: URL, apiKey: String) {
        foursquare = FoursquareClient(client: client, baseURL: baseURL, apiKey: apiKey)
    }

    public var provider: PlacesProvider { .foursquare }

    public func searchNearbyService() -> any SearchNearbyService {
        FoursquareSearchNearbyService(client: foursquare.client, baseURL: foursquare.baseURL, apiKey: foursquare.apiKey)
    }

    public func detailsService() -> any GetPlaceDetailsService {
        FoursquarePlaceDetailsService(client: foursquare.client, baseURL: foursquare.baseURL, apiKey: foursquare.apiKey)
    }

    public func searchSession() -> SearchSession {
        SearchSession(
            autocomplete: FoursquareAutocompleteService(
                client: foursquare.client, baseURL: foursquare.baseURL, apiKey: foursquare.apiKey),
            details: detailsService())
    }

    public func photoService() -> any FetchPlacePhotoService {
        FoursquarePhotoService(client: foursquare.client)
    }

    /// Whether a photo is Foursquare's: its reference is the image's URL.
    public static func owns(_ photo: Photo) -> Bool {
        photo.reference.hasPrefix("https://") || photo.reference.hasPrefix("http://")
    }
}
