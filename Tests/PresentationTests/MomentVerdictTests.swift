import Domain
import DomainTestSupport
import Foundation
import XCTest

@testable import Presentation

/// What a place's hours as written say of a moment (`details --open-at`), in its own zone.
final class MomentVerdictTests: XCTestCase {
    func test_init_saysOpenOrNotAndUntilWhen_orWhyItCannotSay() throws {
        // Given Monday 23 November 2026, 10:00 in Paris, and a place open Tuesday to Sunday at lunch and dinner
        let now = try XCTUnwrap(ISO8601DateFormatter().date(from: "2026-11-23T09:00:00Z"))
        let hours = PlaceAttributes(openingHours: "Tu-Su 12:00-14:00, 19:00-23:00", country: "FR", timeZone: "Europe/Paris")
        func verdict(_ when: String, _ attributes: PlaceAttributes?) throws -> MomentVerdict {
            MomentVerdict(
                OpenAtFilter(try OpeningMoment(when), now: now, zone: paris), attributes: attributes, location: nil, now: now)
        }

        // Then
        let sunday = try verdict("sun 12:30", hours)
        XCTAssertEqual("\(sunday.momentText): \(sunday.text)", "Sun 12:30: yes, until 14:00")
        XCTAssertEqual(sunday.isOpen, true)
        let today = try verdict("12:30", hours)
        XCTAssertEqual("\(today.momentText): \(today.text)", "12:30: no, opens Tue 12:00")
        XCTAssertEqual(try verdict("12:30", PlaceAttributes(wheelchair: true)).text, "unknown: no hours as written")
        XCTAssertNil(try verdict("12:30", nil).isOpen)
        let skipped = try verdict("2027-03-28T02:30", hours)
        XCTAssertEqual(skipped.text, "unknown: 2027-03-28T02:30 does not exist in Europe/Paris")
        XCTAssertNil(skipped.instant)
        let zoneless = try verdict("sun 12:30", PlaceAttributes(openingHours: "24/7"))
        XCTAssertEqual(zoneless.text, "unknown: no time zone is known where it is")
        XCTAssertNil(zoneless.isOpen)
    }

    private let paris = TimeZone(identifier: "Europe/Paris") ?? .current
}
