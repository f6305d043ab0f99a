import Domain
import Presentation
import XCTest

@testable import CLI

/// `--radius` with a unit, and foodybite's own flags of the reader's conventions.
final class RadiusArgumentTests: XCTestCase {
    /// The messages as the command line says them (`--radius`).
    override func invokeTest() {
        FrontEndWords.$current.withValue(CommandLineWords.words) { super.invokeTest() }
    }

    func test_meters_readsEachUnitAsWholeMetres() {
        let cases: [(String, Int?)] = [
            ("800", 800), ("800m", 800), ("1.5km", 1500), ("0.5mi", 805), ("2000ft", 610), ("1.5KM", 1500), ("1.5", nil),
            ("", nil), ("km", nil), ("-1km", nil), ("1e3", nil), ("0x10", nil), ("5 km", nil), ("99999999999mi", nil),
        ]

        for (text, meters) in cases {
            XCTAssertEqual(RadiusArgument.meters(text), meters, text)
        }
    }

    func test_metersInAUnit_judgesTheTypedNumberBeforeRounding_asTheTextWouldBe() {
        // Given numbers in a unit as a tool gives them (issue 68: no text between the number and the reading)
        let cases: [(Double, RadiusArgument.Unit, Int?)] = [
            (800, .m, 800), (1.5, .km, 1500), (0.5, .mi, 805), (2000, .ft, 610), (0.5, .m, nil), (2, .ft, nil),
            (31.07, .mi, nil), (50, .km, 50_000), (.infinity, .km, nil), (.nan, .m, nil), (-1, .km, nil),
        ]

        for (number, unit, expected) in cases {
            // When
            let meters = try? RadiusArgument.meters(number, unit)

            // Then
            XCTAssertEqual(meters, expected, "\(number) \(unit)")
            if let expected {
                XCTAssertEqual(try? RadiusArgument.parse("\(number)\(unit.rawValue)"), expected, "the text reads the same")
            }
        }
    }

    func test_minutes_isTheTravelTimeInSeconds_withinTheSameRangeAsTheText() {
        XCTAssertEqual(try? TravelDurationArgument.minutes(15), 900)
        XCTAssertEqual(try? TravelDurationArgument.minutes(1440), 86_400)
        XCTAssertEqual(try? TravelDurationArgument.parse("1440"), 86_400)
        XCTAssertNil(try? TravelDurationArgument.minutes(0))
        XCTAssertNil(try? TravelDurationArgument.minutes(1441))
        XCTAssertNil(try? TravelDurationArgument.minutes(.infinity))
    }

    func test_parse_judgesADistanceWithAUnitBeforeRounding_andStatesLimitsThatAreAccepted() throws {
        // Given an imperial reader (issue 55: `31.07mi` refused as "(got 31 mi)", `2ft` accepted as "within 3 ft")
        let imperial = Conventions(language: "en", region: "US", units: .imperial, hourCycle: .h12)

        try Conventions.$current.withValue(imperial) {
            // Then the limits said are accepted as written, and what is just beyond them refused in the user's words
            XCTAssertEqual(RadiusArgument.rangeText, "4 ft and 31.06 mi")
            XCTAssertEqual(try RadiusArgument.parse("4ft"), 1)
            XCTAssertEqual(try RadiusArgument.parse("31.06mi"), 49_986)
            for text in ["2ft", "31.07mi", "0.5m", "50.001km"] {
                XCTAssertThrowsError(try RadiusArgument.parse(text), text) { error in
                    XCTAssertEqual(
                        "\(error)", "--radius must be between 4 ft and 31.06 mi (got '\(text)')", text)
                }
            }
        }
        XCTAssertEqual(try RadiusArgument.parse("50km"), 50_000)
        XCTAssertEqual(try RadiusArgument.parse("1m"), 1)
    }

    func test_taken_removesTheConventionFlagsAnywhereBeforeTheDoubleDash_andChecksThem() throws {
        // When
        let (flags, rest) = try ConventionFlags.taken(
            from: ["nearby", "--language=pt-br", "--radius", "1km", "--units", "IMPERIAL", "--region", "us", "--", "--units"])

        // Then
        XCTAssertEqual(flags, ConventionFlags(language: "pt-BR", region: "US", units: .imperial))
        XCTAssertEqual(rest, ["nearby", "--radius", "1km", "--", "--units"])
        XCTAssertThrowsError(try ConventionFlags.taken(from: ["--units", "furlongs"]))
        XCTAssertThrowsError(try ConventionFlags.taken(from: ["--language", "english please"]))
        XCTAssertThrowsError(try ConventionFlags.taken(from: ["nearby", "--region"]))
    }
}
