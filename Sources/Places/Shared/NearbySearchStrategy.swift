import Domain

/// How each provider is asked for a nearby query: the budget every provider shares, and the overview of what each
/// one's strategy (in its own folder: `NewPlacesStrategy`, `LegacyPlacesStrategy`, `FoursquareStrategy`) sends and
/// costs.
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
}
