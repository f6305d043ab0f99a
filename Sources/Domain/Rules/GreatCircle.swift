import Foundation

/// Great-circle distances on a spherical Earth (haversine), in metres: the one formula every layer uses, so
/// that the cache's SQL and the presenter agree on which places are inside a radius, to the last bit.
public enum GreatCircle {
    /// The mean Earth radius (IUGG), the value Google's own examples use.
    public static let earthRadiusMeters = 6_371_008.8

    public static func meters(from source: Location, to destination: Location) -> Double {
        meters(source.latitude, source.longitude, destination.latitude, destination.longitude)
    }

    /// The same distance from plain degrees (for callers that hold numbers, not locations: SQLite).
    public static func meters(_ latitude1: Double, _ longitude1: Double, _ latitude2: Double, _ longitude2: Double)
        -> Double
    {
        let lat1 = radians(latitude1)
        let lat2 = radians(latitude2)
        let deltaLat = lat2 - lat1
        let deltaLng = radians(longitude2 - longitude1)
        let a = sin(deltaLat / 2) * sin(deltaLat / 2) + cos(lat1) * cos(lat2) * sin(deltaLng / 2) * sin(deltaLng / 2)
        let c = 2 * atan2(a.squareRoot(), (1 - a).squareRoot())
        return earthRadiusMeters * c
    }

    private static func radians(_ degrees: Double) -> Double {
        degrees * .pi / 180
    }
}
