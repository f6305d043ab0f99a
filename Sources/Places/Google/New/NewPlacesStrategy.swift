import Domain

/// How Places API (New) is asked for a nearby query (see `NearbySearchStrategy`), and the caps it may hit.
enum NewPlacesStrategy {
    /// Nearby Search is the single cheap request when it can give the exact answer (it filters nothing but the type,
    /// and gives 20 at most); Text Search otherwise.
    enum Request: Equatable {
        case nearbySearch
        case textSearch
    }

    static func request(_ query: NearbySearchQuery) -> Request {
        // `--open-at` is judged here: Text Search reads on, nearest first, until enough are open.
        let needsServerFilters = query.minimumRating > 0 || query.openNow || query.priceLevels != nil
        return needsServerFilters || query.attributes.openAt != nil || query.limit > NewPlacesSearchNearbyEndpoint.maxResultCount
            ? .textSearch : .nearbySearch
    }

    /// Text Search's `minRating`: Google takes 0.5 steps and rounds any other value up, which would drop places
    /// rated between the two; so the step at or below `--stars` (4.4 -> 4.0), and the exact minimum is applied here.
    static func minimumRating(_ query: NearbySearchQuery) -> Double? {
        let step = (query.minimumRating * 2).rounded(.down) / 2
        return step > 0 ? step : nil
    }

    /// Text Search's `priceLevels` for `--price`: Google's filter has no free level, so a range that includes 0 is
    /// filtered here only.
    static func priceLevels(_ query: NearbySearchQuery) -> [String]? {
        guard let levels = query.priceLevels, levels.lowerBound >= 1 else { return nil }
        return levels.map { priceNames[$0] }
    }

    static let priceNames = [
        "PRICE_LEVEL_FREE", "PRICE_LEVEL_INEXPENSIVE", "PRICE_LEVEL_MODERATE", "PRICE_LEVEL_EXPENSIVE",
        "PRICE_LEVEL_VERY_EXPENSIVE",
    ]

    static func nearbySearchCap(_ completeWithin: Double) -> SearchCap {
        SearchCap(
            description: "Google's Nearby Search gives at most 20 places",
            remedies: [.largerLimit(above: 20, upTo: 60, how: "Text Search")],
            completeWithin: completeWithin)
    }

    static func textSearchCap(_ completeWithin: Double) -> SearchCap {
        SearchCap(
            description: "Google's Text Search gives at most 60 places (3 pages of 20)", remedies: [.smallerRadius],
            completeWithin: completeWithin)
    }
}
