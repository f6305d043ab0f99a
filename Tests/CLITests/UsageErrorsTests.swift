import CLI
import CLITestSupport
import XCTest

/// A mistyped command or option gets exit 64, one line on stderr that names what was meant, and the help of the
/// command it is about.
final class UsageErrorsTests: XCTestCase {
    func test_run_suggestsTheClosestCommandForATypo() async {
        for (arguments, expected) in [
            (["neaby"], "did you mean 'nearby'? (see 'foodybite --help')"),
            (["neaby", "--location", "1,2"], "did you mean 'nearby'?"),
            (["help", "nearbyy"], "did you mean 'nearby'?"),
            (
                ["account", "logn"],
                "is not a command of 'foodybite account'; did you mean 'login'? (see 'foodybite account --help')"
            ),
            (["review", "ad"], "did you mean 'add'?"),
        ] {
            // When
            let (code, stdout, stderr) = await run(arguments)

            // Then
            XCTAssertEqual(code, 64, "\(arguments)")
            XCTAssertEqual(stdout, "", "\(arguments)")
            XCTAssertTrue(stderr.contains(expected), "\(arguments): \(stderr)")
            XCTAssertEqual(stderr.filter { $0 == "\n" }.count, 1, "\(arguments)")
        }
    }

    func test_run_namesNoCommandWhenNothingIsClose() async {
        let (code, _, stderr) = await run(["xyzzy"])

        XCTAssertEqual(code, 64)
        XCTAssertEqual(stderr, "foodybite: 'xyzzy' is not a command of 'foodybite' (see 'foodybite --help')\n")
    }

    func test_run_suggestsTheClosestOptionOfTheCommandAndPointsToItsHelp() async {
        for (arguments, expected) in [
            (
                ["nearby", "--lcoation", "1,2"],
                "Unknown option '--lcoation'; did you mean '--location'? (see 'foodybite nearby --help')"
            ),
            (["account", "login", "--emial", "a@b.c"], "did you mean '--email'? (see 'foodybite account login --help')"),
            (["nearby", "--location", "1,2", "--limt=3"], "Unknown option '--limt'; did you mean '--limit'?"),
        ] {
            let (code, _, stderr) = await run(arguments)

            XCTAssertEqual(code, 64, "\(arguments)")
            XCTAssertTrue(stderr.contains(expected), "\(arguments): \(stderr)")
        }
    }

    func test_run_listsTheChoicesOnOneReadableLine() async {
        for (arguments, expected) in [
            (["--format", "xml"], "--format must be one of table, json, csv, ndjson, geojson, map, html (got 'xml')"),
            (["--format=xml"], "--format must be one of table, json, csv, ndjson, geojson, map, html (got 'xml')"),
            (["--cuisine", "klingon"], "--cuisine must be one of american, barbecue, "),
            (["--sort", "price"], "--sort must be one of distance, rating, name, travel (got 'price')"),
            (["--diet", "vegan", "--diet", "paleo"], "--diet must be one of vegan, vegetarian, "),
            (["--limit", "many"], "--limit must be a whole number (got 'many')"),
            (["--places-api", "old"], "--places-api must be one of new, legacy (got 'old')"),
        ] {
            // Given a nearby line with a value its option's type does not read
            let line = ["nearby", "--location", "1,2"] + arguments

            // When it runs
            let (code, stdout, stderr) = await run(line)

            // Then one line in our readings' words names the option, what it takes and the value
            XCTAssertEqual(code, 64, "\(arguments)")
            XCTAssertEqual(stdout, "", "\(arguments)")
            XCTAssertTrue(stderr.hasPrefix("foodybite: " + expected), "\(arguments): \(stderr)")
            XCTAssertTrue(stderr.hasSuffix("(see 'foodybite nearby --help')\n"), stderr)
            XCTAssertEqual(stderr.filter { $0 == "\n" }.count, 1, "\(arguments)")
        }
    }

    func test_run_showsNoControlCharacterOfARefusedValue() async {
        // Given a value ArgumentParser quotes in its own sentence, holding an escape sequence and a line break
        let line = ["search", "pizza", "--format", "\u{1B}[31mred\nnext"]

        // When it runs
        let (code, _, stderr) = await run(line)

        // Then the sentence is one line with no control character in it
        XCTAssertEqual(code, 64)
        XCTAssertFalse(stderr.unicodeScalars.contains("\u{1B}"), stderr)
        XCTAssertEqual(stderr.filter { $0 == "\n" }.count, 1, stderr)
        XCTAssertTrue(stderr.contains("--format"), stderr)
    }

    func test_run_prefersAnUnknownOptionToARefusedValue() async {
        // Given a refused value and, later, a mistyped option
        let line = ["nearby", "--location", "1,2", "--format", "xml", "--lmit", "3"]

        // When it runs
        let (code, _, stderr) = await run(line)

        // Then the unknown option is what is said: the likelier cause
        XCTAssertEqual(code, 64)
        XCTAssertTrue(stderr.contains("Unknown option '--lmit'; did you mean '--limit'?"), stderr)
    }

    func test_run_takesAWordAfterAnOptionAsItsValueNotACommand() async {
        let (code, stdout, stderr) = await run(["--generate-completion-script", "bash"])

        XCTAssertEqual(code, 0, stderr)
        XCTAssertTrue(stdout.contains("foodybite"), stdout)
    }

    func test_run_showsTheHelpOfAKnownCommandWithHelp() async {
        let (code, stdout, _) = await run(["help", "nearby"])

        XCTAssertEqual(code, 0)
        XCTAssertTrue(stdout.contains("USAGE: foodybite nearby"), stdout)
    }

    // MARK: - Helpers

    func test_run_refusesAMaxTravelThatIsNotATimeWithOneLine() async {
        for bad in ["ten", "10x", "0", "25h", "5mm", "1h1h1h1h1h1h1h1h1h1h", "999999999999999999999"] {
            let (code, stdout, stderr) = await run(["nearby", "--location", "1,2", "--max-travel", bad])

            XCTAssertEqual(code, 64, bad)
            XCTAssertEqual(stdout, "", bad)
            XCTAssertTrue(stderr.contains("a time such as 10m, 90s, 1h or 1h30m"), "\(bad): \(stderr)")
            XCTAssertEqual(stderr.filter { $0 == "\n" }.count, 1, bad)
        }
    }

    private func run(_ arguments: [String]) async -> (Int32, String, String) {
        let console = ConsoleSpy()
        let code = await FoodybiteRunner.run(arguments: arguments, dependencies: .failing(console: console))
        return (code, console.output, console.errorOutput)
    }
}
