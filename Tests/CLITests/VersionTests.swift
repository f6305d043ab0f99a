import CLI
import CLITestSupport
import XCTest

/// `--version` is answered with a console alone, before anything else is built.
final class VersionTests: XCTestCase {
    func test_version_printsTheVersionForAVersionLine_andNothingForAnyOther() {
        for (line, expected) in [
            (["--version"], "1.2.3 (abc)\n"), (["nearby", "--version"], "1.2.3 (abc)\n"),
            (["--quiet", "--version"], "1.2.3 (abc)\n"),
        ] {
            // Given
            let console = ConsoleSpy()

            // When
            let code = FoodybiteRunner.version(arguments: line, console: console, version: "1.2.3 (abc)")

            // Then
            XCTAssertEqual(code, 0, "\(line)")
            XCTAssertEqual(console.output, expected, "\(line)")
        }
        for line in [[], ["nearby"], ["search", "--", "--version"], ["--versions"]] {
            let console = ConsoleSpy()
            XCTAssertNil(FoodybiteRunner.version(arguments: line, console: console, version: "1"), "\(line)")
            XCTAssertEqual(console.output, "")
        }
    }
}
