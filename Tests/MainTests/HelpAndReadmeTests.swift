import CLI
import CLITestSupport
import Foundation
import Presentation
import XCTest

@testable import Main

/// `--help` (and so the man page), the README and `docs/` say what the code does: the help and
/// docs/configuration.md's table come from the same catalogue of settings (the live build's: its providers' and
/// routers' settings too), and every variable the documents name is in both.
final class HelpAndReadmeTests: XCTestCase {
    private let catalogue = SettingsCatalogue.live(.live, routers: .live)

    func test_configurationDocument_holdsTheSettingsTableOfTheCatalogue() throws {
        let document = try String(contentsOf: Self.configurationURL, encoding: .utf8)

        XCTAssertTrue(
            document.contains(catalogue.markdownTable + "\n"),
            "docs/configuration.md's table must be, row for row:\n\(catalogue.markdownTable)")
    }

    func test_help_namesEveryVariableOfTheSettingsTableEveryProviderAndEveryFormat() async throws {
        // Given
        let readme = try String(contentsOf: Self.configurationURL, encoding: .utf8)
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

    func test_everyFoodybiteVariableTheDocumentsName_isInHelpAndInTheSettingsTable() async throws {
        // Given every FOODYBITE_ variable named anywhere in the README or docs/ (the sandbox's own,
        // FOODYBITE_SANDBOX_*, are the sandbox's, FOODYBITE_TEST_* the test support's, and FOODYBITE_MCP_* foodybite-mcp's,
        // which its own --help names: not foodybite's)
        let readme = try Self.documents().joined(separator: "\n")
        let named = Set(
            readme.matches(of: /FOODYBITE_[A-Z_]+/).map { String($0.output) }.filter {
                !$0.hasPrefix("FOODYBITE_SANDBOX_") && !$0.hasPrefix("FOODYBITE_TEST_") && !$0.hasPrefix("FOODYBITE_MCP_")
                    && $0 != "FOODYBITE_"
            })
        let console = ConsoleSpy()

        // When
        _ = await FoodybiteRunner.run(arguments: ["--help"], dependencies: dependencies(console))

        // Then
        XCTAssertGreaterThanOrEqual(named.count, 20)
        for variable in named {
            XCTAssertTrue(console.output.contains(variable), "--help lacks \(variable)")
            XCTAssertTrue(catalogue.markdownTable.contains("`\(variable)`"), "the settings table lacks \(variable)")
        }
    }

    /// The live build's, with nothing read from this machine's home.
    private func dependencies(_ console: ConsoleSpy) -> Dependencies {
        LiveComposition(environment: ["HOME": "/nonexistent"], console: console).commandLine()
    }

    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let configurationURL = root.appendingPathComponent("docs/configuration.md")

    /// The README and every document of docs/.
    static func documents() throws -> [String] {
        let docs = root.appendingPathComponent("docs")
        let names = try FileManager.default.contentsOfDirectory(atPath: docs.path).filter { $0.hasSuffix(".md") }.sorted()
        XCTAssertGreaterThanOrEqual(names.count, 8, "docs/ holds the reference")
        return try [root.appendingPathComponent("README.md")].map { try String(contentsOf: $0, encoding: .utf8) }
            + names.map { try String(contentsOf: docs.appendingPathComponent($0), encoding: .utf8) }
    }
}
