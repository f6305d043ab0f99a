import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Bounds the time a server can hold foodybite, whatever it does (a server that drips one byte at a time keeps a
/// connection from ever being idle): each answer must arrive whole within `perRequest`, and all the requests of
/// one process (one command) within `budget` of its first request, retries and waits included. A request past
/// either is cancelled and fails as `.timedOut` (exit 75, or a warning for one provider of `--provider all`).
public struct DeadlineHTTPClient: HTTPClient {
    /// The command's budget: its end is set by the first request.
    public final class Budget: Sendable {
        private let length: Duration
        private let end = Locked<ContinuousClock.Instant?>(nil)

        public init(_ length: Duration) {
            self.length = length
        }

        /// The time left, starting the budget on the first call.
        func remaining(at now: ContinuousClock.Instant) -> Duration {
            end.withLock { end in
                let deadline = end ?? now + length
                end = deadline
                return deadline - now
            }
        }
    }

    private let decoratee: any HTTPClient
    private let perRequest: Duration
    private let budget: Budget
    private let clock: WaitClock

    public init(decoratee: any HTTPClient, perRequest: Duration, budget: Budget, clock: WaitClock = .system) {
        self.decoratee = decoratee
        self.perRequest = perRequest
        self.budget = budget
        self.clock = clock
    }

    public func send(_ request: URLRequest, limit: ResponseLimit) async throws -> (Data, HTTPURLResponse) {
        let allowed = min(perRequest, budget.remaining(at: clock.now()))
        guard allowed > .zero else { throw HTTPClientError.timedOut }
        let (decoratee, sleep) = (self.decoratee, clock.sleep)
        return try await withThrowingTaskGroup(of: (Data, HTTPURLResponse)?.self) { group in
            group.addTask { try await decoratee.send(request, limit: limit) }
            group.addTask {
                try await sleep(allowed)
                return nil
            }
            defer { group.cancelAll() }
            guard let first = try await group.next(), let answer = first else { throw HTTPClientError.timedOut }
            return answer
        }
    }
}
