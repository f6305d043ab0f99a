import Foundation
import XCTest

/// The front ends (shared/DESIGN.md: `Sources/CLI` the command line, `Sources/MCPServer` the MCP server) are siblings on
/// Presentation's doors: each imports Presentation and Domain of the project's layers, and libraries that import no
/// layer (MCP's transports), never another front end nor the composition root. `../shared/tools/check-layers` checks
/// the same from the manifest; this reads every import of each front end's folder.
final class FrontEndsTests: XCTestCase {
    func test_frontEnds_importOfTheProjectOnlyPresentationDomainAndLibraries() throws {
        // Given
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources")
        let fileManager = FileManager.default
        let frontEnds = ["CLI", "MCPServer"]
        let project = Set(try fileManager.contentsOfDirectory(atPath: sources.path))
        let allowed: Set = ["Presentation", "Domain", "MCPTransport", "ResourceServer"]
        let imports = /^\s*(?:@\w+\s+)*import\s+(?:(?:struct|class|enum|protocol|func|var|let|typealias)\s+)?(\w+)/
            .anchorsMatchLineEndings()
        var found: [String] = []

        // When
        for frontEnd in frontEnds {
            let folder = sources.appendingPathComponent(frontEnd)
            let files = try XCTUnwrap(fileManager.enumerator(atPath: folder.path)).compactMap { $0 as? String }
            for file in files.sorted() where file.hasSuffix(".swift") {
                let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
                for match in text.matches(of: imports) {
                    let module = String(match.output.1)
                    if project.contains(module), !allowed.contains(module) {
                        found.append("\(frontEnd)/\(file) imports \(module)")
                    }
                }
            }
        }

        // Then
        XCTAssertTrue(project.isSuperset(of: frontEnds), "each front end a folder of Sources")
        XCTAssertEqual(found, [], "a front end imports what is not Presentation, Domain or a library")
    }
}
