import Domain
import GRDB

/// Search preferences (radius, minimum rating) kept in the user-data database.
public final class SQLiteUserPreferencesStore: UserPreferencesLoader, UserPreferencesSaver {
    private let database: SQLiteDatabase

    public init(database: SQLiteDatabase) {
        self.database = database
    }

    public func load() throws -> UserPreferences {
        let values = try database.read { db in
            Dictionary(
                try Row.fetchAll(db, sql: "SELECT key, value FROM preference").compactMap { row -> (String, String)? in
                    guard let key = row.checkedString("key"), let value = row.checkedString("value") else { return nil }
                    return (key, value)
                },
                uniquingKeysWith: { $1 })
        }
        let defaults = UserPreferences.default
        let radius = values["radius"].flatMap(Int.init).flatMap { NearbySearchQuery.radiusRange.contains($0) ? $0 : nil }
        let rating = values["minimumRating"].flatMap(Double.init).flatMap {
            NearbySearchQuery.ratingRange.contains($0) ? $0 : nil
        }
        let home = values["home"].flatMap { text -> Location? in
            let parts = text.split(separator: ",").compactMap { DecimalNumber.parse($0) }
            return parts.count == 2 ? Location(latitude: parts[0], longitude: parts[1]) : nil
        }
        return UserPreferences(radius: radius ?? defaults.radius, minimumRating: rating ?? defaults.minimumRating, home: home)
    }

    public func save(_ preferences: UserPreferences) throws {
        try database.write { db in
            for (key, value) in [("radius", String(preferences.radius)), ("minimumRating", String(preferences.minimumRating))] {
                try db.execute(sql: "INSERT OR REPLACE INTO preference (key, value) VALUES (?, ?)", arguments: [key, value])
            }
            if let home = preferences.home {
                try db.execute(
                    sql: "INSERT OR REPLACE INTO preference (key, value) VALUES ('home', ?)",
                    arguments: ["\(home.latitude),\(home.longitude)"])
            } else {
                try db.execute(sql: "DELETE FROM preference WHERE key = 'home'")
            }
        }
    }
}
