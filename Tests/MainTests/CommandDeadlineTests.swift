import XCTest

@testable import Main

/// docs/reliability.md's bound on how long servers may hold one command, retries and waits included (issue 66: a
/// server dripping its headers held `nearby` for two tries, about 50 s, past the 30 s promised).
final class CommandDeadlineTests: XCTestCase {
    func test_deadlines_holdEveryCommandWithinThirtySeconds_upToTheDefaultTimeout() {
        for timeout in 1...15 {
            // When
            let deadlines = LiveGraph.deadlines(timeout: timeout)

            // Then
            XCTAssertEqual(deadlines.command, .seconds(30), "http_timeout \(timeout)")
            XCTAssertEqual(deadlines.perRequest, .seconds(2 * timeout), "http_timeout \(timeout)")
        }
    }

    func test_deadlines_giveALongerTimeoutItsWholeAnswer_andNoMore() {
        // When
        let deadlines = LiveGraph.deadlines(timeout: 60)

        // Then one answer may take what the user allowed, and a retry only what is left of it
        XCTAssertEqual(deadlines.perRequest, .seconds(120))
        XCTAssertEqual(deadlines.command, .seconds(120))
    }
}
