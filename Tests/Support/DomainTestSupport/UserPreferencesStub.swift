import Domain

/// Answers `load()` with fixed preferences, or fails.
public struct UserPreferencesStub: UserPreferencesLoader {
    private let result: Result<UserPreferences, ServiceError>

    public init(_ preferences: UserPreferences = .default) {
        result = .success(preferences)
    }

    public init(error: ServiceError) {
        result = .failure(error)
    }

    public func load() throws -> UserPreferences {
        try result.get()
    }
}
