import Foundation
import XCTest

/// Odd input from the command line, the environment and the file system (issue 9, item 9): each is one line and
/// a documented exit code, or works as a person would expect; nothing is created outside foodybite's folders.
final class HostileLocalEndToEndTests: XCTestCase {
    private let nearby = ["nearby", "--location", "47.3220,5.0415", "--radius", "1500"]

    func test_location_acceptsDecimalNotationOnly() throws {
        for location in ["0x10,0x1p3", "1e1,2", "nan,1", "47.3,5.0\u{1b}[2J"] {
            // When
            let result = try Foodybite(sandbox: nil).run(["nearby", "--location", location, "--offline"])

            // Then
            XCTAssertEqual(result.code, 64, "\(location): \(result.stderr)")
            XCTAssertEqual(result.lineCountOnStderr, 1)
            XCTAssertFalse(result.stderr.contains("\u{1b}"))
        }
    }

    func test_baseURLs_withAnUpperCaseSchemeWorkAndWithCredentialsAreRefusedUnechoed() throws {
        // Given
        let sandbox = try SandboxProcess()
        defer { sandbox.stop() }
        var upper = Foodybite(sandbox: sandbox)
        upper.extraEnvironment = ["FOODYBITE_PLACES_URL": sandbox.baseURL.replacingOccurrences(of: "http://", with: "HTTP://")]
        var withCredentials = Foodybite(sandbox: sandbox)
        withCredentials.extraEnvironment = [
            "FOODYBITE_PLACES_URL": sandbox.baseURL.replacingOccurrences(of: "http://", with: "http://ada:s3cret@")
        ]

        // When
        let upperResult = try upper.run(nearby)
        let credentialsResult = try withCredentials.run(nearby)

        // Then
        XCTAssertEqual(upperResult.code, 0, upperResult.stderr)
        XCTAssertEqual(credentialsResult.code, 78, credentialsResult.stderr)
        XCTAssertFalse(credentialsResult.stderr.contains("s3cret"), credentialsResult.stderr)
    }

    func test_commands_createNothingOutsideFoodybitesOwnFolders() throws {
        // Given
        let sandbox = try SandboxProcess()
        defer { sandbox.stop() }
        var foodybite = Foodybite(sandbox: sandbox)
        let home = try Foodybite.makeHome(for: self)
        foodybite.home = home

        // When
        XCTAssertEqual(try foodybite.run(["--version"]).code, 0)
        XCTAssertEqual(try foodybite.run(nearby).code, 0)

        // Then every folder created is foodybite's own
        let created = try FileManager.default.subpathsOfDirectory(atPath: home.path)
        let foreign = created.filter { path in
            let parts = path.split(separator: "/")
            return parts.count >= 2 && parts[1] != "foodybite"
        }
        XCTAssertEqual(foreign, [], "created: \(created)")
    }

    func test_cacheFileThatIsASymlink_isMovedAsideWithAWarningAndItsTargetUntouched() throws {
        // Given a cache file that is a link to another file
        let sandbox = try SandboxProcess()
        defer { sandbox.stop() }
        var foodybite = Foodybite(sandbox: sandbox)
        let home = try Foodybite.makeHome(for: self)
        foodybite.home = home
        let target = home.appendingPathComponent("precious.txt")
        try Data("keep me".utf8).write(to: target)
        let cache = home.appendingPathComponent("cache/foodybite/cache.sqlite")
        try FileManager.default.createDirectory(at: cache.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: cache, withDestinationURL: target)

        // When
        let result = try foodybite.run(nearby)

        // Then
        XCTAssertEqual(result.code, 0, result.stderr)
        XCTAssertTrue(result.stderr.contains("was a symbolic link"), result.stderr)
        XCTAssertEqual(try String(contentsOf: target, encoding: .utf8), "keep me")
        XCTAssertNil(try? FileManager.default.destinationOfSymbolicLink(atPath: cache.path))
    }

    func test_photoOutput_replacesOnlyARegularFile() throws {
        // Given a FIFO where the photo would go
        let home = try Foodybite.makeHome(for: self)
        let fifo = home.appendingPathComponent("photo.jpg")
        XCTAssertEqual(mkfifo(fifo.path, 0o600), 0)

        // When
        let result = try Foodybite(sandbox: nil).run(["photo", "--ref", "AUc7tXX", "--output", fifo.path, "--force"])

        // Then
        XCTAssertEqual(result.code, 64, result.stderr)
        XCTAssertTrue(result.stderr.contains("not a regular file"), result.stderr)
    }
}
