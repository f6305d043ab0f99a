import XCTest

@testable import MCPTransport

/// Which sessions give way to a new one (issue 67: 1,000 anonymous initialize calls ended a live session in 3 s).
final class SessionRoomTests: XCTestCase {
    private let now = ContinuousClock.now

    func test_decide_roomLeft_opensAndEndsOnlyWhatWasIdlePastItsIdleTime() {
        let sut = makeSUT(limit: 3)
        let decision = sut.decide(lastUsed: ["live": ago(1), "gone": ago(3_600)], now: now)
        XCTAssertEqual(decision, SessionRoom.Decision(ending: ["gone"], opens: true))
    }

    func test_decide_fullOfSessionsInUse_refusesTheNewOne_andEndsNone() {
        let sut = makeSUT(limit: 3)
        let decision = sut.decide(lastUsed: ["a": ago(1), "b": ago(2), "c": ago(299)], now: now)
        XCTAssertEqual(decision, SessionRoom.Decision(ending: [], opens: false))
    }

    func test_decide_full_endsTheLeastRecentlyUsedIdleSincePastTheReclaimTime() {
        let sut = makeSUT(limit: 3)
        let decision = sut.decide(lastUsed: ["a": ago(1), "b": ago(400), "c": ago(900)], now: now)
        XCTAssertEqual(decision, SessionRoom.Decision(ending: ["c"], opens: true))
    }

    func test_decide_fullAndIdleOnesGoneStale_endsThemAll() {
        let sut = makeSUT(limit: 2)
        let decision = sut.decide(lastUsed: ["a": ago(5_000), "b": ago(4_000), "c": ago(1)], now: now)
        XCTAssertEqual(Set(decision.ending), ["a", "b"])
        XCTAssertTrue(decision.opens)
    }

    // MARK: - Helpers

    private func makeSUT(limit: Int) -> SessionRoom {
        SessionRoom(limit: limit, idleTime: .seconds(3_600), reclaimTime: .seconds(300))
    }

    private func ago(_ seconds: Int) -> ContinuousClock.Instant {
        now - .seconds(seconds)
    }
}
