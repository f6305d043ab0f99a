import Domain

/// The preferences as two lines for people, or `{"radius": 10000, "stars": 0}`.
enum PreferencesRenderer {
    static func render(_ preferences: UserPreferences, as format: ReportFormat) throws -> String {
        switch format {
        case .table:
            let home = preferences.home.map { "\nhome    \($0.latitude),\($0.longitude)" } ?? ""
            return "radius  \(preferences.radius) m\nstars   \(preferences.minimumRating)\(home)\n"
        case .json:
            return try StructuredRenderer.json(
                Record(
                    radius: preferences.radius, stars: preferences.minimumRating,
                    home: preferences.home.map { "\($0.latitude),\($0.longitude)" }))
        }
    }

    private struct Record: Encodable {
        let radius: Int
        let stars: Double
        let home: String?

        enum CodingKeys: String, CodingKey { case radius, stars, home }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(radius, forKey: .radius)
            try container.encode(stars, forKey: .stars)
            try container.encode(home, forKey: .home)
        }
    }
}
