/// The search preferences that persist between runs.
public struct UserPreferences: Equatable, Hashable, Sendable, Codable {
    public static let `default` = UserPreferences(radius: 10_000, minimumRating: 0)

    public let radius: Int
    public let minimumRating: Double

    public init(radius: Int, minimumRating: Double) {
        self.radius = radius
        self.minimumRating = minimumRating
    }
}
