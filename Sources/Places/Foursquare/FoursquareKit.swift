import Domain
import Foundation
import Networking

/// Foursquare's services. Its photos are image URLs, fetched without the key (`FoursquarePhotoService`).
public struct FoursquareKit: PlacesProviderKit {
    private let client: any HTTPClient
    private let baseURL: URL
    private let apiKey: String

    public init(client: any HTTPClient, baseURL: URL, apiKey: String) {
        self.client = client
        self.baseURL = baseURL
        self.apiKey = apiKey
    }

    public var provider: PlacesProvider { .foursquare }

    public func searchNearbyService() -> any SearchNearbyService {
        FoursquareSearchNearbyService(client: client, baseURL: baseURL, apiKey: apiKey)
    }

    public func detailsService() -> any GetPlaceDetailsService {
        FoursquarePlaceDetailsService(client: client, baseURL: baseURL, apiKey: apiKey)
    }

    public func searchSession() -> SearchSession {
        SearchSession(
            autocomplete: FoursquareAutocompleteService(client: client, baseURL: baseURL, apiKey: apiKey),
            details: detailsService())
    }

    public func photoService() -> any FetchPlacePhotoService {
        FoursquarePhotoService(client: client)
    }

    /// Whether a photo is Foursquare's: its reference is the image's URL.
    public static func owns(_ photo: Photo) -> Bool {
        photo.reference.hasPrefix("https://") || photo.reference.hasPrefix("http://")
    }
}
