import Domain
import Foundation
import Networking

/// `SearchNearbyService` over Places API (New) `places:searchNearby`.
/// Google returns at most 20 places a search and no further pages.
public struct NewPlacesSearchNearbyService: SearchNearbyService {
    private let loader: RemoteLoader
    private let apiKey: String

    public init(client: any HTTPClient, baseURL: URL, apiKey: String) {
        self.loader = RemoteLoader(client: client, baseURL: baseURL)
        self.apiKey = apiKey
    }

    public func searchNearby(_ query: NearbySearchQuery) async throws -> [NearbyPlace] {
        let endpoint = NewPlacesSearchNearbyEndpoint(apiKey: apiKey, query: query)
        do {
            let response = try await loader.load(endpoint, as: NewPlacesSearchResponse.self)
            return NewPlacesMapper.nearbyPlaces(from: response)
        } catch {
            throw NewPlacesErrorMapper.serviceError(from: error)
        }
    }
}
