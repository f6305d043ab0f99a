/// The search preferences that persist between runs, and the saved home location.
public struct UserPreferences: Equatable, Hashable, Sendable, Codable {
    public static let `default` = UserPreferences(radius: 10_000, minimumRating: 0)

    public let radius: Int
    public let minimumRating: Double
    /// Where "near" is when nothing else says (`preferences set --home LAT,LNG`).
    public let home: Location?

    public init(radius: Int, minimumRating: Double, home: Location? = nil) {
        self.radius = radius
        self.minimumRating = minimumRating
        self.home = home
    }
}
