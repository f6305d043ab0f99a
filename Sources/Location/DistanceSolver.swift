import Domain
import Foundation

/// Great-circle distances on a spherical Earth (haversine), in metres.
public enum DistanceSolver {
    /// The mean Earth radius (IUGG), the value Google's own examples use.
    public static let earthRadiusMeters = 6_371_008.8

    public static func distance(from source: Domain.Location, to destination: Domain.Location) -> Double {
        let lat1 = radians(source.latitude)
        let lat2 = radians(destination.latitude)
        let deltaLat = lat2 - lat1
        let deltaLng = radians(destination.longitude - source.longitude)
        let a = sin(deltaLat / 2) * sin(deltaLat / 2) + cos(lat1) * cos(lat2) * sin(deltaLng / 2) * sin(deltaLng / 2)
        let c = 2 * atan2(a.squareRoot(), (1 - a).squareRoot())
        return earthRadiusMeters * c
    }

    private static func radians(_ degrees: Double) -> Double {
        degrees * .pi / 180
    }
}
