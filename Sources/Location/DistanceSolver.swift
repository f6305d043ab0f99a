import Domain
import Foundation

/// Great-circle distances on a spherical Earth (haversine), in metres: Domain's `GreatCircle`, where the
/// locations are.
public enum DistanceSolver {
    public static let earthRadiusMeters = GreatCircle.earthRadiusMeters

    public static func distance(from source: Domain.Location, to destination: Domain.Location) -> Double {
        GreatCircle.meters(from: source, to: destination)
    }
}
