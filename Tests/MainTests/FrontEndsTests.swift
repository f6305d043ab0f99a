import Foundation
import XCTest

/// The front ends (shared/DESIGN.md's CLI layer: every folder under `Sources/CLI`, one target each) are siblings on
/// Presentation's doors: each imports Presentation and Domain of the project's modules and no other, never another
/// front end nor the composition root. `../shared/tools/check-layers` checks the layer from its folder's name and the
/// manifest's import check refuses a module a target does not declare; this reads every import of each front end.
final class FrontEndsTests: XCTestCase {
    func test_frontEnds_importOfTheProjectOnlyPresentationAndDomain() throws {
        // Given
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources")
        let fileManager = FileManager.default
        let frontEnds = try fileManager.contentsOfDirectory(atPath: sources.appendingPathComponent("CLI").path).sorted()
        let project =
            Set(try fileManager.contentsOfDirectory(atPath: sources.path)).union(frontEnds).union(["CLI", "MCPServer"])
        let imports = /^\s*(?:@\w+\s+)*import\s+(?:(?:struct|class|enum|protocol|func|var|let|typealias)\s+)?(\w+)/
            .anchorsMatchLineEndings()
        var found: [String] = []

        // When
        for frontEnd in frontEnds {
            let folder = sources.appendingPathComponent("CLI").appendingPathComponent(frontEnd)
            let files = try XCTUnwrap(fileManager.enumerator(atPath: folder.path)).compactMap { $0 as? String }
            for file in files.sorted() where file.hasSuffix(".swift") {
                let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
                for match in text.matches(of: imports) {
                    let module = String(match.output.1)
                    if project.contains(module), !["Presentation", "Domain"].contains(module) {
                        found.append("CLI/\(frontEnd)/\(file) imports \(module)")
                    }
                }
            }
        }

        // Then
        XCTAssertEqual(frontEnds, ["CommandLine", "MCPServer"], "the front ends")
        XCTAssertEqual(found, [], "a front end imports what is not Presentation or Domain")
    }
}
