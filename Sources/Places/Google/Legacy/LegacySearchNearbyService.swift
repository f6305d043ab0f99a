import Domain
import Foundation
import Networking

/// `SearchNearbyService` over the legacy Places API: nearest first with its filters (`NearbySearchStrategy`),
/// following `next_page_token` only as far as the query needs, at most `maxPages` pages (Google never gives more
/// than 3: a server that keeps sending tokens is not followed forever). Never assumes a page size.
public struct LegacySearchNearbyService: SearchNearbyService {
    public typealias Sleep = @Sendable (Duration) async throws -> Void
    public static let maxPages = NearbySearchStrategy.requestBudget

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

    public func searchNearby(_ query: NearbySearchQuery) async throws -> NearbySearchResult {
        if let along = try await CorridorSampling.search(query, circle: searchNearby) { return along }
        return try await KindByKind.search(query, searchOneKind)
    }

    private func searchOneKind(_ query: NearbySearchQuery) async throws -> NearbySearchResult {
        defer { progress.clear() }
        var pageNumber = 0
        let pages = NearestFirstPages<String>(
            maxPages: Self.maxPages, serverCap: LegacyNearbySearchEndpoint.maxResults, cap: LegacyPlacesStrategy.cap)
        return try await pages.read(query) { token in
            pageNumber += 1
            guard let token else { return try await load(.first(query)).tagged(query) }
            progress.show("Fetching page \(pageNumber) of up to \(Self.maxPages) (Google makes each wait 2 s)...")
            return try await loadFollowingPage(token: token)?.tagged(query)
        }
    }

    /// A following page, after the wait Google asks for; `nil` when the token never became valid
    /// (the places already fetched are kept rather than thrown away).
    private func loadFollowingPage(token: String) async throws -> NearestFirstPage<String>? {
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

    private enum PageError: Error { case tokenNotReady }

    private func load(_ page: LegacyNearbySearchEndpoint.Page) async throws -> NearestFirstPage<String> {
        let (response, status) = try await places.load(
            LegacyNearbySearchEndpoint.path, query: LegacyNearbySearchEndpoint.query(page), withRegion: false,
            as: LegacySearchResponse.self)
        switch status {
        case .ok:
            let token = response.nextPageToken.flatMap { $0.isEmpty ? nil : $0 }
            // A server that sends more than a page is read no further than a page.
            let sent = Array(response.results.prefix(LegacyNearbySearchEndpoint.pageSize))
            return NearestFirstPage(places: LegacyPlacesMapper.places(from: sent), sent: sent.count, next: token)
        case .zeroResults:
            return NearestFirstPage(places: [], sent: 0, next: nil)
        case .invalidRequest(let message):
            if case .next = page { throw PageError.tokenNotReady }
            throw ServiceError(.unavailable, "Google Places rejected the search as invalid: \(message ?? "INVALID_REQUEST")")
        case .failure(let error):
            throw error
        }
    }
}

extension NearestFirstPage {
    /// The legacy API has no cuisine or fast-food types; it matched `keyword`, and that match is taken as the
    /// cuisine or fast food (so that the presenter and the cache can tell it).
    fileprivate func tagged(_ query: NearbySearchQuery) -> NearestFirstPage {
        guard query.cuisine != nil || query.kinds == [.fastFood] else { return self }
        let tagged = places.map { place in
            NearbyPlace(
                placeID: place.placeID, name: place.name, location: place.location, rating: place.rating,
                userRatingsTotal: place.userRatingsTotal, isOpen: place.isOpen, priceLevel: place.priceLevel,
                address: place.address, businessStatus: place.businessStatus, photo: place.photo, cachedAt: place.cachedAt,
                // Fast food is its primary type (its kind); a cuisine is one more type of a restaurant.
                types: (query.kinds == [.fastFood] ? ["fast_food_restaurant"] : []) + (place.types ?? [])
                    + (query.cuisine.map { [$0.googleType] } ?? []), category: place.category)
        }
        return NearestFirstPage(places: tagged, sent: sent, next: next)
    }
}
