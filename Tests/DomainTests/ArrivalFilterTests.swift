import Domain
import Foundation
import XCTest

/// `--open-on-arrival [--stay]`: open when one gets there, and without a break for the stay.
final class ArrivalFilterTests: XCTestCase {
    func test_admits_aPlaceOpenOnArrivalForTheWholeStay_only() throws {
        // Given a place open 11:00-15:00 in Paris, reached at 14:20 on Monday 23 November 2026
        let arrival = try XCTUnwrap(ISO8601DateFormatter().date(from: "2026-11-23T13:20:00Z"))
        let hours = PlaceAttributes(openingHours: "Mo-Fr 11:00-15:00", country: "FR", timeZone: "Europe/Paris")
        func filter(stay minutes: Int) -> ArrivalFilter { ArrivalFilter(stay: minutes * 60, now: arrival) }

        // Then: it closes 40 minutes after one gets there
        XCTAssertTrue(filter(stay: 0).admits(hours, arrival: arrival, location: nil))
        XCTAssertTrue(filter(stay: 40).admits(hours, arrival: arrival, location: nil))
        XCTAssertFalse(filter(stay: 41).admits(hours, arrival: arrival, location: nil))
        XCTAssertTrue(
            filter(stay: 600).admits(
                PlaceAttributes(openingHours: "24/7", timeZone: "Europe/Paris"), arrival: arrival, location: nil))
        XCTAssertFalse(filter(stay: 0).admits(hours, arrival: arrival.addingTimeInterval(3_600), location: nil), "closed")
        XCTAssertFalse(filter(stay: 0).admits(PlaceAttributes(wheelchair: true), arrival: arrival, location: nil))
        XCTAssertEqual(filter(stay: 0).arrival(after: 600), arrival.addingTimeInterval(600))
    }

    func test_admits_neverAPlaceWhoseZoneIsUnknown_evenOpenAllTheTime() throws {
        // Given hours open all the time, of a place whose zone nothing knows (issue 56: never judged on the user's clock)
        let arrival = try XCTUnwrap(ISO8601DateFormatter().date(from: "2026-11-23T13:20:00Z"))
        let hours = PlaceAttributes(openingHours: "24/7")

        // When
        let admitted = ArrivalFilter(now: arrival).admits(hours, arrival: arrival, location: nil)

        // Then
        XCTAssertFalse(admitted)
    }
}
