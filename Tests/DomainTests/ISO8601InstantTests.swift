import Domain
import Foundation
import XCTest

/// `FOODYBITE_NOW` and every instant a user writes: read strictly (issue 43, finding 9: `2026-02-29` was read as
/// 1 March and `12:61` as 13:01).
final class ISO8601InstantTests: XCTestCase {
    func test_date_readsEveryFormOfAnInstantThatExists_asFoundationsFormatterDoes() throws {
        // Given instants across leap years, offsets and both sides of UTC's midnight
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<2_000 {
            let seconds = TimeInterval(Int.random(in: 0...4_102_444_800, using: &generator))
            let offset =
                Int.random(in: -12...14, using: &generator) * 3_600 + ([0, 1_800, 2_700].randomElement(using: &generator) ?? 0)
            formatter.timeZone = TimeZone(secondsFromGMT: offset)
            let text = formatter.string(from: Date(timeIntervalSince1970: seconds))

            // When / Then
            XCTAssertEqual(ISO8601Instant.date(text), Date(timeIntervalSince1970: seconds), text)
        }
        XCTAssertEqual(ISO8601Instant.date("2024-02-29T12:00Z"), Date(timeIntervalSince1970: 1_709_208_000))
        XCTAssertEqual(ISO8601Instant.date("2026-11-24T23:30:00.5+0100"), Date(timeIntervalSince1970: 1_795_559_400.5))
    }

    func test_date_refusesWhatDoesNotExistOrIsNotAnInstant() {
        for text in [
            "2026-02-29T12:00:00Z", "2026-11-24T12:61:00Z", "2026-11-24T24:00:00Z", "2026-13-01T00:00:00Z",
            "2026-11-31T00:00:00Z", "2026-00-10T00:00:00Z", "2026-11-24T12:00:60Z", "2026-11-24T12:00:00",
            "2026-11-24 12:00:00Z", "2026-11-24T12:00:00+25:00", "2026-11-24T12:00:00+01:60", "26-11-24T12:00Z",
            "2026-11-24T12:00:00Zjunk", "", "now",
        ] {
            XCTAssertNil(ISO8601Instant.date(text), text)
        }
    }
}
