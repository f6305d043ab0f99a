import Domain

/// Everything commands need, built by the composition root (Main) or by tests.
/// Commands are ArgumentParser structs that cannot store services: they receive this value in `run(with:)`.
public struct Dependencies: Sendable {
    public typealias DistanceSolver = @Sendable (Location, Location) -> Double

    public var console: any Console
    public var terminal: TerminalCapabilities
    /// The nearby service for the API the user chose (`nil`: the configured default). Throws
    /// `ConfigurationError` when something the service needs (a key, a URL) is missing.
    public var makeSearchNearbyService: @Sendable (PlacesAPIChoice?) throws -> any SearchNearbyService
    public var preferences: any UserPreferencesLoader
    public var distance: DistanceSolver
    /// Values that must never be printed (API keys, tokens): replaced in every message.
    public var secrets: [String]

    public init(
        console: any Console, terminal: TerminalCapabilities,
        makeSearchNearbyService: @escaping @Sendable (PlacesAPIChoice?) throws -> any SearchNearbyService,
        preferences: any UserPreferencesLoader, distance: @escaping DistanceSolver, secrets: [String]
    ) {
        self.console = console
        self.terminal = terminal
        self.makeSearchNearbyService = makeSearchNearbyService
        self.preferences = preferences
        self.distance = distance
        self.secrets = secrets
    }
}
