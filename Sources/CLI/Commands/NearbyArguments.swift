import Domain

/// The rules and meanings of a `nearby` line's values (`NearbyArguments`, declared in `NearbyOptions`).
extension NearbyArguments {
    /// Every rule of the line, in the order ArgumentParser checks them (each option group, then the command).
    func validate() throws {
        try SearchCentreOptions.check(location: location, near: near)
        try AlongOptions.check(along: along, to: to)
        try NearbyInputRules.check(radius: radius, stars: stars, limit: limit)
        try CacheOptions.check(offline: offline, noCache: noCache)
        try NearbyCommand.check(self)
    }

    /// Whether the saved preferences are needed (a flag is missing).
    var needsPreferences: Bool { radius == nil || stars == nil }

    var cacheMode: PlacesSource.CacheMode { CacheOptions.mode(offline: offline, noCache: noCache) }

    /// The kinds asked for: `--kind`, else the configured ones; a cuisine narrows restaurants only.
    func kinds(configured: () throws -> [PlaceKind]) throws -> [PlaceKind] {
        let kinds = try kind ?? configured()
        if let cuisine, !kinds.contains(.restaurant) {
            throw UsageError(
                "--cuisine \(cuisine.rawValue) narrows restaurants: it cannot be used with --kind \(kinds.map(\.rawValue).joined(separator: ","))"
            )
        }
        return kinds
    }

    func query(
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
}
