import Domain
import Synchronization

/// Answers `load()` with the preferences it holds (or fails), and records what is saved.
public final class UserPreferencesStub: UserPreferencesLoader, UserPreferencesSaver {
    private let state: Mutex<Result<UserPreferences, ServiceError>>

    public init(_ preferences: UserPreferences = .default) {
        state = Mutex(.success(preferences))
    }

    public init(error: ServiceError) {
        state = Mutex(.failure(error))
    }

    public func load() throws -> UserPreferences {
        try state.withLock { $0 }.get()
    }

    public func save(_ preferences: UserPreferences) throws {
        state.withLock { $0 = .success(preferences) }
    }
}
