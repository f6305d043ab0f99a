import Foundation

/// How every cache engine keys what it keeps, so that the same question is the same row in SQLite and PostgreSQL, and
/// joined calls are ones the cache would answer alike.
public enum CacheKey {
    /// How long a route or a travel time is served: roads change slowly.
    public static let routeLifetime: TimeInterval = 7 * 24 * 3600

    /// A point to `decimals` decimals: an origin to 4 (about 10 m: a centre from GPS or an IP lookup that wobbles by a
    /// few metres is the same origin), a destination to 5 (about 1 m).
    public static func point(_ location: Location, _ decimals: Int) -> String {
        String(format: "%.\(decimals)f,%.\(decimals)f", location.latitude, location.longitude)
    }

    /// The origin of a route or of travel times.
    public static func origin(_ location: Location) -> String { point(location, 4) }

    /// A free-text search's text: trimmed, lower-cased, at most 500 characters.
    public static func text(_ text: String) -> String {
        String(text.trimmingCharacters(in: .whitespaces).lowercased().prefix(500))
    }
}
