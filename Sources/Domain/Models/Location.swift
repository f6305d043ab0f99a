/// A point on Earth in decimal degrees (WGS 84).
public struct Location: Equatable, Hashable, Sendable, Codable {
    public let latitude: Double
    public let longitude: Double

    /// From a server's coordinates: `nil` when either is missing or out of range.
    public init?(latitude: Double?, longitude: Double?) {
        guard let latitude, let longitude else { return nil }
        self.init(latitude: latitude, longitude: longitude)
    }

    /// Creates a location; `nil` unless latitude is in -90...90 and longitude in -180...180.
    public init?(latitude: Double, longitude: Double) {
        guard latitude.isFinite, longitude.isFinite,
            (-90.0...90.0).contains(latitude), (-180.0...180.0).contains(longitude)
        else { return nil }
        self.latitude = latitude
        self.longitude = longitude
    }

    private enum CodingKeys: String, CodingKey { case latitude, longitude }

    /// Decoding checks the ranges too: a stored location is no more trusted than a typed one.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let latitude = try container.decode(Double.self, forKey: .latitude)
        let longitude = try container.decode(Double.self, forKey: .longitude)
        guard let location = Location(latitude: latitude, longitude: longitude) else {
            throw DecodingError.dataCorruptedError(forKey: .latitude, in: container, debugDescription: "not a location")
        }
        self = location
    }
}
