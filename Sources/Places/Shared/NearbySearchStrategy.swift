import Domain

/// How each provider is asked for a nearby query: the one place that decides what a search sends and costs.
///
/// The answer is the `limit` nearest places in the circle that pass every filter (then ordered as asked), so every
/// provider is asked nearest first, with every filter its server can apply, and read only as far as needed, within
/// a budget of `requestBudget` requests (each is billed):
///
/// | provider | when | request | pages |
/// |---|---|---|---|
/// | Places API (New) | no `--stars`, `--open-now` or `--price`, `--limit` <= 20 | Nearby Search, DISTANCE | 1 of 20 |
/// | Places API (New) | otherwise | Text Search, DISTANCE, `minRating`, `openNow`, `priceLevels` | 1-3 of 20 |
/// | legacy API | always | nearbysearch `rankby=distance`, `opennow`, `minprice`/`maxprice` | 1-3 of 20 |
/// | Foursquare | always | places/search `sort=DISTANCE`, `open_now`, `min_price`/`max_price` | 1-3 of 50 |
/// | Foursquare | a selective `--stars` (see `foursquareReadsByRating`) | the same, the pages after the first `sort=RATING` | 1-3 of 50 |
///
/// What a server cannot filter (Google's minimum rating between its 0.5 steps, any minimum on the legacy API and
/// Foursquare, business status) is filtered here, as is everything again, whatever answered.
public enum NearbySearchStrategy {
    /// The most requests one provider may send for one `nearby`.
    public static let requestBudget = 3

    /// Places API (New): Nearby Search is the single cheap request when it can give the exact answer (it filters
    /// nothing but the type, and gives 20 at most); Text Search otherwise.
    enum NewAPI: Equatable {
        case nearbySearch
        case textSearch
    }

    static func newAPI(_ query: NearbySearchQuery) -> NewAPI {
        let needsServerFilters = query.minimumRating > 0 || query.openNow || query.priceLevels != nil
        return needsServerFilters || query.limit > NewPlacesSearchNearbyEndpoint.maxResultCount ? .textSearch : .nearbySearch
    }

    /// Text Search's `minRating`: Google takes 0.5 steps and rounds any other value up, which would drop places
    /// rated between the two; so the step at or below `--stars` (4.4 -> 4.0), and the exact minimum is applied here.
    static func googleMinimumRating(_ query: NearbySearchQuery) -> Double? {
        let step = (query.minimumRating * 2).rounded(.down) / 2
        return step > 0 ? step : nil
    }

    /// Text Search's `priceLevels` for `--price`: Google's filter has no free level, so a range that includes 0 is
    /// filtered here only.
    static func googlePriceLevels(_ query: NearbySearchQuery) -> [String]? {
        guard let levels = query.priceLevels, levels.lowerBound >= 1 else { return nil }
        return levels.map { googlePriceNames[$0] }
    }

    static let googlePriceNames = [
        "PRICE_LEVEL_FREE", "PRICE_LEVEL_INEXPENSIVE", "PRICE_LEVEL_MODERATE", "PRICE_LEVEL_EXPENSIVE",
        "PRICE_LEVEL_VERY_EXPENSIVE",
    ]

    /// Foursquare's `min_price`/`max_price` (1 cheapest ... 4): Google's levels 1-4 are the same; Foursquare has
    /// no free level, so 0 widens nothing (a range of 0 alone is filtered here only).
    static func foursquarePrices(_ query: NearbySearchQuery) -> ClosedRange<Int>? {
        guard let levels = query.priceLevels, levels.upperBound >= 1 else { return nil }
        return max(1, levels.lowerBound)...levels.upperBound
    }

    /// Foursquare has no rating filter. After its first page (nearest first), when the places that pass are too few
    /// near the centre for the rest of the budget to reach `--limit` nearest first, but few enough in the whole circle
    /// (estimated from their density in the part read) for the rest of the budget to read them all best rated first,
    /// the rest is read by rating: once a page ends below `--stars`, every place that passes has been seen.
    static func foursquareReadsByRating(qualifying: Int, within read: Double, query: NearbySearchQuery) -> Bool {
        guard query.minimumRating > 0, read > 0, qualifying * requestBudget < query.limit else { return false }
        let share = Double(query.radius) / read
        let estimate = Double(max(qualifying, 1)) * share * share
        let pagesLeft = Double(requestBudget - 1)
        return estimate <= pagesLeft * Double(FoursquareSearchNearbyService.pageSize)
    }

    // MARK: - The caps, as the incomplete-answer line names them

    static func nearbySearchCap(_ completeWithin: Double) -> SearchCap {
        SearchCap(
            description: "Google's Nearby Search gives at most 20 places",
            remedies: ["a --limit above 20 (Text Search, up to 60)"],
            completeWithin: completeWithin)
    }

    static func textSearchCap(_ completeWithin: Double) -> SearchCap {
        SearchCap(
            description: "Google's Text Search gives at most 60 places (3 pages of 20)", remedies: ["a smaller --radius"],
            completeWithin: completeWithin)
    }

    static func legacyCap(_ completeWithin: Double) -> SearchCap {
        SearchCap(
            description: "the legacy Places API gives at most 60 places (3 pages of 20)",
            remedies: ["a smaller --radius", "--places-api new (it filters ratings)"], completeWithin: completeWithin)
    }

    static func foursquareCap(_ completeWithin: Double) -> SearchCap {
        SearchCap(
            description: "foodybite reads at most \(requestBudget) pages of 50 from Foursquare (each is billed)",
            remedies: ["a smaller --radius"], completeWithin: completeWithin)
    }
}
