import Domain
import Foundation
import XCTest

/// No layer below the front ends holds their words: an option or a command a message names goes through `OptionName`
/// and `SuggestedCommand`, and each front end says it its way (`CommandLineWords`, the MCP server's `AssistantWords`).
/// Every line of code under `Sources/`, but the command line's (`CLI/`), the MCP server's (`MCPServer/`, and its
/// transports' `MCPTransport/`, where `foodybite-mcp --listen` is read), the executables' and the sandbox's (a server,
/// not foodybite), is read for a flag
/// (`--radius`) or a foodybite command line (`'foodybite review sync'`); a stored text that must never change says
/// so on the line before (`// recorded key`).
final class FrontEndWordsTests: XCTestCase {
    func test_sources_nameNoFlagOrCommandOutsideTheFrontEnds() throws {
        // Given
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources")
        // (Presentation's `CommandLineWords` is the command line's words, which the MCP server says too: the line to run.)
        let frontEnds = [
            "CLI/", "MCPServer/", "MCPTransport/", "Executables/", "Presentation/Words/CommandLineWords.swift", "Sandbox/",
            "CurlOnDemand/", "SQLiteSetup/", "BuildInfo/",
        ]
        let words =
            /--[a-z][a-z-]+|foodybite (account|config|preferences|review|reviews|favorites|nearby|details|photo|search|route|whereami)\b/
        var found: [String] = []
        var read = 0

        // When
        let files = try XCTUnwrap(FileManager.default.enumerator(atPath: sources.path)).compactMap { $0 as? String }
        for file in files.sorted() where file.hasSuffix(".swift") && !frontEnds.contains(where: file.hasPrefix) {
            read += 1
            var recorded = false
            for (number, line) in try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
                .split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            {
                let code = line.trimmingCharacters(in: .whitespaces)
                defer { recorded = code.hasPrefix("// recorded key") }
                guard !code.hasPrefix("//"), !recorded, code.contains(words) else { continue }
                found.append("\(file):\(number + 1): \(code.prefix(120))")
            }
        }

        // Then
        XCTAssertGreaterThan(read, 300, "the sources were read")
        XCTAssertEqual(found, [], "flag or command words outside the front ends")
    }

    func test_optionAndCommand_areNamedInTheWordsOfTheFrontEndOfTheCall() {
        // Given a front end's words
        let words = FrontEndWords(
            option: { "<\($0.rawValue)>" }, setting: { "<\($0.rawValue) \($1)>" }, command: { _ in "<run>" })

        // When / Then
        XCTAssertEqual(
            FrontEndWords.$current.withValue(words) {
                "\(OptionName.radius), \(OptionName.stars("4")), \(SuggestedCommand.reviewSync)"
            }, "<radius>, <stars 4>, <run>")
        XCTAssertEqual(
            "\(OptionName.radius), \(OptionName.stars("4")), \(SuggestedCommand.reviewSync)", "radius, stars=4, review sync")
    }
}
