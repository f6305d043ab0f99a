import Foundation
import XCTest

/// The documents' examples run: every command of each shell block marked `<!-- sandbox ... -->` in the README (its
/// quick start) and in docs/ runs as written (with `foodybite` on the PATH) against the sandbox, in a temporary
/// home and folder, and succeeds.
final class ReadmeExamplesEndToEndTests: XCTestCase {
    func test_everyMarkedReadmeBlock_runsAgainstTheSandbox() throws {
        // Given
        let readme = try Self.markedBlocks(in: String(contentsOf: Binaries.readme, encoding: .utf8))
        XCTAssertGreaterThanOrEqual(readme.count, 1, "the README's quick start is a runnable block")
        let blocks = try readme + Self.documents().flatMap(Self.markedBlocks(in:))
        XCTAssertGreaterThanOrEqual(blocks.count, 3, "the documents mark their runnable blocks")
        let sandbox = try SandboxProcess()
        defer { sandbox.stop() }

        for block in blocks {
            let home = try Foodybite.makeHome(for: self)
            let bin = home.appendingPathComponent("bin")
            try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(
                at: bin.appendingPathComponent("foodybite"), withDestinationURL: Binaries.foodybite)
            for command in block {
                // When
                let result = try ProcessRunner.run(
                    URL(fileURLWithPath: "/bin/bash"), ["-c", "cd \"$HOME\" && " + command],
                    environment: Self.environment(home: home, bin: bin, sandbox: sandbox.baseURL), stdin: nil, stdout: nil)

                // Then
                XCTAssertEqual(result.code, 0, "\(command)\n\(result.stderr)")
            }
        }
    }

    /// The commands of each marked block: lines not blank and not comments, a trailing comment removed.
    static func markedBlocks(in readme: String) -> [[String]] {
        var blocks: [[String]] = []
        var lines = readme.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)[...]
        while let marker = lines.firstIndex(where: { $0.hasPrefix("<!-- sandbox") }) {
            lines = lines[(marker + 1)...]
            guard lines.first?.hasPrefix("```") == true else { continue }
            let body = lines.dropFirst().prefix { !$0.hasPrefix("```") }
            blocks.append(
                body.map { line in line.range(of: "   #").map { String(line[..<$0.lowerBound]) } ?? line }
                    .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty && !$0.hasPrefix("#") })
            lines = lines.dropFirst(body.count + 1)
        }
        return blocks
    }

    /// The documents of docs/.
    private static func documents() throws -> [String] {
        let docs = Binaries.readme.deletingLastPathComponent().appendingPathComponent("docs")
        return try FileManager.default.contentsOfDirectory(atPath: docs.path).filter { $0.hasSuffix(".md") }.sorted()
            .map { try String(contentsOf: docs.appendingPathComponent($0), encoding: .utf8) }
    }

    private static func environment(home: URL, bin: URL, sandbox: String) -> [String: String] {
        TestClock.environment.merging([
            "HOME": home.path, "PATH": bin.path + ":/usr/bin:/bin", "NO_COLOR": "1", "FOODYBITE_RETRIES": "0",
            "XDG_CONFIG_HOME": home.appendingPathComponent("config").path,
            "XDG_CACHE_HOME": home.appendingPathComponent("cache").path,
            "XDG_DATA_HOME": home.appendingPathComponent("data").path,
            "XDG_STATE_HOME": home.appendingPathComponent("state").path,
            "FOODYBITE_PLACES_API_KEY": "any", "FOODYBITE_PLACES_URL": sandbox, "FOODYBITE_PLACES_LEGACY_URL": sandbox,
            "FOODYBITE_FOURSQUARE_API_KEY": "any", "FOODYBITE_FOURSQUARE_URL": sandbox, "FOODYBITE_SERVER_URL": sandbox,
            "FOODYBITE_GEOIP_URL": sandbox + "/geoip/json", "FOODYBITE_OVERPASS_URL": sandbox,
            "FOODYBITE_NOMINATIM_URL": sandbox,
        ]) { $1 }
    }
}
