import Domain
import Foundation
import Networking

/// `PlaceTextSearchService` over Places API (New) `POST /v1/places:searchText` (first page).
public struct NewPlacesTextSearchService: PlaceTextSearchService {
    private let loader: RemoteLoader
    private let apiKey: String

    public init(client: any HTTPClient, baseURL: URL, apiKey: String) {
        loader = RemoteLoader(client: client, baseURL: baseURL)
        self.apiKey = apiKey
    }

    public func searchText(_ text: String) async throws -> [NearbyPlace] {
        do {
            let response = try await loader.load(Endpoint(apiKey: apiKey, text: text), as: NewPlacesSearchResponse.self)
            return response.places.compactMap(NewPlacesMapper.nearbyPlace)
        } catch {
            throw NewPlacesErrorMapper.serviceError(from: error)
        }
    }

    struct Endpoint: Networking.Endpoint {
        let apiKey: String
        let text: String

        var path: String { "/v1/places:searchText" }
        var method: HTTPMethod { .post }
        var headers: [String: String] {
            [
                "X-Goog-Api-Key": apiKey, "Content-Type": "application/json",
                "X-Goog-FieldMask": "places.id,places.displayName,places.location,places.formattedAddress",
            ]
        }
        var body: Data? {
            try? JSONSerialization.data(withJSONObject: ["textQuery": text, "pageSize": 5], options: [.sortedKeys])
        }
    }
}
