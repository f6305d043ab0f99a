/// Reads the saved search preferences (the defaults when none are saved).
public protocol UserPreferencesLoader: Sendable {
    func load() throws -> UserPreferences
}

/// Saves the search preferences.
public protocol UserPreferencesSaver: Sendable {
    func save(_ preferences: UserPreferences) throws
}

/// Reads and saves the search preferences.
public typealias UserPreferencesStore = UserPreferencesLoader & UserPreferencesSaver
