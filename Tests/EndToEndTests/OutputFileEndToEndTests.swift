import Foundation
import XCTest

/// `--output FILE` (issue 66): never one of foodybite's own files, an existing file only with `--force` (keeping its
/// mode), and a file that cannot be written is exit 74 with the system's reason.
final class OutputFileEndToEndTests: XCTestCase {
    private let dijon = ["nearby", "--location", "47.3220,5.0415", "--radius", "1500", "--provider", "osm"]

    func test_output_refusesFoodybitesOwnFiles_evenWithForce_andTouchesNothing() throws {
        // Given a home with a favourite, a cache and a configuration file
        let sandbox = try SandboxProcess()
        defer { sandbox.stop() }
        let foodybite = try Foodybite.keyless(sandbox, keepingAHomeFor: self)
        XCTAssertEqual(try foodybite.run(["favorites", "add", "ChIJkept"]).code, 0)
        XCTAssertEqual(try foodybite.run(dijon).code, 0)
        XCTAssertEqual(try foodybite.run(["config", "set", "http_timeout", "9"]).code, 0)
        let home = try XCTUnwrap(foodybite.home)
        let own = [
            "data/foodybite/foodybite.sqlite", "cache/foodybite/cache.sqlite", "config/foodybite/config.yaml",
            "data/foodybite/../foodybite/session.json",
        ]
        for file in own {
            let path = home.appendingPathComponent(file).path
            let before = try? Data(contentsOf: URL(fileURLWithPath: path))

            // When a page is written onto it
            let result = try foodybite.run(dijon + ["--format", "html", "--output", path, "--force"])

            // Then it is refused in one line, and the file is as it was
            XCTAssertEqual(result.code, 64, "\(file): \(result.stderr)")
            XCTAssertTrue(result.stderr.contains("foodybite's own folder"), "\(file): \(result.stderr)")
            XCTAssertEqual(result.lineCountOnStderr, 1, result.stderr)
            XCTAssertEqual(try? Data(contentsOf: URL(fileURLWithPath: path)), before, file)
        }
        let list = try foodybite.run(["favorites", "list", "--format", "json"])
        XCTAssertEqual(list.jsonRows.compactMap { $0["placeID"] as? String }, ["ChIJkept"], list.stderr)
    }

    func test_output_replacesAnExistingFileOnlyWithForce_keepingItsMode() throws {
        // Given a file of the user's, readable by its group
        let sandbox = try SandboxProcess()
        defer { sandbox.stop() }
        let foodybite = try Foodybite.keyless(sandbox, keepingAHomeFor: self)
        let page = try XCTUnwrap(foodybite.home).appendingPathComponent("page.html")
        try Data("mine\n".utf8).write(to: page)
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: page.path)

        // When
        let refused = try foodybite.run(dijon + ["--format", "html", "--output", page.path])
        let kept = try String(contentsOf: page, encoding: .utf8)
        let forced = try foodybite.run(dijon + ["--format", "html", "--output", page.path, "--force"])

        // Then
        XCTAssertEqual(refused.code, 64, refused.stderr)
        XCTAssertTrue(refused.stderr.contains("--force"), refused.stderr)
        XCTAssertEqual(kept, "mine\n")
        XCTAssertEqual(forced.code, 0, forced.stderr)
        XCTAssertTrue(try String(contentsOf: page, encoding: .utf8).hasPrefix("<!DOCTYPE html>"))
        let mode = try FileManager.default.attributesOfItem(atPath: page.path)[.posixPermissions] as? NSNumber
        XCTAssertEqual(mode?.intValue, 0o640)
    }

    func test_output_thatCannotBeWritten_isExit74WithTheSystemsReason() throws {
        // Given a file-size limit of 50 KB (ulimit -f 100): more than foodybite's own small files, less than a page
        let sandbox = try SandboxProcess()
        defer { sandbox.stop() }
        let foodybite = try Foodybite.keyless(sandbox, keepingAHomeFor: self)
        XCTAssertEqual(try foodybite.run(["favorites", "list"]).code, 0)
        let page = try XCTUnwrap(foodybite.home).appendingPathComponent("big.html")

        // When a page larger than it is written
        let result = try foodybite.run(
            dijon + ["--no-cache", "--format", "html", "--output", page.path],
            wrapper: ["/bin/sh", "-c", "ulimit -f 100; exec \"$0\" \"$@\""])

        // Then
        XCTAssertEqual(result.code, 74, result.stderr)
        XCTAssertTrue(result.stderr.contains("File too large"), result.stderr)
        XCTAssertFalse(result.stderr.contains("NSCocoaErrorDomain"), result.stderr)
        XCTAssertEqual(result.lineCountOnStderr, 1, result.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: page.path), "nothing half-written left")
    }
}
