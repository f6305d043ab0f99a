/// How a provider answers `--open-at` and `--open-on-arrival` (`PlacesProviderDescriptor.hours`).
public enum OpeningHoursSupport: Equatable, Sendable {
    /// It gives no hours: refused.
    case none
    /// Its places carry hours judged here (OpenStreetMap's as written, Google's periods): any moment, and arrivals;
    /// not through `except` (Google's legacy API gives no periods in a search).
    case judgedHere(except: PlacesAPI? = nil)
    /// Its server filters by a weekday and a local time (Foursquare's `open_at`): a moment, not an arrival (its
    /// places' hours are not asked for).
    case filteredByServer

    /// Whether it answers these filters through `api`.
    public func answers(_ filters: AttributeFilters, api: PlacesAPI) -> Bool {
        switch self {
        case .none: return filters.openAt == nil && filters.onArrival == nil
        case .judgedHere(let except): return except != api || (filters.openAt == nil && filters.onArrival == nil)
        case .filteredByServer: return filters.onArrival == nil
        }
    }
}
