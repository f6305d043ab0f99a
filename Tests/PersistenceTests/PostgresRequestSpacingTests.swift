import AsyncAssertions
import Domain
import Foundation
import Persistence
import XCTest

/// The public services' spacing kept for a fleet: instances sharing one store send one request at a time, the pause
/// counted from the last one's end on the server's clock; a caller past its wait is told at once.
final class PostgresRequestSpacingTests: XCTestCase {
    func test_wait_threeInstancesCallingAtOnce_sendOneAtATimeAnIntervalAfterTheLastEnded() async throws {
        // Given three instances of one store, each spacing its calls to one service 0.3 s apart
        let address = try await PostgresTestCluster.makeDatabase()
        let spacings = try (0..<3).map { _ in
            PostgresRequestSpacing(store: try PostgresTestCluster.store(address), service: "nominatim", interval: 0.3)
        }
        let log = TurnLog()

        // When each sends three requests at once, each taking 50 ms
        try await withThrowingTaskGroup(of: Void.self) { group in
            for spacing in spacings {
                for _ in 0..<3 {
                    group.addTask {
                        let holder = try await spacing.wait()
                        let sent = Date()
                        try await Task.sleep(for: .milliseconds(50))
                        log.add(sent: sent, ended: Date())
                        await spacing.ended(holder)
                    }
                }
            }
            try await group.waitForAll()
        }

        // Then the nine went one at a time, each at least 0.3 s after the previous one ended
        let turns = log.turns.sorted { $0.sent < $1.sent }
        XCTAssertEqual(turns.count, 9)
        for (previous, next) in zip(turns, turns.dropFirst()) {
            XCTAssertGreaterThanOrEqual(next.sent.timeIntervalSince(previous.ended), 0.29, "\(turns)")
        }
    }

    func test_wait_aCallThatWouldWaitPastItsMaximum_isToldAtOnceWhenToTryAgain() async throws {
        // Given a request in flight and two calls of this process queued behind it, at most 1 s of waiting allowed
        let store = try await PostgresTestCluster.makeStore()
        let sut = PostgresRequestSpacing(store: store, service: "osrm-max", interval: 1, maximumWait: .seconds(1))
        let first = try await sut.wait()
        let queued = (0..<2).map { _ in Task { try await sut.ended(sut.wait()) } }
        try await Task.sleep(for: .milliseconds(300))

        // When one more asks
        let started = ContinuousClock.now
        await XCTAssertThrowsErrorAsync(try await sut.wait()) { error in
            // Then it is told at once, as a temporary failure saying when to come back
            XCTAssertEqual((error as? ServiceError)?.kind, .temporary)
            XCTAssertTrue("\(error)".contains("try again in about"), "\(error)")
        }
        XCTAssertLessThan(ContinuousClock.now - started, .milliseconds(500))
        await sut.ended(first)
        for call in queued { try await call.value }
    }

    func test_ended_ofARequestTakenForDead_doesNotEndTheOneAfterIt() async throws {
        // Given a request that never said it ended, so that after 0.4 s the next one went
        let store = try await PostgresTestCluster.makeStore()
        let sut = PostgresRequestSpacing(store: store, service: "dead", interval: 0.1, inFlightLimit: 0.4)
        let dead = try await sut.wait()
        let second = try await sut.wait()

        // When the dead one's end comes late, and a third asks
        await sut.ended(dead)
        let started = ContinuousClock.now
        let third = Task { try await sut.wait() }
        try await Task.sleep(for: .milliseconds(200))
        await sut.ended(second)
        _ = try await third.value

        // Then the third waited for the second's own end
        XCTAssertGreaterThanOrEqual(ContinuousClock.now - started, .milliseconds(280))
    }
}

/// When each request was sent and ended.
private final class TurnLog: @unchecked Sendable {
    struct Turn {
        let sent: Date
        let ended: Date
    }

    private let lock = NSLock()
    private var recorded: [Turn] = []

    var turns: [Turn] { lock.withLock { recorded } }

    func add(sent: Date, ended: Date) { lock.withLock { recorded.append(Turn(sent: sent, ended: ended)) } }
}
