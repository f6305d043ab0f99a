import Domain
import Foundation
import Networking

/// `PlaceTextSearchService` over the legacy `GET /maps/api/place/textsearch/json` (first page).
public struct LegacyTextSearchService: PlaceTextSearchService {
    private let loader: RemoteLoader
    private let apiKey: String

    public init(client: any HTTPClient, baseURL: URL, apiKey: String) {
        loader = RemoteLoader(client: client, baseURL: baseURL)
        self.apiKey = apiKey
    }

    public func searchText(_ text: String) async throws -> [NearbyPlace] {
        let response: LegacySearchResponse
        do {
            response = try await loader.load(Endpoint(apiKey: apiKey, text: text), as: LegacySearchResponse.self)
        } catch {
            throw error.serviceError(service: GooglePlaces.serviceName)
        }
        switch LegacyStatus(status: response.status, errorMessage: response.errorMessage) {
        case .ok: return response.results.compactMap(LegacyPlacesMapper.nearbyPlace)
        case .zeroResults: return []
        case .invalidRequest(let message):
            throw ServiceError(.invalidInput, "Google Places rejected the search: \(message ?? "INVALID_REQUEST")")
        case .failure(let error): throw error
        }
    }

    struct Endpoint: Networking.Endpoint {
        let apiKey: String
        let text: String

        var path: String { "/maps/api/place/textsearch/json" }
        var queryItems: [URLQueryItem] { [URLQueryItem(name: "query", value: text), URLQueryItem(name: "key", value: apiKey)] }
    }
}
