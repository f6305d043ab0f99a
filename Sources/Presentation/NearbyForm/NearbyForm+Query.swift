import Domain

/// What a `nearby` search's values mean for the search: the query, the kinds, the cache and the route's ends.
extension NearbyForm {
    /// The half-width of `along`'s corridor when no radius is given.
    public static let defaultAlongWidth = 300

    /// Whether the saved preferences are needed (a value they give is missing).
    public var needsPreferences: Bool { radius == nil || stars == nil }

    public var cacheMode: PlacesSource.CacheMode { PlacesSource.CacheMode(offline: offline, noCache: noCache) }

    /// The kinds asked for: `kind`, else the configured ones; a cuisine narrows restaurants only.
    public func kinds(configured: () throws -> [PlaceKind]) throws -> [PlaceKind] {
        let kinds = try kind ?? configured()
        if let cuisine, !kinds.contains(.restaurant) {
            throw UsageError(
                "\(OptionName.cuisine(cuisine.rawValue)) narrows restaurants: it cannot be used with \(OptionName.kind(kinds.map(\.rawValue).joined(separator: ",")))"
            )
        }
        return kinds
    }

    public func query(
        around centre: Location, preferences: UserPreferences, favorites favoriteIDs: Set<String>?,
        provider: PlacesProvider?, kinds: [PlaceKind], openAt: OpenAtFilter? = nil, onArrival: ArrivalFilter? = nil
    ) -> NearbySearchQuery {
        NearbySearchQuery(
            location: centre, radius: radius ?? preferences.radius, minimumRating: stars ?? preferences.minimumRating,
            limit: limit, order: sort, onlyPlaceIDs: favoriteIDs, openNow: openNow, priceLevels: price?.levels,
            cuisine: cuisine, provider: provider, kinds: cuisine == nil ? kinds : [.restaurant],
            attributes: AttributeFilters(
                diets: diet, wheelchair: wheelchair, outdoorSeating: outdoorSeating, openAt: openAt, onArrival: onArrival),
            travel: travel, maxTravelSeconds: maxTravel)
    }

    /// Where an end of a route is: a `lat,lng` as given, else the first place its text finds.
    public static func routeEnd(_ text: String, api: PlacesAPI?) -> LocationRequest {
        if let point = try? LocationArgument.parse(text, option: OptionName.along.description) {
            return LocationRequest(explicit: point, near: nil, api: api)
        }
        return LocationRequest(explicit: nil, near: text, api: api)
    }
}

extension PlacesSource.CacheMode {
    /// The cache only (`offline`), never (`noCache`), or the network first.
    public init(offline: Bool, noCache: Bool) {
        self = offline ? .cacheOnly : (noCache ? .networkOnly : .networkThenCache)
    }
}
