import Domain
import Foundation
import Networking

/// `SearchNearbyService` over Places API (New) `places:searchNearby`.
/// Google returns at most 20 places a search and no further pages.
public struct NewPlacesSearchNearbyService: SearchNearbyService {
    private let places: NewPlacesClient

    public init(client: any HTTPClient, baseURL: URL, apiKey: String) {
        places = NewPlacesClient(client: client, baseURL: baseURL, apiKey: apiKey)
    }

    public func searchNearby(_ query: NearbySearchQuery) async throws -> [NearbyPlace] {
        do {
            let response = try await places.post(
                NewPlacesSearchNearbyEndpoint.path, json: NewPlacesSearchNearbyEndpoint.body(query),
                fieldMask: NewPlacesSearchNearbyEndpoint.fieldMask, as: NewPlacesSearchResponse.self)
            return NewPlacesMapper.nearbyPlaces(from: response)
        } catch {
            throw NewPlacesErrorMapper.serviceError(from: error)
        }
    }
}
