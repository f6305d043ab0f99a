import Domain
import XCTest

/// The reader's language, region, units and clock from the POSIX locale's name, as the C library picks the locale of
/// each category, and how distances and times are then written.
final class ConventionsTests: XCTestCase {
    func test_ofLocale_readsEachCategoryAsTheCLibraryPicksIt_fromTheNameAlone() {
        let cases: [([String: String], Conventions)] = [
            (["LANG": "fr_FR.UTF-8"], Conventions(language: "fr", region: "FR")),
            (["LANG": "en_US.UTF-8"], Conventions(language: "en", region: "US", units: .imperial, hourCycle: .h12)),
            (["LANG": "pt_BR.utf8@euro"], Conventions(language: "pt-BR", region: "BR")),
            (["LANG": "en_GB.UTF-8"], Conventions(language: "en", region: "GB", units: .imperial)),
            (
                ["LANG": "fr_FR.UTF-8", "LC_MEASUREMENT": "en_US.UTF-8", "LC_TIME": "en_AU.UTF-8"],
                Conventions(language: "fr", region: "FR", units: .imperial, hourCycle: .h12)
            ),
            (["LANG": "en_US.UTF-8", "LC_ALL": "de_DE.UTF-8"], Conventions(language: "de", region: "DE")),
            (["LANG": "de_DE", "LC_MESSAGES": ""], Conventions(language: "de", region: "DE")),
            (["LANG": "C.UTF-8"], Conventions()), (["LANG": "POSIX"], Conventions()), ([:], Conventions()),
            (["LANG": "C", "LANGUAGE": "fr"], Conventions()), (["LANG": "nonsense-value"], Conventions()),
        ]

        for (environment, expected) in cases {
            XCTAssertEqual(Conventions.of(locale: environment), expected, "\(environment)")
        }
    }

    func test_languageTagAndTerritory_acceptWhatPeopleWrite_andRefuseTheRest() {
        XCTAssertEqual(Conventions.languageTag("FR"), "fr")
        XCTAssertEqual(Conventions.languageTag("pt-br"), "pt-BR")
        XCTAssertEqual(Conventions.languageTag("zh-Hant-TW"), "zh-Hant-TW")
        for refused in ["", "f", "francais", "fr_FR", "fr-", "fr--FR", "../x", "fr FR", String(repeating: "a-", count: 20)] {
            XCTAssertNil(Conventions.languageTag(refused), refused)
        }
        XCTAssertEqual(Conventions.territory("us"), "US")
        XCTAssertNil(Conventions.territory("USA"))
        XCTAssertNil(Conventions.territory("1"))
    }

    func test_distance_writesMetricAndImperialAsTheReaderReads() {
        let cases: [(Int, String, String)] = [
            (140, "140 m", "459 ft"), (170, "170 m", "0.1 mi"), (160, "160 m", "525 ft"), (1_300, "1.3 km", "0.8 mi"),
            (16_093, "16 km", "10 mi"),
            (50_000, "50 km", "31 mi"), (9_960, "10 km", "6.2 mi"), (0, "0 m", "0 ft"),
        ]

        for (meters, metric, imperial) in cases {
            XCTAssertEqual(UnitSystem.metric.distance(meters: meters), metric)
            XCTAssertEqual(UnitSystem.imperial.distance(meters: meters), imperial)
        }
    }

    func test_clock_writesTheHourCycle() {
        let cases: [(Int, String, String)] = [
            (1320, "22:00", "10 PM"), (1110, "18:30", "6:30 PM"), (0, "00:00", "12 AM"), (720, "12:00", "12 PM"),
            (1440, "24:00", "12 AM"), (545, "09:05", "9:05 AM"),
        ]

        for (minutes, h23, h12) in cases {
            XCTAssertEqual(HourCycle.h23.clock(minutes: minutes), h23)
            XCTAssertEqual(HourCycle.h12.clock(minutes: minutes), h12)
        }
    }
}
