import Domain

/// How the legacy Places API is asked for a nearby query (see `NearbySearchStrategy`): `rankby=distance` always,
/// and the cap it may hit.
enum LegacyPlacesStrategy {
    static func cap(_ completeWithin: Double) -> SearchCap {
        SearchCap(
            description: "the legacy Places API gives at most 60 places (3 pages of 20)",
            remedies: [.smallerRadius, .otherAPI(.new, why: "it filters ratings")], completeWithin: completeWithin)
    }
}
