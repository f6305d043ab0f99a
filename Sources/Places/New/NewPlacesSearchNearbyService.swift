import Domain
import Foundation
import Networking

/// `SearchNearbyService` over Places API (New): `places:searchNearby` for up to 20 places (Google gives no more and
/// no further pages); above 20, Text Search in the circle's rectangle, up to 3 pages of 20.
public struct NewPlacesSearchNearbyService: SearchNearbyService {
    private let places: NewPlacesClient

    public init(client: any HTTPClient, baseURL: URL, apiKey: String) {
        places = NewPlacesClient(client: client, baseURL: baseURL, apiKey: apiKey)
    }

    public func searchNearby(_ query: NearbySearchQuery) async throws -> [NearbyPlace] {
        do {
            guard query.limit > NewPlacesSearchNearbyEndpoint.maxResultCount else {
                let response = try await places.post(
                    NewPlacesSearchNearbyEndpoint.path, json: NewPlacesSearchNearbyEndpoint.body(query),
                    fieldMask: NewPlacesSearchNearbyEndpoint.fieldMask, as: NewPlacesSearchResponse.self)
                return NewPlacesMapper.nearbyPlaces(from: response)
            }
            return try await textSearchPages(query)
        } catch {
            throw NewPlacesErrorMapper.serviceError(from: error)
        }
    }

    /// Text Search pages, following `nextPageToken` until the places the query admits reach its limit, there is
    /// no next page, or 3 pages were read.
    private func textSearchPages(_ query: NearbySearchQuery) async throws(NetworkError) -> [NearbyPlace] {
        var found: [NearbyPlace] = []
        var seen = Set<String>()
        var token: String?
        for _ in 0..<NewPlacesTextSearchNearbyEndpoint.maxPages {
            let response = try await places.post(
                NewPlacesTextSearchNearbyEndpoint.path, json: NewPlacesTextSearchNearbyEndpoint.body(query, pageToken: token),
                fieldMask: NewPlacesTextSearchNearbyEndpoint.fieldMask, as: NewPlacesSearchResponse.self)
            found += NewPlacesMapper.nearbyPlaces(from: response).filter { seen.insert($0.placeID).inserted }
            token = response.nextPageToken.flatMap { $0.isEmpty ? nil : $0 }
            guard token != nil, found.filter(query.admitsAttributes).count < query.limit else { break }
        }
        return found
    }
}
