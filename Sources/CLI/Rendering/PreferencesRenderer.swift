import Domain
import Presentation

/// The preferences as two lines for people, or `{"radius": 10000, "stars": 0}` (and `home`, null when unset).
enum PreferencesRenderer {
    static func render(_ preferences: UserPreferences, as format: ReportFormat) throws -> String {
        let home = preferences.home.map { "\($0.latitude),\($0.longitude)" }
        return try OutputWriter.report(
            format,
            table: {
                "radius  \(preferences.radius) m\nstars   \(preferences.minimumRating)\(home.map { "\nhome    \($0)" } ?? "")\n"
            },
            record: {
                RecordValue.object([
                    ("radius", .integer(preferences.radius)), ("stars", .number(preferences.minimumRating)),
                    ("home", .text(home)),
                ])
            })
    }
}
