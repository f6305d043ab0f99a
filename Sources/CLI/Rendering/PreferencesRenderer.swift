import Domain

/// The preferences as two lines for people, or `{"radius": 10000, "stars": 0}`.
enum PreferencesRenderer {
    static func render(_ preferences: UserPreferences, as format: ConfigFormat) throws -> String {
        switch format {
        case .table:
            return "radius  \(preferences.radius) m\nstars   \(preferences.minimumRating)\n"
        case .json:
            return try StructuredRenderer.json(Record(radius: preferences.radius, stars: preferences.minimumRating))
        }
    }

    private struct Record: Encodable {
        let radius: Int
        let stars: Double
    }
}
