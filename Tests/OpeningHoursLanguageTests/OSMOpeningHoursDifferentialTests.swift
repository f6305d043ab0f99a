import FixtureSupport
import Foundation
import XCTest

@testable import OpeningHoursLanguage

/// foodybite's `opening_hours` evaluator against an independent one, opening-hours-py (PyPI, run by
/// `scripts/opening-hours-reference.py`), on the real values of `Fixtures/opening-hours/real-values.tsv`, in Paris
/// (its country, holidays, time zone), at 14 instants across a year: lunch and dinner, Friday and Saturday past
/// midnight, a Sunday, public holidays (New Year's Day, 14 July, Christmas), both DST changes, other months. A place
/// the reference says is closed is never judged open (`--open-now` would list it); how many of the places it says
/// are open foodybite judges open too is measured, and may only grow. Every other answer that differs where the
/// reference decides is a failure unless `Fixtures/opening-hours/disagreements.tsv` lists it with its kind and reason
/// (read against the specification and opening_hours.js), and a listed one that no longer differs is a failure too.
final class OSMOpeningHoursDifferentialTests: XCTestCase {
    /// Local times in Paris.
    static let instants = [
        "2026-11-23T12:30", "2026-11-25T19:30", "2026-11-27T23:30", "2026-11-28T01:30", "2026-11-29T01:30",
        "2026-11-29T12:00", "2027-01-01T12:00", "2026-07-14T12:30", "2026-03-29T10:00", "2026-10-25T01:30",
        "2026-08-10T12:00", "2026-02-11T15:00", "2026-05-09T10:00", "2026-12-25T20:00",
    ]
    /// The share of the reference's "open" answers foodybite also gives, as measured; raise it as the evaluator
    /// reads more of the language.
    static let recallFloor = 0.995

    func test_isOpen_onRealValues_neverOpensWhatTheReferenceCloses_andOpensMostOfWhatItOpens() throws {
        // Given
        let values = try OpeningHoursReference.realValues()
        let reference = try Self.referenceStates(values, instants: Self.instants)
        let kept = try Self.keptDisagreements()
        var (wrongOpen, unlisted, stale): ([String], [String], [String]) = ([], [], [])
        var (openByReference, openByBoth, unknownToUs) = (0, 0, 0)

        // When every answer is compared; a disagreement is a different answer where the reference decides
        for (index, value) in values.enumerated() {
            let hours = OSMOpeningHours(value)
            if hours == nil { unknownToUs += 1 }
            for (column, instant) in Self.instants.enumerated() {
                let ours = hours?.isOpen(
                    at: Self.date(instant), in: Self.paris, holidays: Self.france, coordinate: Self.parisCentre)
                let theirs = reference[index][column]
                let disagrees = ["open", "closed"].contains(theirs) && ours != (theirs == "open")
                let key = "\(value)\t\(instant)"
                switch (disagrees, kept[key]) {
                case (true, nil):
                    unlisted.append(
                        "\(OpeningHoursReference.json(value))\t\(instant)\t\(OpeningHoursReference.state(ours))\t\(theirs)")
                case (false, _?): stale.append(key)
                default: break
                }
                // values with SH or an open end, and those where the references differ, leave both counts
                guard !(kept[key].map(OpeningHoursReference.uncounted.contains) ?? false) else { continue }
                if ours == true && theirs == "closed" { wrongOpen.append("\(value) at \(instant)") }
                guard theirs == "open" else { continue }
                openByReference += 1
                if ours == true { openByBoth += 1 }
            }
        }

        // Then
        XCTAssertEqual(wrongOpen, [], "judged open where the reference says closed")
        XCTAssertEqual(unlisted, [], "disagreements neither fixed nor listed in disagreements.tsv")
        XCTAssertEqual(stale, [], "listed in disagreements.tsv but no longer disagreeing")
        let recall = Double(openByBoth) / Double(max(1, openByReference))
        print(
            "opening_hours differential: \(values.count) values, \(Self.instants.count) instants; \(unknownToUs) values "
                + "unknown to foodybite; \(kept.count) listed disagreements; open by the reference \(openByReference), "
                + "by both \(openByBoth) (recall \(String(format: "%.3f", recall))); wrong opens \(wrongOpen.count)")
        XCTAssertGreaterThanOrEqual(recall, Self.recallFloor)
    }

    func test_isOpen_onGeneratedValues_agreesWithTheReferenceWhereverItAnswers() throws {
        // Given values built from the forms foodybite reads (past midnight, extended hours, off with times,
        // additional rules, public holidays, dates, open ends, sun times, nth weekdays, weeks, Easter, modifiers,
        // comments, fallbacks), at every hour of a week and at noon on every day of 2026 and 2027; where foodybite
        // says unknown (an open end, a school holiday, a comment alone, which the reference calls open) it is skipped
        let forms = [
            "Mo-Su 00:00-24:00; PH off", "Mo-Sa 10:00-20:00; PH off; PH 18:00-22:00", "Fr-Sa 18:00-02:00; Su-Th 18:00-23:30",
            "Mo-Th 11:00-21:00; Fr 11:00-04:00; Sa 12:00-04:00; Su off", "Mo 10:00-35:00", "Tu 23:59-48:00; Th 20:00-26:00",
            "Mo-Fr 10:00-20:00, We off", "Mo-Fr 08:00-18:00; We 12:00-14:00 off", "Su off; Sa 12:00-04:00",
            "Mo-Su 22:00-02:00; Tu off", "Mo-Su 22:00-02:00; We 10:00-12:00", "PH,Su off; Mo-Sa 09:00-12:30,14:00-19:00",
            "Mo-Sa 09:00-12:30,14:00-19:00; PH,Su off", "24/7; PH off", "Fr-Mo 20:00-03:00, Tu 12:00-14:00",
            "Mo-Su 10:00-12:00; Dec 24-Jan 2 off", "Jan-May: Mo-Su 10:00-18:00;Jun-Aug: Mo-Su 10:00-22:00",
            "Mo-Su 08:00-20:00; Aug off; PH off", "May 01-Oct 31 Fr-Su 17:00-22:00; 2027 Jul 14-20 off",
            "Mo-Su 09:00-24:00 ; PH off ; 2026 Mar 28-Apr 16 off", "Nov-Feb Mo-Fr 11:00-15:00; Mar-Oct Mo-Su 11:00-23:00",
            "Tu-Sa 19:00+", "We-Fr 17:00-21:00+; Sa 11:00-14:00", "Mo-Su sunrise-sunset",
            "Mo-Su (sunrise-00:30)-(dusk-00:10)", "Mo-Su 10:00-sunset; PH off", "Sa[1] 10:00-12:00; Su[-1] 10:00-14:00",
            "Mo-Fr 10:00-20:00 open; We unknown", "Mo-Fr 10:00-20:00; SH off", "week 01-26 Mo-Su 10:00-20:00",
            "week 02-52/2 Mo-Su 10:00-20:00", "Mo-Su 10:00-20:00; easter -2 days off; easter off",
            "Mo-Fr 12:00-14:00 \"reservations\"", "\"by appointment\"", "Mo-Fr 10:00-18:00 || Sa 10:00-12:00",
            "Mo-Fr 11:00-15:00 || \"by appointment\"", "Mo-Su 10:00-18:00; PH off || \"call\"",
            "2020,2026-2027 Mo-Sa 10:00-20:00",
        ]
        let week = (0..<7 * 24).map { hour in String(format: "2026-11-%02dT%02d:30", 23 + hour / 24, hour % 24) }
        let noons = (0..<730).compactMap { day -> String? in
            let date = Self.date("2026-01-01T12:00").addingTimeInterval(Double(day) * 86_400 + 3_600)
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = Self.paris
            let parts = calendar.dateComponents([.year, .month, .day], from: date)
            guard let year = parts.year, let month = parts.month, let dayOfMonth = parts.day else { return nil }
            return String(format: "%04d-%02d-%02dT12:00", year, month, dayOfMonth)
        }
        let instants = week + noons
        let reference = try Self.referenceStates(forms, instants: instants)
        var disagreements: [String] = []

        // When
        for (index, value) in forms.enumerated() {
            let hours = try XCTUnwrap(OSMOpeningHours(value), value)
            for (column, instant) in instants.enumerated() {
                let date = Self.date(instant)
                guard let ours = hours.isOpen(at: date, in: Self.paris, holidays: Self.france, coordinate: Self.parisCentre)
                else { continue }
                let theirs = reference[index][column]
                if ["open", "closed"].contains(theirs) && (theirs == "open") != ours {
                    disagreements.append("\(value) at \(instant): foodybite \(ours ? "open" : "closed"), reference \(theirs)")
                }
            }
        }

        // Then
        XCTAssertEqual(disagreements, [])
    }

    // MARK: - Helpers

    static let paris = TimeZone(identifier: "Europe/Paris") ?? .gmt
    static let france = PublicHolidays.of(country: "FR")
    /// The reference's coordinates (`referenceStates`), for sun times.
    static let parisCentre = Coordinate(latitude: 48.8566, longitude: 2.3522)

    static func date(_ local: String) -> Date {
        let parts = local.split { $0 == "-" || $0 == "T" || $0 == ":" }.compactMap { Int($0) }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = paris
        let components = DateComponents(year: parts[0], month: parts[1], day: parts[2], hour: parts[3], minute: parts[4])
        return calendar.date(from: components) ?? .distantPast
    }

    /// Each kept disagreement's kind (`category`), by `value<TAB>instant`.
    static func keptDisagreements() throws -> [String: String] {
        try OpeningHoursReference.keptDisagreements(
            in: "disagreements.tsv", keyColumns: [0, 1], valueColumn: 0, kindColumn: 4, columns: 6)
    }

    /// opening-hours-py's state of each value at each instant, with Paris's coordinates.
    static func referenceStates(_ values: [String], instants: [String]) throws -> [[String]] {
        try OpeningHoursReference.states(values, at: instants, coords: [48.8566, 2.3522])
    }
}
