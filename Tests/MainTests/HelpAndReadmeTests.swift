import CLI
import CLITestSupport
import Foundation
import XCTest

@testable import Main

/// `--help` (and so the man page) and the README say what the code does: both come from the same catalogue of
/// settings (the live build's: its providers' and routers' settings too), and both name every provider, format and
/// variable.
final class HelpAndReadmeTests: XCTestCase {
    private let catalogue = SettingsCatalogue.live(.live, routers: .live)

    func test_readme_holdsTheSettingsTableOfTheCatalogue() throws {
        let readme = try String(contentsOf: Self.readmeURL, encoding: .utf8)

        XCTAssertTrue(
            readme.contains(catalogue.markdownTable + "\n"),
            "README.md's table under Configuration must be, row for row:\n\(catalogue.markdownTable)")
    }

    func test_help_namesEveryVariableOfTheReadmeEveryProviderAndEveryFormat() async throws {
        // Given
        let readme = try String(contentsOf: Self.readmeURL, encoding: .utf8)
        let console = ConsoleSpy()

        // When
        let code = await FoodybiteRunner.run(arguments: ["--help"], dependencies: dependencies(console))

        // Then
        XCTAssertEqual(code, 0)
        let help = console.output
        let table =
            readme.components(separatedBy: "| config key | variable | meaning | default |").dropFirst().first?
            .components(separatedBy: "\n\n").first ?? ""
        let variables = Set(table.split(separator: "`").filter { $0.hasPrefix("FOODYBITE_") || $0 == "NO_COLOR" })
        XCTAssertGreaterThanOrEqual(variables.count, 14)
        for variable in variables { XCTAssertTrue(help.contains(variable), "--help lacks \(variable)") }
        for word in ["Google", "Foursquare", "table", "json", "csv", "ndjson", "geojson", "map", "--quiet"] {
            XCTAssertTrue(help.contains(word), "--help lacks \(word)")
        }
        XCTAssertFalse(help.contains("Each FOODYBITE_ variable has a config file key"), "not true of FOODYBITE_GEOIP_URL")
    }

    func test_everyFoodybiteVariableTheReadmeNames_isInHelpAndInTheReadmesTable() async throws {
        // Given every FOODYBITE_ variable named anywhere in the README (the sandbox's own, FOODYBITE_SANDBOX_*, are
        // the sandbox's, not foodybite's)
        let readme = try String(contentsOf: Self.readmeURL, encoding: .utf8)
        let named = Set(
            readme.matches(of: /FOODYBITE_[A-Z_]+/).map { String($0.output) }.filter {
                !$0.hasPrefix("FOODYBITE_SANDBOX_") && $0 != "FOODYBITE_"
            })
        let console = ConsoleSpy()

        // When
        _ = await FoodybiteRunner.run(arguments: ["--help"], dependencies: dependencies(console))

        // Then
        XCTAssertGreaterThanOrEqual(named.count, 20)
        for variable in named {
            XCTAssertTrue(console.output.contains(variable), "--help lacks \(variable)")
            XCTAssertTrue(catalogue.markdownTable.contains("`\(variable)`"), "the README's table lacks \(variable)")
        }
    }

    /// The live build's, with nothing read from this machine's home.
    private func dependencies(_ console: ConsoleSpy) -> Dependencies {
        LiveComposition(environment: ["HOME": "/nonexistent"], console: console, terminal: .plain).dependencies()
    }

    static let readmeURL = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("README.md")
}
