import Domain
import Foundation
import Networking

/// `SearchNearbyService` over the legacy Places API. Follows `next_page_token` until it has `query.limit`
/// places that the query admits, Google has no more pages, or it has read `maxPages` pages (Google never gives
/// more than 3: a server that keeps sending tokens is not followed forever). Never assumes a page size.
public struct LegacySearchNearbyService: SearchNearbyService {
    public typealias Sleep = @Sendable (Duration) async throws -> Void
    public static let maxPages = 3

    private let places: LegacyPlacesClient
    private let paging: LegacyPaging
    private let sleep: Sleep
    private let progress: any WorkProgress

    public init(
        client: any HTTPClient, baseURL: URL, apiKey: String, paging: LegacyPaging = .google,
        progress: any WorkProgress = NoProgress(), sleep: @escaping Sleep = { try await Task.sleep(for: $0) }
    ) {
        self.progress = progress
        places = LegacyPlacesClient(client: client, baseURL: baseURL, apiKey: apiKey)
        self.paging = paging
        self.sleep = sleep
    }

    public func searchNearby(_ query: NearbySearchQuery) async throws -> [NearbyPlace] {
        var page = try await load(.first(query))
        var places = page.places.map { tagged($0, query) }
        var seen = Set(places.map(\.placeID))
        var pages = 1
        defer { progress.clear() }
        while let token = page.nextPageToken, pages < Self.maxPages,
            places.filter(query.admitsAttributes).count < query.limit
        {
            pages += 1
            progress.show("Fetching page \(pages) of up to \(Self.maxPages) (Google makes each wait 2 s)...")
            guard let next = try await loadFollowingPage(token: token) else { break }
            page = next
            for place in next.places where seen.insert(place.placeID).inserted {
                places.append(tagged(place, query))
            }
        }
        return places
    }

    /// The legacy API has no cuisine types; it matched `keyword`, and that match is taken as the cuisine (so that
    /// the presenter and the cache can tell it).
    private func tagged(_ place: NearbyPlace, _ query: NearbySearchQuery) -> NearbyPlace {
        guard let cuisine = query.cuisine else { return place }
        return NearbyPlace(
            placeID: place.placeID, name: place.name, location: place.location, rating: place.rating,
            userRatingsTotal: place.userRatingsTotal, isOpen: place.isOpen, priceLevel: place.priceLevel,
            address: place.address, businessStatus: place.businessStatus, photo: place.photo, cachedAt: place.cachedAt,
            types: (place.types ?? []) + [cuisine.googleType])
    }

    /// A following page, after the wait Google asks for; `nil` when the token never became valid
    /// (the places already fetched are kept rather than thrown away).
    private func loadFollowingPage(token: String) async throws -> Page? {
        try await sleep(paging.initialDelay)
        for retryDelay in paging.retryDelays + [nil] {
            do {
                return try await load(.next(token: token))
            } catch PageError.tokenNotReady {
                guard let retryDelay else { return nil }
                try await sleep(retryDelay)
            }
        }
        return nil
    }

    private struct Page {
        let places: [NearbyPlace]
        let nextPageToken: String?
    }

    private enum PageError: Error { case tokenNotReady }

    private func load(_ page: LegacyNearbySearchEndpoint.Page) async throws -> Page {
        let (response, status) = try await places.load(
            LegacyNearbySearchEndpoint.path, query: LegacyNearbySearchEndpoint.query(page), as: LegacySearchResponse.self)
        switch status {
        case .ok:
            let token = response.nextPageToken.flatMap { $0.isEmpty ? nil : $0 }
            return Page(places: LegacyPlacesMapper.restaurants(from: response.results), nextPageToken: token)
        case .zeroResults:
            return Page(places: [], nextPageToken: nil)
        case .invalidRequest(let message):
            if case .next = page { throw PageError.tokenNotReady }
            throw ServiceError(.unavailable, "Google Places rejected the search as invalid: \(message ?? "INVALID_REQUEST")")
        case .failure(let error):
            throw error
        }
    }
}
