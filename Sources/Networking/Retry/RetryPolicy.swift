import Foundation

/// When and how long to wait before trying a read again, as Google's own client libraries do: up to
/// `maxRetries` more attempts, full-jitter exponential backoff (a random wait up to base × 2^attempt, capped),
/// a server's `Retry-After` honoured when it asks for at most `maxRetryAfter`, all within `deadline`.
public struct RetryPolicy: Equatable, Sendable {
    public static let allowedRetries = 0...5
    public static let defaultRetries = 2

    public let maxRetries: Int
    public let baseDelay: Duration
    public let maxDelay: Duration
    public let maxRetryAfter: Duration
    public let deadline: Duration

    public init(
        maxRetries: Int = RetryPolicy.defaultRetries, baseDelay: Duration = .milliseconds(500), maxDelay: Duration = .seconds(4),
        maxRetryAfter: Duration = .seconds(10), deadline: Duration = .seconds(30)
    ) {
        self.maxRetries = maxRetries
        self.baseDelay = baseDelay
        self.maxDelay = maxDelay
        self.maxRetryAfter = maxRetryAfter
        self.deadline = deadline
    }

    /// The wait before retry number `attempt + 1`, given a random fraction in 0..<1.
    public func backoff(attempt: Int, random: Double) -> Duration {
        let ceiling = min(maxDelay, baseDelay * (1 << min(attempt, 16)))
        return ceiling * max(0, min(1, random))
    }

    /// What a `Retry-After` header (whole seconds, or an HTTP-date) asks for.
    public func retryAfter(_ header: String?, now: Date = Date()) -> RetryAfter {
        guard let header else { return .absent }
        guard let seconds = RetryAfterHeader.seconds(header, now: now), seconds <= 86_400,
            Duration.seconds(seconds) <= maxRetryAfter
        else { return .tooLong }
        return .wait(.seconds(seconds))
    }

    public enum RetryAfter: Equatable, Sendable {
        case absent
        case wait(Duration)
        /// More than `maxRetryAfter`, or not understood: not waited for; the failure is reported.
        case tooLong
    }
}
