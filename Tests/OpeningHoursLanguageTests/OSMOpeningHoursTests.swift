import Foundation
import XCTest

@testable import OpeningHoursLanguage

/// `opening_hours` values as mappers write them (the most common forms on taginfo, and awkward ones), each judged
/// at fixed instants in Paris: Monday 2026-11-23 is the first day of the week used.
final class OSMOpeningHoursTests: XCTestCase {
    func test_isOpen_readsTheCommonFormsAtFixedInstants() throws {
        let cases: [(hours: String, instant: String, open: Bool)] = [
            ("Mo-Sa 11:30-14:30,18:30-22:30; Su off", "Mon 12:00", true),
            ("Mo-Sa 11:30-14:30,18:30-22:30; Su off", "Mon 15:00", false),
            ("Mo-Sa 11:30-14:30,18:30-22:30; Su off", "Sat 22:29", true),
            ("Mo-Sa 11:30-14:30,18:30-22:30; Su off", "Sat 22:30", false),
            ("Mo-Sa 11:30-14:30,18:30-22:30; Su off", "Sun 12:00", false),
            ("Tu-Su 12:00-14:00, 19:00-23:00", "Mon 12:30", false),
            ("Tu-Su 12:00-14:00, 19:00-23:00", "Tue 19:00", true),
            ("24/7", "Wed 03:17", true),
            ("Mo-Fr 08:00-18:00; Sa 09:00-13:00", "Sat 12:59", true),
            ("Mo-Fr 08:00-18:00; Sa 09:00-13:00", "Sun 10:00", false),
            ("10:00-22:00", "Thu 21:59", true),
            ("Mo,We,Fr 10:00-12:00", "Wed 11:00", true),
            ("Mo,We,Fr 10:00-12:00", "Tue 11:00", false),
            ("Mo 10:00-12:00, Tu-Fr 10:00-20:00", "Tue 19:00", true),
            ("Mo 10:00-12:00, Tu-Fr 10:00-20:00", "Mon 19:00", false),
            ("mo-fr 09:00-17:00", "Fri 16:00", true),
            ("Mo-Fr: 09:00-17:00", "Fri 16:00", true),
        ]
        try assertOpen(cases)
    }

    func test_isOpen_countsSpansPastMidnightOnTheNextDay() throws {
        let cases: [(hours: String, instant: String, open: Bool)] = [
            ("Fr-Sa 18:00-02:00; Su-Th 18:00-23:30", "Sat 01:30", true),
            // A later rule naming Sunday replaces Saturday's hours past midnight too (opening-hours-py: closed).
            ("Fr-Sa 18:00-02:00; Su-Th 18:00-23:30", "Sun 01:59", false),
            ("Fr-Sa 18:00-02:00; Su-Th 18:00-23:30", "Mon 01:00", false),
            ("Fr-Sa 18:00-02:00; Su-Th 18:00-23:30", "Thu 23:45", false),
            ("Mo-Th 17:00-01:00; Fr,Sa 17:00-03:00", "Sun 02:30", true),
            ("Mo-Th 17:00-01:00; Fr,Sa 17:00-03:00", "Tue 00:30", true),
            ("Mo-Th 17:00-01:00; Fr,Sa 17:00-03:00", "Mon 00:30", false),
            ("We-Mo 18:00-24:00; Tu off", "Mon 23:59", true),
            ("We-Mo 18:00-24:00; Tu off", "Tue 20:00", false),
            ("Mo-Su 18:00-26:00", "Wed 01:00", true),
            ("Fr-Mo 20:00-23:00", "Sun 21:00", true),
            ("Fr-Mo 20:00-23:00", "Tue 21:00", false),
        ]
        try assertOpen(cases)
    }

    func test_isOpen_pastMidnight_aLaterRuleNamingTheDayReplacesTheHoursThatSpillIntoIt() throws {
        // Each expectation is opening-hours-py's (the specification's semantics), at the same instants
        let cases: [(hours: String, instant: String, open: Bool)] = [
            ("Mo-Th 11:00-21:00;Fr 11:00-04:00;Sa 12:00-04:00;Su off", "Sun 01:30", false),
            ("Mo-Th 11:00-21:00;Fr 11:00-04:00;Sa 12:00-04:00;Su off", "Sat 01:30", false),
            ("Mo-Th 11:00-21:00;Fr 11:00-04:00;Sa 12:00-04:00;Su off", "Sat 13:00", true),
            ("Mo-Th 11:00-21:00;Fr 11:00-04:00;Sa 12:00-04:00;Su off", "Fri 23:00", true),
            ("Fr 18:00-02:00; Sa 10:00-20:00", "Sat 01:00", false),
            ("Mo-Sa 18:00-02:00", "Sat 01:00", true),
            ("Su off; Sa 12:00-04:00", "Sun 01:30", true),
            ("Mo-Su 22:00-02:00; Tu off", "Wed 01:00", true),
            ("Mo-Su 22:00-02:00; We 10:00-12:00", "Wed 01:00", false),
            ("Fr 18:00-04:00; Fr 18:00-22:00", "Sat 02:00", true),
            ("Fr 18:00-04:00; Sa 03:00-05:00 off", "Sat 02:00", true),
            ("Fr 18:00-04:00; Sa 03:00-05:00 off", "Sat 03:30", false),
        ]
        try assertOpen(cases)
    }

    func test_isOpen_readsExtendedHoursAndOffWithTimesAndAnAdditionalOff() throws {
        // Each expectation is opening-hours-py's
        let cases: [(hours: String, instant: String, open: Bool)] = [
            ("Mo 10:00-35:00", "Mon 09:00", false), ("Mo 10:00-35:00", "Tue 10:30", true),
            ("Mo 10:00-35:00", "Tue 11:30", false), ("Mo 10:00-35:00", "Wed 10:30", false),
            ("Tu 23:59-48:00", "Wed 23:00", true), ("Tu 23:59-48:00", "Tue 23:00", false),
            ("Mo-Fr 10:00-20:00, We off", "Wed 12:00", false), ("Mo-Fr 10:00-20:00, We off", "Thu 12:00", true),
            ("Mo-Fr 08:00-18:00; We 12:00-14:00 off", "Wed 10:00", true),
            ("Mo-Fr 08:00-18:00; We 12:00-14:00 off", "Wed 13:00", false),
            ("Mo-Fr 08:00-18:00, We 12:00-14:00 off", "Wed 15:00", true),
        ]
        try assertOpen(cases)
    }

    func test_init_readsAValueLongerThan255CharactersWhole() throws {
        // Given 300 characters whose last rule is Saturday's
        let value = Array(repeating: "Mo-Fr 10:00-20:00", count: 16).joined(separator: "; ") + "; Sa 10:00-14:00"
        XCTAssertGreaterThan(value.count, 300)

        // Then Saturday's hours count, as the whole value says
        let hours = try XCTUnwrap(OSMOpeningHours(value))
        XCTAssertEqual(hours.isOpen(at: at("Sat 13:00"), in: paris), true)
        XCTAssertEqual(hours.isOpen(at: at("Sun 13:00"), in: paris), false)
        XCTAssertNil(
            OSMOpeningHours(value + "; " + String(repeating: "x", count: OSMOpeningHours.maxLength)), "too long: unknown")
    }

    func test_isOpen_readsPublicHolidaysByThePlacesCalendar_andIsUnknownWithoutOne() throws {
        // Given a French place closed on public holidays, open on them in the evening
        let hours = try XCTUnwrap(OSMOpeningHours("Mo-Sa 10:00-20:00; PH off; PH 18:00-22:00"))
        let france = try XCTUnwrap(PublicHolidays.of(country: "fr"))

        // Then (opening-hours-py agrees: 14 July and Whit Monday are French holidays)
        XCTAssertEqual(hours.isOpen(at: Self.instant("2026-07-14T12:00"), in: paris, holidays: france), false)
        XCTAssertEqual(hours.isOpen(at: Self.instant("2026-07-14T19:00"), in: paris, holidays: france), true)
        XCTAssertEqual(hours.isOpen(at: Self.instant("2026-05-25T12:00"), in: paris, holidays: france), false, "Whit Monday")
        XCTAssertEqual(hours.isOpen(at: Self.instant("2026-07-15T12:00"), in: paris, holidays: france), true)
        XCTAssertNil(hours.isOpen(at: Self.instant("2026-07-15T12:00"), in: paris), "no calendar: unknown, even on a workday")
        XCTAssertNil(PublicHolidays.of(country: "ZZ"), "no calendar for a code of no country")
    }

    func test_isOpen_holidaysBeforeWeekdaysAreTheHolidaysFallingOnThem() throws {
        // Given "PH Su": the specification's holidays then, after a space, weekdays (opening_hours.js: "PH Mo-Fr" is
        // only a PH that falls on Mo-Fr)
        let hours = try XCTUnwrap(OSMOpeningHours("Mo-Su 07:00-19:00; PH Su off"))
        let france = try XCTUnwrap(PublicHolidays.of(country: "FR"))

        // Then a holiday on a Tuesday stays open, a holiday on a Sunday is closed, an ordinary Sunday is open
        XCTAssertEqual(hours.isOpen(at: Self.instant("2026-07-14T12:30"), in: paris, holidays: france), true)
        XCTAssertEqual(hours.isOpen(at: Self.instant("2026-11-01T12:30"), in: paris, holidays: france), false, "All Saints")
        XCTAssertEqual(hours.isOpen(at: Self.instant("2026-04-12T12:30"), in: paris, holidays: france), true)
        XCTAssertNil(OSMOpeningHours("PH Su[1] off"), "nth weeks after holidays are not read")
    }

    func test_isOpen_aLaterRulesSpillPastMidnightStands_overAnEarlierRuleOfTheNextDay() throws {
        // Given a later rule whose Saturday runs into Sunday, and an earlier rule naming Sunday (issue 66:
        // opening-hours-py says closed at Sunday 02:30); and opening_hours.js's own case of the same shape
        // (test/test.js, 'Real world example: Was not processed right': Saturday's 11:00-02:00 is open until Sunday
        // 02:00, and Friday's 11:00-01:00 ends at midnight, overridden by the later Saturday rule)
        let hours = try XCTUnwrap(OSMOpeningHours("Su-Tu 10:00-21:00; We-Sa 10:00-05:00"))
        let theirs = try XCTUnwrap(OSMOpeningHours("Mo,Tu,We,Th,Fr,Su 11:00-01:00; Sa 11:00-02:00"))
        let france = try XCTUnwrap(PublicHolidays.of(country: "FR"))

        // Then the later rule's spill stands on Sunday; a later rule naming the next day overrides an earlier spill
        assertOpen(
            hours, holidays: france,
            [
                ("2026-11-29T02:30", true), ("2026-11-29T05:30", false), ("2026-11-29T10:30", true),
                ("2026-11-25T02:30", false), ("2026-11-26T02:30", true),
            ])
        assertOpen(
            theirs, holidays: france,
            [
                ("2026-11-29T01:30", true), ("2026-11-29T02:30", false), ("2026-11-28T00:30", false),
                ("2026-11-27T00:30", true), ("2026-11-30T00:30", true),
            ])
    }

    func test_isOpen_aWeekdayNamedTwiceWithWeeksIsThoseWeeksOnly_neverEveryDay() throws {
        // Given the 4th and the 5th Wednesday, written as two days (issue 55: listed open on Easter Monday)
        let hours = try XCTUnwrap(OSMOpeningHours("We[4],We[5] 10:00-12:00"))
        let france = try XCTUnwrap(PublicHolidays.of(country: "FR"))

        // Then (opening-hours-py agrees at each instant)
        assertOpen(
            hours, holidays: france,
            [
                ("2026-04-06T11:00", false), ("2026-04-07T11:00", false), ("2026-04-01T11:00", false),
                ("2026-04-22T11:00", true), ("2026-04-29T11:00", true), ("2026-04-29T12:30", false),
            ])
        XCTAssertEqual(OSMOpeningHours("We[4,5] 10:00-12:00"), hours, "the same weeks as one list")
        XCTAssertEqual(
            OSMOpeningHours("We,We[1] 10:00-12:00")?.isOpen(at: Self.instant("2026-04-29T11:00"), in: paris), true,
            "a day named without weeks is every week")
        XCTAssertNil(OSMOpeningHours("We[4],We[9] 10:00-12:00"), "a selector begun and not finished: unknown, not every day")
    }

    func test_isOpen_holidaysThenWeekdaysAsOpeningHoursJSTestsThem() throws {
        // Given opening_hours.js's own test 'PH: Only if PH is Wednesday' (test/test.js): 'PH We,Fr' in Germany, 2012,
        // open on the holidays falling on a Wednesday or a Friday only
        let hours = try XCTUnwrap(OSMOpeningHours("PH We,Fr"))
        let germany = try XCTUnwrap(PublicHolidays.of(country: "DE"))

        // Then Epiphany and Good Friday (Fridays) and Unity Day (a Wednesday) are open; Easter Monday and 1 May (a
        // Tuesday), holidays on other weekdays, and an ordinary Wednesday are not
        assertOpen(
            hours, holidays: germany,
            [
                ("2012-04-06T12:00", true), ("2012-10-03T12:00", true), ("2012-04-09T12:00", false),
                ("2012-05-01T12:00", false), ("2012-10-10T12:00", false),
            ])
    }

    func test_isOpen_readsAListOfYears() throws {
        // Given years as a list of ranges (the specification's years run to 9999)
        let hours = try XCTUnwrap(OSMOpeningHours("2020,8000-9000 10:00-22:00"))

        // Then only those years are open (opening-hours-py agrees)
        XCTAssertEqual(hours.isOpen(at: Self.instant("2020-03-02T12:00"), in: paris), true)
        XCTAssertEqual(hours.isOpen(at: Self.instant("2026-03-02T12:00"), in: paris), false)
    }

    func test_isOpen_readsDatesBeforeTheWeekdays() throws {
        // Each expectation is opening-hours-py's
        let cases: [(String, String, Bool)] = [
            ("Mo-Su 09:00-24:00 ; PH off ; 2021 Mar 28-Apr 16 off", "2021-04-01T12:00", false),
            ("Mo-Su 09:00-24:00 ; PH off ; 2021 Mar 28-Apr 16 off", "2026-04-01T12:00", true),
            ("Jan-May: Mo-Su 10:00-18:00;Jun-Aug: Mo-Su 10:00-22:00", "2026-06-01T21:00", true),
            ("Jan-May: Mo-Su 10:00-18:00;Jun-Aug: Mo-Su 10:00-22:00", "2026-05-31T21:00", false),
            ("Jan-May: Mo-Su 10:00-18:00;Jun-Aug: Mo-Su 10:00-22:00", "2026-09-01T12:00", false),
            ("Dec 24-Jan 2 off; Mo-Su 10:00-12:00", "2026-12-31T11:00", true),
            ("Mo-Su 10:00-12:00; Dec 24-Jan 2 off", "2026-12-31T11:00", false),
            ("Mo-Su 10:00-12:00; Dec 24-Jan 2 off", "2027-01-03T11:00", true),
            ("May 01-Oct 31 Fr 17:00-22:00", "2026-07-03T18:00", true),
            ("May 01-Oct 31 Fr 17:00-22:00", "2026-11-27T18:00", false),
            ("Mo-Su 08:00-20:00; Aug off", "2026-08-10T12:00", false),
        ]
        let france = PublicHolidays.of(country: "FR")
        for (value, instant, open) in cases {
            let hours = try XCTUnwrap(OSMOpeningHours(value), value)
            XCTAssertEqual(hours.isOpen(at: Self.instant(instant), in: paris, holidays: france), open, "\(value) at \(instant)")
        }
        XCTAssertNil(OSMOpeningHours("2021 Dec 24-Jan 2 off"), "a dated range across the year's end is not read")
        XCTAssertNil(OSMOpeningHours("Apr 10- off"))
    }

    func test_isOpen_anOpenEndIsClosedBeforeItsStartAndUnknownAfter_neverOpen() throws {
        // Given values with open ends (opening-hours-py calls them open until midnight; the issue asks for unknown)
        let cases: [(String, String, Bool?)] = [
            ("Tu-Sa 19:00+", "Tue 18:00", false), ("Tu-Sa 19:00+", "Tue 20:00", nil), ("Tu-Sa 19:00+", "Wed 02:00", false),
            ("We-Fr 17:00-21:00+", "Wed 18:00", true), ("We-Fr 17:00-21:00+", "Wed 21:30", nil),
            ("We-Fr 17:00-21:00+", "Wed 16:00", false), ("Mo-Fr 16:30+; Sa 18:00+", "Sun 12:00", false),
            ("Tu-Th 19:00 +; Fr, Sa 18:00 +; Su-Mo off", "Mon 20:00", false),
            ("Tu-Th 19:00 +; Fr, Sa 18:00 +; Su-Mo off", "Fri 19:00", nil),
        ]
        for (value, instant, expected) in cases {
            let hours = try XCTUnwrap(OSMOpeningHours(value), value)
            XCTAssertEqual(hours.isOpen(at: at(instant), in: paris), expected, "\(value) at \(instant)")
        }
    }

    func test_easter_isTheGregorianComputus() {
        let known = [(2024, 3, 31), (2025, 4, 20), (2026, 4, 5), (2027, 3, 28), (2038, 4, 25), (2285, 3, 22)]
        for (year, month, day) in known {
            XCTAssertTrue(CivilDay.easter(year).civil == (year, month, day), "\(year)")
        }
    }

    func test_init_letsALaterRuleReplaceAnEarlierOneOnTheDaysItNames() throws {
        // Given every day, then Sunday off, then Sunday lunch added
        let hours = try XCTUnwrap(OSMOpeningHours("Mo-Su 10:00-22:00; Su off, Su 12:00-14:00"))

        // Then
        XCTAssertEqual(hours.isOpen(at: at("Sun 13:00"), in: paris), true)
        XCTAssertEqual(hours.isOpen(at: at("Sun 18:00"), in: paris), false)
        XCTAssertEqual(hours.isOpen(at: at("Sat 18:00"), in: paris), true)
    }

    func test_isOpen_readsFallbacksModifiersCommentsNthWeekdaysWeeksEasterAndTheSun() throws {
        // Each expectation is opening-hours-py's (Paris), except a comment alone: unknown by the specification
        let cases: [(String, String, Bool?)] = [
            ("Mo-Fr 10:00-18:00 || Sa 10:00-12:00", "2026-11-28T11:00", true),
            ("Mo-Fr 10:00-18:00 || Sa 10:00-12:00", "2026-11-25T19:00", false),
            ("Mo-Fr 11:00-15:00 || \"by appointment\"", "2026-11-28T12:00", nil),
            ("Mo-Fr 10:00-20:00 open; We unknown", "2026-11-25T12:00", nil),
            ("Mo-Fr 10:00-20:00 open; We unknown", "2026-11-26T12:00", true),
            ("Mo-Fr 12:00-14:00 \"reservations\"", "2026-11-25T12:30", true), ("\"by appointment\"", "2026-11-25T12:30", nil),
            ("Sa[1] 10:00-12:00", "2026-07-04T11:00", true), ("Sa[1] 10:00-12:00", "2026-07-11T11:00", false),
            ("Sa[-1] 10:00-12:00", "2026-11-28T10:30", true), ("week 02-52/2 Mo-Su 10:00-20:00", "2026-11-28T12:00", true),
            ("week 02-52/2 Mo-Su 10:00-20:00", "2026-07-04T12:00", false),
            ("Mo-Su 10:00-20:00; easter -2 days off", "2026-04-03T12:00", false),
            ("Mo-Su sunrise-sunset", "2026-11-28T16:45", true), ("Mo-Su sunrise-sunset", "2026-11-28T17:05", false),
            ("Mo-Su (sunrise+01:00)-(sunset-01:00)", "2026-11-28T16:30", false),
            ("Mo-Fr 10:00-18:00; SH off", "2026-11-25T12:00", nil), ("Mo-Fr 10:00-18:00; SH off", "2026-11-25T19:00", false),
        ]
        let centre = Coordinate(latitude: 48.8566, longitude: 2.3522)
        for (value, instant, expected) in cases {
            let hours = try XCTUnwrap(OSMOpeningHours(value), value)
            let date = OSMOpeningHoursDifferentialTests.date(instant)
            XCTAssertEqual(hours.isOpen(at: date, in: paris, coordinate: centre), expected, "\(value) at \(instant)")
        }
        let sun = try XCTUnwrap(OSMOpeningHours("sunrise-sunset"))
        XCTAssertNil(sun.isOpen(at: OSMOpeningHoursDifferentialTests.date("2026-11-28T12:00"), in: paris), "no location")
    }

    func test_init_isUnknownForWhatItDoesNotRead() {
        let unknown = [
            "Mo[6] 10:00-12:00", "Mo-Fr[1] 10:00-12:00", "week 54 Mo 10:00-12:00", "(sunrise+01:00-sunset",
            "Mo-Fr 10:00-12:00 \"unterminated", "sunrise+ ", "easter +2 10:00-12:00", "Mo-Fr 10:00-12:00 ||", "", "  ",
            "Mo-Fr 25:00-26:00x", "Mon-Fri 9:00-17:00", "Mo-Fr 9-17", "off; foo",
            String(repeating: "Mo 10:00-11:00,", count: 40),
        ]
        for value in unknown {
            XCTAssertNil(OSMOpeningHours(value), value)
        }
    }

    func test_init_neverTrapsOnAnyText() {
        var generator = SystemRandomNumberGenerator()
        let alphabet = Array("MoTuWeFrSaSu0123456789:-,;/ +offPHx\"|JanAprMayDec2021")
        for _ in 0..<2_000 {
            let text = String(
                (0..<Int.random(in: 0...40, using: &generator)).map { _ in alphabet.randomElement(using: &generator) ?? " " })
            _ = OSMOpeningHours(text)?.isOpen(at: at("Mon 10:00"), in: paris)
        }
    }

    func test_week_givesTheWallClockTimesOnTheDaysTheClocksChange() throws {
        // Given hours in Paris, whose clocks go back on Sunday 25 October 2026 and forward on Sunday 29 March
        let hours = try XCTUnwrap(OSMOpeningHours("Tu-Su 10:00-20:00"))
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = paris

        for (year, month, day) in [(2026, 10, 25), (2026, 3, 29)] {
            // When
            let sunday = try XCTUnwrap(calendar.date(from: DateComponents(year: year, month: month, day: day, hour: 9)))
            let week = hours.week(from: sunday, in: paris)

            // Then
            XCTAssertEqual(week.first?.text, "10:00-20:00", "\(year)-\(month)-\(day)")
            XCTAssertEqual(week.dropFirst().first?.text, "closed", "the Monday after")
        }
    }

    // MARK: - Helpers

    private func assertOpen(
        _ cases: [(hours: String, instant: String, open: Bool)], file: StaticString = #filePath, line: UInt = #line
    ) throws {
        for (hours, instant, open) in cases {
            let parsed = try XCTUnwrap(OSMOpeningHours(hours), hours, file: file, line: line)
            XCTAssertEqual(parsed.isOpen(at: at(instant), in: paris), open, "\(hours) at \(instant)", file: file, line: line)
        }
    }

    /// Each "2026-04-06T11:00" (Paris) of `cases` judged open or not, by a country's holidays.
    private func assertOpen(
        _ hours: OSMOpeningHours, holidays: PublicHolidays, _ cases: [(String, Bool)], file: StaticString = #filePath,
        line: UInt = #line
    ) {
        for (instant, open) in cases {
            XCTAssertEqual(
                hours.isOpen(at: Self.instant(instant), in: paris, holidays: holidays), open, instant, file: file, line: line)
        }
    }

    private let paris = TimeZone(identifier: "Europe/Paris") ?? .current

    /// "Sat 01:30": that time in Paris in the week of Monday 23 November 2026.
    private static func instant(_ local: String) -> Date {
        OSMOpeningHoursDifferentialTests.date(local)
    }

    private func at(_ text: String) -> Date {
        let days = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
        let parts = text.split(separator: " ")
        let day = days.firstIndex(of: String(parts[0])) ?? 0
        let time = parts[1].split(separator: ":").compactMap { Int($0) }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = paris
        let components = DateComponents(year: 2026, month: 11, day: 23 + day, hour: time[0], minute: time[1])
        return calendar.date(from: components) ?? Date(timeIntervalSince1970: 0)
    }
}
