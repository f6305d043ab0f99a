/// Where a place is, in decimal degrees (WGS 84), for the times of the sun there (`sunrise`, `dusk`, ...).
public struct Coordinate: Hashable, Sendable {
    public let latitude: Double
    public let longitude: Double

    public init(latitude: Double, longitude: Double) {
        self.latitude = latitude
        self.longitude = longitude
    }
}
