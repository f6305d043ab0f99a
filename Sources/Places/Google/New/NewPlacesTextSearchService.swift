import Domain
import Foundation
import Networking

/// `PlaceTextSearchService` over Places API (New) `POST /v1/places:searchText` (first page).
public struct NewPlacesTextSearchService: PlaceTextSearchService {
    static let fieldMask = "places.id,places.displayName,places.location,places.formattedAddress"

    private let places: NewPlacesClient

    public init(client: any HTTPClient, baseURL: URL, apiKey: String) {
        places = NewPlacesClient(client: client, baseURL: baseURL, apiKey: apiKey)
    }

    public func searchText(_ text: String) async throws -> [NearbyPlace] {
        var object: [String: Any] = ["textQuery": text, "pageSize": 5]
        if let language = RequestLanguage.tag { object["languageCode"] = language }
        if let region = RequestLanguage.region { object["regionCode"] = region }
        let body = try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
        let response = try await places.search(
            "/v1/places:searchText", json: body, fieldMask: Self.fieldMask)
        return response.places.compactMap(NewPlacesMapper.nearbyPlace)
    }
}
