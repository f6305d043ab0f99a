import Domain
import Persistence
import Synchronization

/// Preferences kept for the life of the process: the store used when nothing may be written to disk,
/// and the reference implementation that the SQLite store's contract tests will share.
public final class InMemoryUserPreferencesStore: UserPreferencesLoader, UserPreferencesSaver {
    private let preferences: Mutex<UserPreferences?>

    public init(preferences: UserPreferences? = nil) {
        self.preferences = Mutex(preferences)
    }

    public func load() throws -> UserPreferences {
        preferences.withLock { $0 } ?? .default
    }

    public func save(_ newPreferences: UserPreferences) throws {
        preferences.withLock { $0 = newPreferences }
    }
}
