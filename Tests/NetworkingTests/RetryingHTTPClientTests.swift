import Foundation
import Networking
import NetworkingTestSupport
import Synchronization
import XCTest

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

final class RetryingHTTPClientTests: XCTestCase {
    func test_send_retriesATransientStatusAndReturnsTheAnswerThatFollows() async throws {
        for status in [429, 500, 502, 503, 504] {
            // Given
            let (sut, client, clock) = makeSUT([.json("{}", status: status), .json(#"{"ok":true}"#)])

            // When
            let (data, response) = try await sut.send(anyRequest())

            // Then
            XCTAssertEqual(response.statusCode, 200, "\(status)")
            XCTAssertEqual(String(decoding: data, as: UTF8.self), #"{"ok":true}"#)
            XCTAssertEqual(client.requests.count, 2)
            XCTAssertEqual(clock.sleeps, [.milliseconds(250)], "full jitter: half of the 0.5 s base with random 0.5")
        }
    }

    func test_send_givesUpAfterMaxRetriesWithBackoffThatGrowsAndIsCapped() async throws {
        // Given a server that keeps failing, and five retries allowed
        let outcomes = Array(repeating: HTTPClientStub.Outcome.json("{}", status: 503), count: 6)
        let (sut, client, clock) = makeSUT(outcomes, policy: RetryPolicy(maxRetries: 5, deadline: .seconds(600)), random: 1)

        // When
        let (_, response) = try await sut.send(anyRequest())

        // Then
        XCTAssertEqual(response.statusCode, 503)
        XCTAssertEqual(client.requests.count, 6)
        XCTAssertEqual(clock.sleeps, [.milliseconds(500), .seconds(1), .seconds(2), .seconds(4), .seconds(4)])
    }

    func test_send_honoursRetryAfterUpToTenSeconds() async throws {
        let (short, shortClient, shortClock) = makeSUT([.json("{}", status: 429, headers: ["Retry-After": "3"]), .json("{}")])
        _ = try await short.send(anyRequest())
        XCTAssertEqual(shortClock.sleeps, [.seconds(3)])
        XCTAssertEqual(shortClient.requests.count, 2)

        let (long, longClient, longClock) = makeSUT([.json("{}", status: 429, headers: ["Retry-After": "30"]), .json("{}")])
        let (_, response) = try await long.send(anyRequest())
        XCTAssertEqual(response.statusCode, 429, "a server asking for 30 s is not waited for")
        XCTAssertEqual(longClock.sleeps, [])
        XCTAssertEqual(longClient.requests.count, 1)
    }

    func test_send_retriesTimeoutsAndLostConnectionsButNotRefusals() async throws {
        let (sut, client, _) = makeSUT([.failure(.timedOut), .failure(.connectionLost("x")), .json("{}")])
        _ = try await sut.send(anyRequest())
        XCTAssertEqual(client.requests.count, 3)

        let (refused, refusedClient, _) = makeSUT([.failure(.cannotConnect("refused")), .json("{}")])
        let refusal = try? await refused.send(anyRequest())
        XCTAssertNil(refusal)
        XCTAssertEqual(refusedClient.requests.count, 1, "a refused connection is reported at once (the cache answers)")

        let (bad, badClient, _) = makeSUT([.json("{}", status: 400), .json("{}")])
        _ = try await bad.send(anyRequest())
        XCTAssertEqual(badClient.requests.count, 1)
    }

    func test_send_retriesABodyTheServiceMarksAsTransient() async throws {
        let (sut, client, _) = makeSUT(
            [.json(#"{"status":"OVER_QUERY_LIMIT"}"#), .json(#"{"status":"OK"}"#)],
            isTransientBody: { String(decoding: $1, as: UTF8.self).contains("OVER_QUERY_LIMIT") })

        let (data, _) = try await sut.send(anyRequest())

        XCTAssertEqual(String(decoding: data, as: UTF8.self), #"{"status":"OK"}"#)
        XCTAssertEqual(client.requests.count, 2)
    }

    func test_send_sendsOnceWhatIsNotRetryableOrWhenRetriesAreOff() async throws {
        let (post, postClient, _) = makeSUT([.json("{}", status: 503), .json("{}")], isRetryable: { _ in false })
        _ = try await post.send(anyRequest())
        XCTAssertEqual(postClient.requests.count, 1)

        let (off, offClient, _) = makeSUT([.json("{}", status: 503), .json("{}")], policy: RetryPolicy(maxRetries: 0))
        _ = try await off.send(anyRequest())
        XCTAssertEqual(offClient.requests.count, 1)
    }

    func test_send_stopsWhenTheNextWaitWouldPassTheDeadline() async throws {
        // Given a 5 s deadline and waits of 4 s
        let outcomes = Array(repeating: HTTPClientStub.Outcome.json("{}", status: 503, headers: ["Retry-After": "4"]), count: 4)
        let (sut, client, clock) = makeSUT(outcomes, policy: RetryPolicy(maxRetries: 5, deadline: .seconds(5)))

        // When
        _ = try await sut.send(anyRequest())

        // Then one wait fits, the second would end after the deadline
        XCTAssertEqual(clock.sleeps, [.seconds(4)])
        XCTAssertEqual(client.requests.count, 2)
    }

    func test_send_neverSendsOneRequestMoreThanItsRepeatLimitInTheWindow_retriesWaitItOut() async throws {
        // Given a service that takes three copies of a request in 20 s (Overpass's dispatcher), five retries, and a
        // connection lost each time
        let outcomes = Array(repeating: HTTPClientStub.Outcome.failure(.connectionLost("x")), count: 6)
        let (sut, client, clock) = makeSUT(
            outcomes, policy: RetryPolicy(maxRetries: 5, deadline: .seconds(600)), random: 1,
            repeatLimit: { _ in RepeatLimit(count: 3, window: .seconds(20)) })

        // When
        _ = try? await sut.send(anyRequest())

        // Then the fourth copy waits until the first has left its window (0.5 + 1 s of backoff gone: 18.5 s more)
        XCTAssertEqual(client.requests.count, 6)
        XCTAssertEqual(clock.sleeps, [.milliseconds(500), .seconds(1), .milliseconds(18_500), .seconds(4), .seconds(4)])
        let sent = clock.sleeps.reduce(into: [Duration.zero]) { $0.append(($0.last ?? .zero) + $1) }
        for index in 3..<sent.count {
            XCTAssertGreaterThanOrEqual(sent[index] - sent[index - 3], .seconds(20), "copy \(index + 1) in the window")
        }
    }

    func test_send_givesUpRatherThanWaitPastTheDeadlineForTheRepeatLimit() async throws {
        // Given a window longer than the deadline
        let outcomes = Array(repeating: HTTPClientStub.Outcome.failure(.timedOut), count: 6)
        let (sut, client, _) = makeSUT(
            outcomes, policy: RetryPolicy(maxRetries: 5, deadline: .seconds(30)),
            repeatLimit: { _ in RepeatLimit(count: 3, window: .seconds(60)) })

        // When
        _ = try? await sut.send(anyRequest())

        // Then three copies, no fourth
        XCTAssertEqual(client.requests.count, 3)
    }

    func test_backoff_isFullJitterUpToTheCappedExponential() {
        let policy = RetryPolicy()
        XCTAssertEqual(policy.backoff(attempt: 0, random: 0), .zero)
        XCTAssertEqual(policy.backoff(attempt: 0, random: 0.999_999).components.seconds, 0)
        XCTAssertEqual(policy.backoff(attempt: 3, random: 1), .seconds(4))
        XCTAssertEqual(policy.backoff(attempt: 60, random: 1), .seconds(4), "no overflow on a large attempt")
    }

    // MARK: - Helpers

    private func makeSUT(
        _ outcomes: [HTTPClientStub.Outcome], policy: RetryPolicy = RetryPolicy(), random: Double = 0.5,
        isRetryable: @escaping @Sendable (URLRequest) -> Bool = { _ in true },
        isTransientBody: @escaping @Sendable (URLRequest, Data) -> Bool = { _, _ in false },
        repeatLimit: @escaping @Sendable (URLRequest) -> RepeatLimit? = { _ in nil }
    ) -> (RetryingHTTPClient, HTTPClientStub, TestClock) {
        let client = HTTPClientStub(outcomes)
        let clock = TestClock()
        let sut = RetryingHTTPClient(
            decoratee: client, policy: policy, isRetryable: isRetryable, isTransientBody: isTransientBody,
            repeatLimit: repeatLimit, clock: WaitClock(now: clock.now, sleep: clock.sleep), random: { random })
        return (sut, client, clock)
    }

    private func anyRequest() -> URLRequest { URLRequest(url: URL(string: "http://127.0.0.1:9/x") ?? URL(fileURLWithPath: "/")) }
}

/// A clock that only moves when slept on, recording each sleep.
private final class TestClock: Sendable {
    private let state = Mutex<(now: ContinuousClock.Instant, sleeps: [Duration])>((.now, []))

    var sleeps: [Duration] { state.withLock { $0.sleeps } }

    var now: @Sendable () -> ContinuousClock.Instant { { [self] in state.withLock { $0.now } } }

    var sleep: @Sendable (Duration) async throws -> Void {
        { [self] duration in
            state.withLock { state in
                state.now = state.now + duration
                state.sleeps.append(duration)
            }
        }
    }
}
