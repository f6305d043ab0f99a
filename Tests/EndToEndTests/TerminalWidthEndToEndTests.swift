import CLI
import Foundation
import Presentation
import XCTest

/// Tables and maps fit COLUMNS (a terminal or not), else 80 off a terminal; widths out of range are taken to the
/// nearest end.
final class TerminalWidthEndToEndTests: ClassSandboxTestCase {
    override class func setUp() { ClassSandbox.start(for: self) }
    override class func tearDown() { ClassSandbox.stop(for: self) }

    func test_nearby_fitsCOLUMNSOffATerminal_else80() throws {
        let sandbox = try ClassSandbox.sandbox(for: Self.self)
        var foodybite = Foodybite(sandbox: sandbox)
        foodybite.extraEnvironment = ["FOODYBITE_FOURSQUARE_URL": sandbox.baseURL, "FOODYBITE_FOURSQUARE_API_KEY": "fsq-e2e-key"]
        let query = ["nearby", "--location", "47.3220,5.0415", "--radius", "1500", "--provider", "all"]

        for (columns, width) in [("60", 60), ("100", 100), (nil, 80), ("0", 80), ("5", 20), ("100000", 500)] {
            for format in ["table", "map"] {
                foodybite.extraEnvironment["COLUMNS"] = columns
                foodybite.removedEnvironment = columns == nil ? ["COLUMNS"] : []

                let result = try foodybite.run(query + ["--format", format])

                XCTAssertEqual(result.code, 0, result.stderr)
                let lines = result.stdout.split(separator: "\n").map(String.init)
                XCTAssertFalse(lines.isEmpty)
                let widest = lines.map(DisplayWidth.of).max() ?? 0
                XCTAssertLessThanOrEqual(widest, width, "COLUMNS=\(columns ?? "unset") \(format)")
                if format == "table" && width >= 80 {
                    XCTAssertTrue(lines.first?.contains("FROM") == true, "COLUMNS=\(columns ?? "unset"): \(result.stdout)")
                }
            }
        }
    }
}
