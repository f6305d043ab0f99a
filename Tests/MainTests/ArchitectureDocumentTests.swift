import Foundation
import XCTest

/// docs/architecture.md is a newcomer's map: short (at most 200 lines, none over 200 characters), and every type and
/// path it names in backticks exists, so that it cannot drift from the code unnoticed.
final class ArchitectureDocumentTests: XCTestCase {
    func test_architectureDocument_isShortAndNamesOnlyTypesAndPathsThatExist() throws {
        // Given
        let document = try String(contentsOf: Self.root.appendingPathComponent("docs/architecture.md"), encoding: .utf8)
        let declared = try Self.declaredTypes()

        // When
        let missing = Self.missingNames(in: document, declared: declared, exists: Self.exists)

        // Then
        let lines = document.split(separator: "\n", omittingEmptySubsequences: false)
        XCTAssertLessThanOrEqual(lines.count, 200)
        XCTAssertEqual(lines.filter { $0.count > 200 }, [])
        XCTAssertGreaterThanOrEqual(Self.names(in: document).count, 80, "the map names the code it describes")
        XCTAssertEqual(missing, [], "named in docs/architecture.md but not in the code")
    }

    func test_missingNames_areTheTypesNotDeclaredAndThePathsNotPresent_notCommandsOrVariables() {
        // Given
        let text =
            "`NearbySearch` and `NoSuchType.member`, `Sources/Domain` and `Sources/Nowhere`, "
            + "`make test`, `--offline`, `FOODYBITE_NOW`, `opening_hours`, `../shared/tools/check-layers`"

        // When
        let missing = Self.missingNames(in: text, declared: ["NearbySearch"], exists: { $0 == "Sources/Domain" })

        // Then
        XCTAssertEqual(missing, ["NoSuchType.member", "Sources/Nowhere"])
    }

    // MARK: - Helpers

    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The spans in backticks.
    private static func names(in text: String) -> [String] {
        text.split(separator: "`", omittingEmptySubsequences: false).enumerated().filter { $0.offset % 2 == 1 }
            .map { String($0.element) }
    }

    /// The spans that name a type (`NearbySearch`, `Dependencies.hoursNow`: its type) not declared, or a path in the
    /// repository (`Sources/Domain`) not present; commands, options, variables and paths outside it are not checked.
    private static func missingNames(in text: String, declared: Set<String>, exists: (String) -> Bool) -> [String] {
        names(in: text).filter { name in
            if name.contains("/") {
                guard !name.contains(" "), !name.hasPrefix("../"), !name.hasPrefix("-") else { return false }
                return !exists(name.hasSuffix("/") ? String(name.dropLast()) : name)
            }
            guard name.wholeMatch(of: /[A-Z][A-Za-z0-9]*(\.[A-Za-z][A-Za-z0-9]*)*/) != nil,
                let type = name.split(separator: ".").first
            else { return false }
            return !declared.contains(String(type))
        }
    }

    private static func exists(_ path: String) -> Bool {
        FileManager.default.fileExists(atPath: root.appendingPathComponent(path).path)
    }

    /// Every type the Swift files of Sources, Packages and Tests declare.
    private static func declaredTypes() throws -> Set<String> {
        var types: Set<String> = []
        for folder in ["Sources", "Packages", "Tests"] {
            let enumerator = FileManager.default.enumerator(
                at: root.appendingPathComponent(folder), includingPropertiesForKeys: nil)
            while let url = enumerator?.nextObject() as? URL {
                guard url.pathExtension == "swift", !url.path.contains("/.build") else { continue }
                let text = try String(contentsOf: url, encoding: .utf8)
                for match in text.matches(of: /(?:struct|class|enum|protocol|actor|typealias)\s+([A-Z][A-Za-z0-9]*)/) {
                    types.insert(String(match.output.1))
                }
            }
        }
        return types
    }
}
