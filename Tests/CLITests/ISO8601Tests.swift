import Foundation
import Presentation
import XCTest

@testable import CLI

final class ISO8601Tests: XCTestCase {
    func test_string_writesUTCToTheSecondAsFoundationsFormatterDoes() {
        // Given instants from 1900 to 2200, whole and fractional, and the calendar's edges
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime]
        formatter.timeZone = TimeZone(identifier: "UTC")
        var generator = SystemRandomNumberGenerator()
        let edges: [TimeInterval] = [0, -1, 86_399, 86_400, 951_782_400, 951_868_800, 4_107_542_400, 1_800_000_000.75]
        let random = (0..<2000).map { _ in TimeInterval(Int.random(in: -2_208_988_800...7_258_118_400, using: &generator)) }

        for seconds in edges + random {
            // When
            let text = ISO8601.string(Date(timeIntervalSince1970: seconds))

            // Then
            XCTAssertEqual(text, formatter.string(from: Date(timeIntervalSince1970: seconds.rounded(.down))), "\(seconds)")
        }
    }

    func test_string_isEmptyForInstantsNoCalendarWrites() {
        XCTAssertEqual(ISO8601.string(Date(timeIntervalSince1970: .infinity)), "")
        XCTAssertEqual(ISO8601.string(Date(timeIntervalSince1970: 1e300)), "")
        XCTAssertEqual(ISO8601.string(Date(timeIntervalSince1970: 253_402_300_799)), "9999-12-31T23:59:59Z")
    }
}
