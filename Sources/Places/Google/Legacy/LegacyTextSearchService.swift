import Domain
import Foundation
import Networking

/// `PlaceTextSearchService` over the legacy `GET /maps/api/place/textsearch/json` (first page).
public struct LegacyTextSearchService: PlaceTextSearchService {
    private let places: LegacyPlacesClient

    public init(client: any HTTPClient, baseURL: URL, apiKey: String) {
        places = LegacyPlacesClient(client: client, baseURL: baseURL, apiKey: apiKey)
    }

    public func searchText(_ text: String) async throws -> [NearbyPlace] {
        let (response, status) = try await places.load(
            "/maps/api/place/textsearch/json", query: [URLQueryItem(name: "query", value: text)], as: LegacySearchResponse.self)
        switch status {
        case .ok: return response.results.compactMap(LegacyPlacesMapper.nearbyPlace)
        case .zeroResults: return []
        case .invalidRequest(let message): throw LegacyPlacesClient.refusedSearch(message)
        case .failure(let error): throw error
        }
    }
}
