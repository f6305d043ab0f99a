import Foundation

/// How long cached content is served, and what "now" is (injected, so tests never wait).
public struct CachePolicy: Sendable {
    /// Google's terms ask that content other than place ids is not kept for longer than 30 days.
    public static let defaultMaxAge: TimeInterval = 30 * 24 * 3600

    public let maxAge: TimeInterval
    public let now: @Sendable () -> Date

    public init(maxAge: TimeInterval = CachePolicy.defaultMaxAge, now: @escaping @Sendable () -> Date = { Date() }) {
        self.maxAge = maxAge
        self.now = now
    }

    /// Content fetched before this instant has expired.
    public var cutoff: Date { now().addingTimeInterval(-maxAge) }
}
