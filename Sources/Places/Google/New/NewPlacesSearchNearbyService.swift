import Domain
import Foundation
import Networking

/// `SearchNearbyService` over Places API (New), as `NearbySearchStrategy` chooses: one `places:searchNearby`
/// (the 20 nearest, when it can give the exact answer), else Text Search nearest first in the circle's rectangle
/// with Google's filters, up to 3 pages of 20, only as far as the query needs.
public struct NewPlacesSearchNearbyService: SearchNearbyService {
    private let places: NewPlacesClient

    public init(client: any HTTPClient, baseURL: URL, apiKey: String) {
        places = NewPlacesClient(client: client, baseURL: baseURL, apiKey: apiKey)
    }

    public func searchNearby(_ query: NearbySearchQuery) async throws -> NearbySearchResult {
        if let corridor = query.corridor { return try await along(query, corridor: corridor) }
        return switch NewPlacesStrategy.request(query) {
        case .nearbySearch: try await nearbySearch(query)
        case .textSearch: try await KindByKind.search(query, textSearchPages)
        }
    }

    private func nearbySearch(_ query: NearbySearchQuery) async throws -> NearbySearchResult {
        let pages = NearestFirstPages<Never>(
            maxPages: 1, serverCap: NewPlacesSearchNearbyEndpoint.maxResultCount, cap: NewPlacesStrategy.nearbySearchCap)
        return try await pages.read(query) { _ in
            let response = try await places.search(
                NewPlacesSearchNearbyEndpoint.path, json: NewPlacesSearchNearbyEndpoint.body(query),
                fieldMask: NewPlacesHours.fieldMask(
                    NewPlacesRouting.fieldMask(NewPlacesSearchNearbyEndpoint.fieldMask, query), query))
            // A server that sends more than it was asked for is read no further than the page asked for.
            let sent = response.places.prefix(NewPlacesSearchNearbyEndpoint.maxResultCount)
            return NearestFirstPage(
                places: NewPlacesRouting.places(Array(sent), summaries: response.routingSummaries, query: query),
                sent: sent.count, next: nil)
        }
    }

    /// Google's own search along the route: up to 3 pages of 20, each place with its detour when the route is driven.
    private func along(_ query: NearbySearchQuery, corridor: RouteCorridor) async throws -> NearbySearchResult {
        var found: [NearbyPlace] = []
        var token: String?
        for _ in 0..<NewPlacesTextSearchAlongEndpoint.maxPages {
            let response = try await places.search(
                NewPlacesTextSearchAlongEndpoint.path,
                json: NewPlacesTextSearchAlongEndpoint.body(query, corridor: corridor, pageToken: token),
                fieldMask: NewPlacesHours.fieldMask(NewPlacesTextSearchAlongEndpoint.fieldMask(corridor), query))
            found += NewPlacesTextSearchAlongEndpoint.places(response, corridor: corridor)
            token = response.nextPageToken.flatMap { $0.isEmpty ? nil : $0 }
            guard token != nil, found.count < query.limit else { break }
        }
        return NearbySearchResult(places: found)
    }

    private func textSearchPages(_ query: NearbySearchQuery) async throws -> NearbySearchResult {
        let pages = NearestFirstPages<String>(
            maxPages: NewPlacesTextSearchNearbyEndpoint.maxPages,
            serverCap: NewPlacesTextSearchNearbyEndpoint.maxPages * NewPlacesTextSearchNearbyEndpoint.pageSize,
            cap: NewPlacesStrategy.textSearchCap)
        return try await pages.read(query) { token in
            let response = try await places.search(
                NewPlacesTextSearchNearbyEndpoint.path, json: NewPlacesTextSearchNearbyEndpoint.body(query, pageToken: token),
                fieldMask: NewPlacesHours.fieldMask(
                    NewPlacesRouting.fieldMask(NewPlacesTextSearchNearbyEndpoint.fieldMask, query), query))
            let sent = response.places.prefix(NewPlacesTextSearchNearbyEndpoint.pageSize)
            return NearestFirstPage(
                places: NewPlacesRouting.places(Array(sent), summaries: response.routingSummaries, query: query),
                sent: sent.count,
                next: response.nextPageToken.flatMap { $0.isEmpty ? nil : $0 })
        }
    }
}
