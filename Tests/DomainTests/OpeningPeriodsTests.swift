import Domain
import Foundation
import XCTest

/// Google's hours as periods (`OpeningPeriods`): the regular week, a special day's own hours, nights that run past
/// midnight, and days the clocks change, all by wall-clock time in the place's zone.
final class OpeningPeriodsTests: XCTestCase {
    func test_isOpen_readsTheRegularWeekByWallClockTime_onTheDayTheClocksGoBack() throws {
        // Given Tuesday to Sunday 10:00-20:00 in Paris; Sunday 25 October 2026 is 25 hours long
        let sut = makeSUT(regular: (0...6).filter { $0 != 1 }.map { span($0, "10:00", minutes: 600) })

        // When / Then: 19:30 and 20:00 on that Sunday are read as the clocks say them
        XCTAssertEqual(sut.isOpen(at: try instant("2026-10-25T18:30:00Z"), in: paris), true)  // 19:30 CET
        XCTAssertEqual(sut.isOpen(at: try instant("2026-10-25T19:00:00Z"), in: paris), false)  // 20:00 CET
        XCTAssertEqual(sut.isOpen(at: try instant("2026-10-26T12:00:00Z"), in: paris), false)  // Monday
        let sunday = sut.week(from: try instant("2026-10-25T08:00:00Z"), in: paris).first
        XCTAssertEqual(sunday?.text, "10:00-20:00")
    }

    func test_isOpen_readsANightPastMidnightOnTheNextDay() throws {
        // Given Friday 18:00 to Saturday 02:00
        let sut = makeSUT(regular: [span(5, "18:00", minutes: 480)])

        // Then
        XCTAssertEqual(sut.isOpen(at: try instant("2026-11-28T00:30:00Z"), in: paris), true)  // Saturday 01:30
        XCTAssertEqual(sut.isOpen(at: try instant("2026-11-28T01:30:00Z"), in: paris), false)  // Saturday 02:30
        XCTAssertEqual(
            sut.nextChange(after: try instant("2026-11-28T00:30:00Z"), in: paris), try instant("2026-11-28T01:00:00Z"))
    }

    func test_isOpen_readsASpecialDayFromItsOwnPeriodsOnly_evenWhenTheNightBeforeRunsIntoIt() throws {
        // Given every day 18:00-02:00, but Christmas Day closed and Christmas Eve 11:00-15:00
        let christmas = CivilDay(year: 2026, month: 12, day: 25)
        let eve = CivilDay(year: 2026, month: 12, day: 24)
        let sut = OpeningPeriods(
            regular: (0...6).map { span($0, "18:00", minutes: 480) },
            special: [OpeningPeriods.Span(day: eve.number, start: 660, minutes: 240)],
            specialDays: [eve.number, christmas.number])

        // Then
        XCTAssertEqual(sut.isOpen(at: try instant("2026-12-24T13:00:00Z"), in: paris), true)  // Eve 14:00
        XCTAssertEqual(sut.isOpen(at: try instant("2026-12-24T18:00:00Z"), in: paris), false)  // Eve 19:00
        XCTAssertEqual(sut.isOpen(at: try instant("2026-12-25T00:30:00Z"), in: paris), false)  // Christmas 01:30
        XCTAssertEqual(sut.isOpen(at: try instant("2026-12-25T18:00:00Z"), in: paris), false)  // Christmas 19:00
        XCTAssertEqual(sut.isOpen(at: try instant("2026-12-26T00:30:00Z"), in: paris), false)  // nothing opened on the 25th
        XCTAssertEqual(sut.isOpen(at: try instant("2026-12-22T17:30:00Z"), in: paris), true)  // a regular Tuesday
        XCTAssertEqual(
            sut.week(from: try instant("2026-12-24T08:00:00Z"), in: paris).prefix(3).map(\.text),
            ["11:00-15:00", "closed", "18:00-24:00"])
    }

    func test_isOpen_isUnknownOnADayNeitherTheWeekNorASpecialDaySays() throws {
        // Given only a special day's hours
        let day = CivilDay(year: 2026, month: 12, day: 24)
        let sut = OpeningPeriods(
            regular: nil, special: [OpeningPeriods.Span(day: day.number, start: 600, minutes: 60)], specialDays: [day.number])

        // Then
        XCTAssertEqual(sut.isOpen(at: try instant("2026-12-24T09:30:00Z"), in: paris), true)
        XCTAssertNil(sut.isOpen(at: try instant("2026-12-23T09:30:00Z"), in: paris))
    }

    func test_init_dropsSpansOutOfTheirRanges() {
        // Given a weekday of 7, a start at 24:00, an empty span and one longer than a week
        let sut = makeSUT(regular: [
            OpeningPeriods.Span(day: 7, start: 600, minutes: 60), OpeningPeriods.Span(day: 1, start: 1440, minutes: 60),
            OpeningPeriods.Span(day: 1, start: 600, minutes: 0), OpeningPeriods.Span(day: 1, start: 600, minutes: 20_000),
            span(2, "09:00", minutes: 60),
        ])

        // Then
        XCTAssertEqual(sut.regular, [span(2, "09:00", minutes: 60)])
    }

    // MARK: - Helpers

    private let paris = TimeZone(identifier: "Europe/Paris") ?? .current

    private func makeSUT(regular: [OpeningPeriods.Span]) -> OpeningPeriods {
        OpeningPeriods(regular: regular)
    }

    /// A weekly span (`day` 0 Sunday), opening at "HH:MM".
    private func span(_ day: Int, _ start: String, minutes: Int) -> OpeningPeriods.Span {
        let parts = start.split(separator: ":").compactMap { Int($0) }
        return OpeningPeriods.Span(day: day, start: (parts.first ?? 0) * 60 + (parts.last ?? 0), minutes: minutes)
    }

    private func instant(_ text: String) throws -> Date {
        try XCTUnwrap(ISO8601DateFormatter().date(from: text), text)
    }
}
