/// A point on Earth in decimal degrees (WGS 84).
public struct Location: Equatable, Hashable, Sendable, Codable {
    public let latitude: Double
    public let longitude: Double

    /// Creates a location; `nil` unless latitude is in -90...90 and longitude in -180...180.
    public init?(latitude: Double, longitude: Double) {
        guard latitude.isFinite, longitude.isFinite,
            (-90.0...90.0).contains(latitude), (-180.0...180.0).contains(longitude)
        else { return nil }
        self.latitude = latitude
        self.longitude = longitude
    }
}
