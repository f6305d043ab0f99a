/// The clock a decorator waits on: what time it is and how it sleeps. The system's by default; a test gives its own,
/// so that nothing it checks depends on the machine's speed and no test waits.
public struct WaitClock: Sendable {
    public let now: @Sendable () -> ContinuousClock.Instant
    public let sleep: @Sendable (Duration) async throws -> Void

    public init(
        now: @escaping @Sendable () -> ContinuousClock.Instant,
        sleep: @escaping @Sendable (Duration) async throws -> Void
    ) {
        self.now = now
        self.sleep = sleep
    }

    /// The continuous clock, with `Task.sleep` (cancellable).
    public static let system = WaitClock(now: { .now }, sleep: { try await Task.sleep(for: $0) })
}
