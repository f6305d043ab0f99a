/// How often a service takes the same request within a window: Overpass's dispatcher refuses a fourth copy of a query
/// while three are inside their `[timeout:N]` (`count` 3, `window` N seconds). `RetryingHTTPClient` waits a retry out
/// rather than send one copy more.
public struct RepeatLimit: Equatable, Sendable {
    public let count: Int
    public let window: Duration

    public init(count: Int, window: Duration) {
        self.count = max(1, count)
        self.window = window
    }
}
