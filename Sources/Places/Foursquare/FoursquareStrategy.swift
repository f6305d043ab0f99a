import Domain

/// How Foursquare is asked for a nearby query (see `NearbySearchStrategy`), and the cap it may hit.
enum FoursquareStrategy {
    /// Foursquare's `min_price`/`max_price` (1 cheapest ... 4): Google's levels 1-4 are the same; Foursquare has
    /// no free level, so 0 widens nothing (a range of 0 alone is filtered here only).
    static func prices(_ query: NearbySearchQuery) -> ClosedRange<Int>? {
        guard let levels = query.priceLevels, levels.upperBound >= 1 else { return nil }
        return max(1, levels.lowerBound)...levels.upperBound
    }

    /// Foursquare has no rating filter. After its first page (nearest first), when the places that pass are too few
    /// near the centre for the rest of the budget to reach `--limit` nearest first, but few enough in the whole circle
    /// (estimated from their density in the part read) for the rest of the budget to read them all best rated first,
    /// the rest is read by rating: once a page ends below `--stars`, every place that passes has been seen.
    static func readsByRating(qualifying: Int, within read: Double, query: NearbySearchQuery) -> Bool {
        let budget = NearbySearchStrategy.requestBudget
        guard query.minimumRating > 0, read > 0, qualifying * budget < query.limit else { return false }
        let share = Double(query.radius) / read
        let estimate = Double(max(qualifying, 1)) * share * share
        let pagesLeft = Double(budget - 1)
        return estimate <= pagesLeft * Double(FoursquareSearchNearbyService.pageSize)
    }

    static func cap(_ completeWithin: Double) -> SearchCap {
        SearchCap(
            description:
                "foodybite reads at most \(NearbySearchStrategy.requestBudget) pages of 50 from Foursquare (each is billed)",
            remedies: [.smallerRadius], completeWithin: completeWithin)
    }
}
