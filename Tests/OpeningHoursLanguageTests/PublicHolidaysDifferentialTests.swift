import FixtureSupport
import Foundation
import XCTest

@testable import OpeningHoursLanguage

/// foodybite's public-holiday calendars against opening-hours-py's (run by `scripts/opening-hours-reference.py`, a
/// point in each country), every day of 2026-2028: each day where they differ is listed, with the reason, in
/// `Fixtures/opening-hours/holiday-disagreements.tsv` (foodybite `unknown`: a holiday of some regions only; `yes`/`no`:
/// the law read against the reference), and a listed day that no longer differs must leave the list.
final class PublicHolidaysDifferentialTests: XCTestCase {
    /// A point in each country (its capital or largest city).
    static let points: [String: [Double]] = [
        "AT": [48.21, 16.37], "AU": [-33.87, 151.2], "BE": [50.85, 4.35], "BR": [-23.55, -46.63], "CA": [43.65, -79.38],
        "CH": [47.37, 8.54], "CZ": [50.08, 14.43], "DE": [52.52, 13.405], "EE": [59.44, 24.75], "ES": [40.4, -3.7],
        "FI": [60.17, 24.94],
        "FR": [48.8566, 2.3522],
        "GB": [51.5, -0.12], "IT": [41.9, 12.5], "JP": [35.66, 139.7], "MX": [19.43, -99.13], "NL": [52.37, 4.9],
        "PL": [52.23, 21.01], "PT": [38.72, -9.14], "SE": [59.33, 18.07], "UA": [50.45, 30.52], "US": [38.9, -77.04],
        // The rest of the European Union and the EEA (issue 66)
        "BG": [42.70, 23.32], "CY": [35.17, 33.36], "DK": [55.68, 12.57], "GR": [37.98, 23.73], "HR": [45.81, 15.98],
        "HU": [47.50, 19.04], "IE": [53.35, -6.26], "IS": [64.15, -21.94], "LI": [47.14, 9.52], "LT": [54.69, 25.28],
        "LU": [49.61, 6.13], "LV": [56.95, 24.11], "MT": [35.90, 14.51], "NO": [59.91, 10.75], "RO": [44.43, 26.10],
        "SI": [46.06, 14.51], "SK": [48.15, 17.11],
    ]
    static let years = 2026...2028
    /// The countries of the European Union and the EEA, Åland as its own code.
    static let europeanUnionAndEEA = [
        "AT", "AX", "BE", "BG", "CY", "CZ", "DE", "DK", "EE", "ES", "FI", "FR", "GR", "HR", "HU", "IE", "IS", "IT", "LI",
        "LT", "LU", "LV", "MT", "NL", "NO", "PL", "PT", "RO", "SE", "SI", "SK",
    ]

    func test_calendars_agreeWithOpeningHoursPyOrTheDifferenceIsListedWithItsReason() throws {
        // Given
        XCTAssertEqual(Set(PublicHolidays.countries), Set(Self.points.keys), "every calendar is checked")
        let reference = try Self.referenceHolidays()
        let listed = try Self.listedDisagreements()
        var found: [String: String] = [:]

        // When
        for country in Self.points.keys.sorted() {
            let calendar = try XCTUnwrap(PublicHolidays.of(country: country))
            let theirs = Set(reference[country] ?? [])
            var day = CivilDay(year: Self.years.lowerBound, month: 1, day: 1)
            while day.year <= Self.years.upperBound {
                let (year, month, dayOfMonth) = day.civil
                let date = String(format: "%04d-%02d-%02d", year, month, dayOfMonth)
                let ours = calendar.contains(year: year, month: month, day: dayOfMonth)
                if ours != theirs.contains(date) {
                    found["\(country)\t\(date)"] =
                        "\(ours.map { $0 ? "yes" : "no" } ?? "unknown")\t\(theirs.contains(date) ? "yes" : "no")"
                }
                day = day.adding(1)
            }
        }

        // Then
        let unlisted = found.filter { listed[$0.key] != $0.value }.map { "\($0.key)\t\($0.value)" }.sorted()
        XCTAssertEqual(unlisted, [], "differences not in holiday-disagreements.tsv (country, date, foodybite, reference)")
        XCTAssertEqual(Set(listed.keys).subtracting(found.keys).sorted(), [], "listed but no longer different")
        let wrongYes = found.filter { $0.value.hasPrefix("no\tyes") }.count
        print(
            "public holidays differential: \(found.count) days differ, \(wrongYes) where foodybite says no and the reference yes")
    }

    func test_of_knowsEveryEUAndEEACountry_andGivesAlandFinlandsHolidays() throws {
        // Issue 66: `PH off` was unknown every day in both
        let estonia = try XCTUnwrap(PublicHolidays.of(country: "EE"))
        XCTAssertEqual(estonia.contains(year: 2027, month: 2, day: 24), true, "Independence Day")
        XCTAssertEqual(estonia.contains(year: 2027, month: 6, day: 23), true, "Victory Day")
        XCTAssertEqual(estonia.contains(year: 2027, month: 2, day: 25), false)
        let aland = try XCTUnwrap(PublicHolidays.of(country: "ax"))
        XCTAssertEqual(aland.contains(year: 2027, month: 12, day: 6), true, "Finland's Independence Day")
        XCTAssertEqual(aland.contains(year: 2027, month: 12, day: 7), false)
        for country in Self.europeanUnionAndEEA {
            XCTAssertNotNil(PublicHolidays.of(country: country), "\(country): every EU and EEA country has its calendar")
        }
        XCTAssertNil(PublicHolidays.of(country: "RU"), "its days off move every year by decree")
        let ireland = try XCTUnwrap(PublicHolidays.of(country: "IE"))
        XCTAssertEqual(
            [2026, 2027, 2028, 2030].map { year in (1...8).first { ireland.contains(year: year, month: 2, day: $0) == true } },
            [2, 1, 7, 1], "St Brigid's Day: February's first Monday, or the 1st when that is a Friday (2030)")
        let bulgaria = try XCTUnwrap(PublicHolidays.of(country: "BG"))
        XCTAssertEqual(bulgaria.contains(year: 2026, month: 4, day: 11), true, "Orthodox Holy Saturday, not the Western")
        XCTAssertEqual(bulgaria.contains(year: 2026, month: 4, day: 4), false)
        XCTAssertEqual(bulgaria.contains(year: 2026, month: 5, day: 25), true, "24 May on a Sunday gives the Monday")
    }

    func test_contains_knowsTheMovedAndComputedHolidays() throws {
        let cases: [(String, String, Bool?)] = [
            ("US", "2026-07-03", true), ("US", "2027-12-31", true), ("US", "2026-10-12", nil), ("GB", "2026-12-28", true),
            ("GB", "2027-12-28", true), ("JP", "2026-05-06", true), ("JP", "2026-09-22", true), ("JP", "2026-03-20", true),
            ("NL", "2025-04-26", true), ("SE", "2026-06-19", true), ("MX", "2030-10-01", true), ("MX", "2026-10-01", false),
            ("UA", "2026-04-12", true), ("DE", "2026-10-31", nil), ("FR", "2026-04-03", nil), ("FR", "2026-07-15", false),
            ("ES", "2026-12-07", nil), ("AU", "2026-04-27", nil), ("JP", "2021-01-01", nil),
            // Regional days are unknown, not "no": New York's 12 February, São Paulo's 9 July
            ("US", "2027-02-12", nil), ("US", "2026-02-12", nil), ("BR", "2026-07-09", nil), ("BR", "2027-07-09", nil),
        ]
        for (country, date, expected) in cases {
            let parts = date.split(separator: "-").compactMap { Int($0) }
            let calendar = try XCTUnwrap(PublicHolidays.of(country: country))
            XCTAssertEqual(calendar.contains(year: parts[0], month: parts[1], day: parts[2]), expected, "\(country) \(date)")
        }
    }

    // MARK: - Helpers

    /// `country<TAB>date` to `foodybite<TAB>reference`.
    static func listedDisagreements() throws -> [String: String] {
        let url = Fixtures.url("opening-hours/holiday-disagreements.tsv")
        var listed: [String: String] = [:]
        for line in try String(contentsOf: url, encoding: .utf8).split(separator: "\n").dropFirst() {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.count >= 5 else { continue }
            listed["\(fields[0])\t\(fields[1])"] = "\(fields[2])\t\(fields[3])"
        }
        return listed
    }

    /// opening-hours-py's public holidays of each country (the days `00:00-24:00; PH off` closes at noon).
    static func referenceHolidays() throws -> [String: [String]] {
        let answer = try OpeningHoursReference.ask([
            "holidays": points, "years": [years.lowerBound, years.upperBound],
        ])
        return try XCTUnwrap(answer["holidays"] as? [String: [String]])
    }
}
