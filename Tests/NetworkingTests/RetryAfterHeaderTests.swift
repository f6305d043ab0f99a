import Foundation
import XCTest

@testable import Networking

/// `Retry-After` as RFC 9110 §10.2.3 defines it: delay-seconds or an HTTP-date, in the three forms a recipient reads.
final class RetryAfterHeaderTests: XCTestCase {
    /// Sun, 06 Nov 1994 08:49:30 GMT: seven seconds before RFC 9110's example date.
    private let now = Date(timeIntervalSince1970: 784_111_770)

    func test_seconds_readsDelaySecondsAndEveryHTTPDateForm() {
        let cases: [(String, Int?)] = [
            ("5", 5), (" 120 ", 120), ("0", 0),
            ("Sun, 06 Nov 1994 08:49:37 GMT", 7),
            ("Sunday, 06-Nov-94 08:49:37 GMT", 7),
            ("Sun Nov  6 08:49:37 1994", 7),
            ("Sun, 06 Nov 1994 08:00:00 GMT", 0),
        ]
        for (header, seconds) in cases {
            XCTAssertEqual(RetryAfterHeader.seconds(header, now: now), seconds, header)
        }
    }

    func test_seconds_isNilForWhatIsNeither() {
        let headers = [
            "", "-1", "1e3", "5s", "99999999999999999999", "Sun, 31 Feb 1994 08:49:37 GMT", "Sun, 06 Nov 1994 25:00:00 GMT",
            "Sun, 06 Foo 1994 08:49:37 GMT", "tomorrow", String(repeating: "9", count: 100),
        ]
        for header in headers {
            XCTAssertNil(RetryAfterHeader.seconds(header, now: now), header)
        }
    }

    func test_retryAfter_waitsForAnHTTPDateWithinTheLimitOnly() {
        let policy = RetryPolicy()
        XCTAssertEqual(policy.retryAfter("Sun, 06 Nov 1994 08:49:37 GMT", now: now), .wait(.seconds(7)))
        XCTAssertEqual(policy.retryAfter("Mon, 07 Nov 1994 08:49:37 GMT", now: now), .tooLong)
        XCTAssertEqual(policy.retryAfter(nil, now: now), .absent)
    }
}
