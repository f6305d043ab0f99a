import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Retries a read that failed for now: HTTP 429, 500, 502, 503 or 504, a body the service marks as a passing
/// failure (`isTransientBody`, given the request: e.g. Google's legacy `OVER_QUERY_LIMIT`), a timeout or a lost connection. Requests that
/// `isRetryable` does not admit (a review post: the outbox owns that) are sent once. A request a service takes only so
/// often (`repeatLimit`: Overpass's dispatcher, three copies of a query in its window) is retried only when the
/// window allows, waiting for it within the deadline. Its clock and its random source are injected, so that
/// tests never wait.
public struct RetryingHTTPClient: HTTPClient {
    private let decoratee: any HTTPClient
    private let policy: RetryPolicy
    private let isRetryable: @Sendable (URLRequest) -> Bool
    private let isTransientBody: @Sendable (URLRequest, Data) -> Bool
    private let repeatLimit: @Sendable (URLRequest) -> RepeatLimit?
    private let clock: WaitClock
    private let random: @Sendable () -> Double

    public init(
        decoratee: any HTTPClient, policy: RetryPolicy, isRetryable: @escaping @Sendable (URLRequest) -> Bool,
        isTransientBody: @escaping @Sendable (URLRequest, Data) -> Bool = { _, _ in false },
        repeatLimit: @escaping @Sendable (URLRequest) -> RepeatLimit? = { _ in nil },
        clock: WaitClock = .system,
        random: @escaping @Sendable () -> Double = { .random(in: 0..<1) }
    ) {
        self.decoratee = decoratee
        self.policy = policy
        self.isRetryable = isRetryable
        self.isTransientBody = isTransientBody
        self.repeatLimit = repeatLimit
        self.clock = clock
        self.random = random
    }

    public func send(_ request: URLRequest, limit: ResponseLimit) async throws -> (Data, HTTPURLResponse) {
        guard policy.maxRetries > 0, isRetryable(request) else { return try await decoratee.send(request, limit: limit) }
        let deadline = clock.now() + policy.deadline
        let repeats = repeatLimit(request)
        var sent: [ContinuousClock.Instant] = []
        var attempt = 0
        while true {
            sent.append(clock.now())
            let outcome: Result<(Data, HTTPURLResponse), any Error>
            do {
                outcome = .success(try await decoratee.send(request, limit: limit))
            } catch {
                outcome = .failure(error)
            }
            guard attempt < policy.maxRetries, var wait = wait(after: outcome, of: request, attempt: attempt) else {
                return try outcome.get()
            }
            if let repeats, sent.count >= repeats.count {
                wait = max(wait, sent[sent.count - repeats.count] + repeats.window - clock.now())
            }
            guard clock.now() + wait < deadline else { return try outcome.get() }
            try await clock.sleep(wait)
            attempt += 1
        }
    }

    /// How long to wait before trying again after `outcome`; nil when it is not worth another attempt.
    private func wait(
        after outcome: Result<(Data, HTTPURLResponse), any Error>, of request: URLRequest, attempt: Int
    ) -> Duration? {
        let backoff = policy.backoff(attempt: attempt, random: random())
        switch outcome {
        case .failure(HTTPClientError.timedOut), .failure(HTTPClientError.connectionLost):
            return backoff
        case .failure:
            return nil
        case .success((let data, let response)):
            if [429, 500, 502, 503, 504].contains(response.statusCode) {
                switch policy.retryAfter(response.value(forHTTPHeaderField: "Retry-After")) {
                case .absent: return backoff
                case .wait(let asked): return asked
                case .tooLong: return nil
                }
            }
            return (200..<300).contains(response.statusCode) && isTransientBody(request, data) ? backoff : nil
        }
    }
}
