import Domain

/// What identifies a query for `nearby --changes`: the centre rounded to 4 decimals (about 10 m, so that a
/// location from GPS or an IP lookup that wobbles stays the same query), the radius, minimum rating, order,
/// limit, the filters (favourites, open now, price, cuisine), the kinds (only when not restaurants alone: the keys
/// recorded before `--kind` stay the same), the map-data filters (only when given), provider and API. `all` names the
/// providers it asked (`all=google+foursquare+osm`): a provider added to `all` makes a new query, whose first run
/// records its answer, rather than reporting every place of the new provider as new. Two runs with the same key are
/// compared.
public enum NearbyChangesKey {
    public static func of(
        _ query: NearbySearchQuery, api: PlacesAPI?, provider: ProviderChoice? = nil, asking providers: [PlacesProvider] = []
    ) -> String {
        let providerName =
            provider == .all && !providers.isEmpty
            ? "all=" + providers.map(\.rawValue).joined(separator: "+") : provider?.rawValue ?? "default-provider"
        let latitude = (query.location.latitude * 10_000).rounded() / 10_000
        let longitude = (query.location.longitude * 10_000).rounded() / 10_000
        let favorites = query.onlyPlaceIDs.map { _ in "favorites" } ?? "all"
        return [
            "v1", providerName, api?.rawValue ?? "default-api", "\(latitude),\(longitude)",
            "radius=\(query.radius)",
            "stars=\(query.minimumRating)", "sort=\(query.order.rawValue)", "limit=\(query.limit)", favorites,
            query.openNow ? "open-now" : "any-time",
            query.priceLevels.map { "price=\($0.lowerBound)-\($0.upperBound)" } ?? "any-price",
            query.cuisine.map { "cuisine=\($0.rawValue)" } ?? "any-cuisine",
        ]
        .joined(separator: "|")
            + (query.asksForRestaurantsOnly ? "" : "|kinds=" + query.kinds.map(\.rawValue).joined(separator: ","))
            + (query.attributes.isEmpty ? "" : "|" + query.attributes.recordedKey)
    }
}
