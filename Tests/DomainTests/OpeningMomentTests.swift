import Domain
import Foundation
import XCTest

/// `--open-at WHEN` as people write it, resolved in a place's own zone.
final class OpeningMomentTests: XCTestCase {
    func test_instant_resolvesEachFormInThePlacesZone_fromNow() throws {
        // Given Saturday 28 November 2026, 23:30 in New York
        let now = try instant("2026-11-29T04:30:00Z")
        let cases: [(String, String)] = [
            ("21:30", "2026-11-30T02:30:00Z"),  // the next 21:30: Sunday's
            ("23:45", "2026-11-29T04:45:00Z"),  // still to come today
            ("23:30", "2026-11-29T04:30:00Z"),  // now is "at or after now"
            ("9:30pm", "2026-11-30T02:30:00Z"), ("9 PM", "2026-11-30T02:00:00Z"), ("12am", "2026-11-29T05:00:00Z"),
            ("sun 12:00", "2026-11-29T17:00:00Z"), ("Saturday 12:00", "2026-12-05T17:00:00Z"),
            ("sat 23:59", "2026-11-29T04:59:00Z"), ("tomorrow 12:30", "2026-11-29T17:30:00Z"),
            ("today 12:00", "2026-11-28T17:00:00Z"), ("2026-12-24T19:00", "2026-12-25T00:00:00Z"),
            ("2026-12-24T19:00:00+01:00", "2026-12-24T18:00:00Z"),
        ]

        for (text, expected) in cases {
            // When
            let resolved = try OpeningMoment(text).instant(in: newYork, now: now)

            // Then
            XCTAssertEqual(resolved, try instant(expected), text)
        }
    }

    func test_init_refusesWhatIsNotAMoment() {
        for text in [
            "", "25:00", "9:5", "13pm", "0am", "noon", "someday 12:00", "2026-02-29T12:00", "2026-13-01T12:00", "21:30:00",
            "+21:30", "１２:００", "sun", "tomorrow", String(repeating: "1", count: 50),
        ] {
            XCTAssertThrowsError(try OpeningMoment(text), text) { error in
                XCTAssertEqual(error as? OpeningMoment.Problem, .unreadable, text)
            }
        }
    }

    func test_instant_refusesAWallTimeTheClocksSkip_andTakesTheFirstOfOneTheyRepeat() throws {
        // Given Paris, whose clocks go forward at 02:00 on 28 March 2027 and back at 03:00 on 25 October 2026
        let saturday = try instant("2027-03-27T12:00:00Z")
        let sundayNight = try instant("2027-03-28T00:30:00Z")

        // Then a skipped wall time is refused when it is named, and the next one taken when it is "the next"
        XCTAssertThrowsError(try OpeningMoment("2027-03-28T02:30").instant(in: paris, now: saturday)) { error in
            XCTAssertEqual(error as? OpeningMoment.Problem, .doesNotExist("2027-03-28 02:30", zone: "Europe/Paris"))
        }
        XCTAssertThrowsError(try OpeningMoment("sun 02:30").instant(in: paris, now: saturday))
        XCTAssertEqual(try OpeningMoment("02:30").instant(in: paris, now: sundayNight), try instant("2027-03-29T00:30:00Z"))
        XCTAssertEqual(
            try OpeningMoment("2026-10-25T02:30").instant(in: paris, now: saturday), try instant("2026-10-25T00:30:00Z"),
            "the first 02:30, in summer time")
    }

    func test_instant_afterTheClocksWentBack_takesTheSecondOfATimeTheyRepeat_whenTheFirstIsPast() throws {
        // Given 02:10 in Paris after the clocks went back on 25 October 2026 (01:10 UTC; 02:30 was 00:30 and 01:30 UTC)
        let afterTheChange = try instant("2026-10-25T01:10:00Z")
        let beforeTheChange = try instant("2026-10-25T00:10:00Z")

        // Then '02:30' is the one twenty minutes away, not tomorrow's (issue 55); before the change, the first
        XCTAssertEqual(try OpeningMoment("02:30").instant(in: paris, now: afterTheChange), try instant("2026-10-25T01:30:00Z"))
        XCTAssertEqual(
            try OpeningMoment("sun 02:30").instant(in: paris, now: afterTheChange), try instant("2026-10-25T01:30:00Z"))
        XCTAssertEqual(try OpeningMoment("02:30").instant(in: paris, now: beforeTheChange), try instant("2026-10-25T00:30:00Z"))
        XCTAssertEqual(
            try OpeningMoment("02:30").instant(in: paris, now: try instant("2026-10-25T01:40:00Z")),
            try instant("2026-10-26T01:30:00Z"), "both past: tomorrow's")
    }

    func test_openAtFilter_saysWhichZoneSkipsTheWallTime_forAPlaceThere() throws {
        // Given a user in UTC asking for 02:30 on the night Paris's clocks go forward
        let filter = OpenAtFilter(
            try OpeningMoment("2026-03-29T02:30"), now: try instant("2026-03-28T12:00:00Z"),
            zone: TimeZone(identifier: "UTC") ?? .current)
        let inParis = PlaceAttributes(openingHours: "24/7", country: "FR", timeZone: "Europe/Paris")
        let inLondon = PlaceAttributes(openingHours: "24/7", country: "GB", timeZone: "Europe/London")

        // Then
        XCTAssertEqual(filter.skipped(for: inParis)?.wallTime, "2026-03-29 02:30")
        XCTAssertEqual(filter.skipped(for: inParis)?.zone, "Europe/Paris")
        XCTAssertNil(filter.skipped(for: inLondon), "01:00 to 02:00 is London's gap, not 02:30")
        XCTAssertFalse(filter.admits(inParis, location: nil))
    }

    func test_text_isKeptAsWritten_andTwoWaysOfWritingAreTwoMoments() throws {
        XCTAssertEqual(try OpeningMoment(" sun 12:00 ").text, "sun 12:00")
        XCTAssertNotEqual(try OpeningMoment("21:30"), try OpeningMoment("9:30pm"))
    }

    func test_openAtFilter_judgesEachPlaceAtTheMomentInItsOwnZone_andNeedsHoursThatSaySo() throws {
        // Given noon, asked from Paris at 10:00 (09:00 UTC) on Monday 23 November 2026
        let filter = OpenAtFilter(try OpeningMoment("12:00"), now: try instant("2026-11-23T09:00:00Z"), zone: paris)
        let tokyo = PlaceAttributes(openingHours: "Mo-Fr 11:30-14:00", country: "JP", timeZone: "Asia/Tokyo")
        let lisbon = PlaceAttributes(openingHours: "Mo-Fr 11:30-14:00", country: "PT", timeZone: "Europe/Lisbon")

        // Then Tokyo's noon is its next one (Tuesday's, 03:00 UTC), Lisbon's today's (12:00 UTC)
        XCTAssertEqual(filter.instant(for: tokyo), try instant("2026-11-24T03:00:00Z"))
        XCTAssertEqual(filter.instant(for: lisbon), try instant("2026-11-23T12:00:00Z"))
        XCTAssertTrue(filter.admits(tokyo, location: nil))
        XCTAssertFalse(filter.admits(PlaceAttributes(openingHours: "Sa-Su 11:30-14:00"), location: nil))
        XCTAssertFalse(filter.admits(PlaceAttributes(wheelchair: true), location: nil), "no hours: never open")
        XCTAssertFalse(AttributeFilters(openAt: filter).admits(nil), "no map data")
        XCTAssertEqual(AttributeFilters(diets: [.vegan], openAt: filter).needingMapData.openAt, filter)
    }

    // MARK: - Helpers

    private let newYork = TimeZone(identifier: "America/New_York") ?? .current
    private let paris = TimeZone(identifier: "Europe/Paris") ?? .current

    private func instant(_ text: String) throws -> Date {
        try XCTUnwrap(ISO8601DateFormatter().date(from: text), text)
    }
}
