import Foundation
import XCTest

/// One reading of every input, and a refusal before anything is sent (issue 43): a bad `FOODYBITE_RETRIES` on every
/// path, a `FOODYBITE_NOW` that does not exist, a photo width the serving API refuses.
final class StrictInputEndToEndTests: XCTestCase {
    func test_aRetryCountOutOfRange_isAConfigurationErrorOnEveryPath_beforeAnyRequest() throws {
        // Given a sandbox, and foodybite without a Google key (OpenStreetMap, Nominatim, OSRM) or with one
        let sandbox = try SandboxProcess()
        defer { sandbox.stop() }
        var keyless = Foodybite(sandbox: sandbox)
        keyless.key = nil
        let google = Foodybite(sandbox: sandbox)
        let here = ["--location", "47.3220,5.0415"]

        for retries in ["6", "-1", "100", "abc"] {
            for (foodybite, arguments) in [
                (keyless, ["nearby"] + here), (keyless, ["nearby", "--near", "Burger King"]),
                (keyless, ["details", "osm:node/2013899576"]), (keyless, ["route", "osm:node/2013899576"] + here),
                (google, ["nearby", "--provider", "osm"] + here), (google, ["nearby", "--travel", "walk"] + here),
            ] {
                // When
                var configured = foodybite
                configured.extraEnvironment["FOODYBITE_RETRIES"] = retries
                let before = try requests(sandbox)
                let run = try configured.run(arguments)

                // Then 78, naming the setting, and nothing sent
                XCTAssertEqual(run.code, 78, "\(retries) \(arguments): \(run.stderr)")
                XCTAssertTrue(run.stderr.contains("FOODYBITE_RETRIES"), run.stderr)
                XCTAssertEqual(try requests(sandbox), before, "\(retries) \(arguments)")
            }
        }
    }

    func test_aNowThatDoesNotExist_isAConfigurationError() throws {
        let sandbox = try SandboxProcess()
        defer { sandbox.stop() }
        var foodybite = Foodybite(sandbox: sandbox)
        foodybite.key = nil
        for now in ["2026-02-29T12:00:00+01:00", "2026-11-24T12:61:00Z", "2026-11-24T24:00:00Z"] {
            foodybite.extraEnvironment["FOODYBITE_NOW"] = now
            let run = try foodybite.run(["nearby", "--location", "47.3220,5.0415", "--open-now"])
            XCTAssertEqual(run.code, 78, "\(now): \(run.stderr)")
            XCTAssertTrue(run.stderr.contains("FOODYBITE_NOW"), run.stderr)
        }
    }

    func test_photo_aWidthTheLegacyAPIRefuses_is64BeforeTheDetailsRequest() throws {
        // Given a Google place and the legacy API, asked by flag or configured
        let sandbox = try SandboxProcess()
        defer { sandbox.stop() }
        let foodybite = Foodybite(sandbox: sandbox)
        var configured = foodybite
        configured.extraEnvironment["FOODYBITE_PLACES_API"] = "legacy"

        for (run, arguments) in [
            (foodybite, ["--places-api", "legacy"]), (configured, []),
        ] {
            // When
            let photo = try run.run(
                ["photo", "ChIJhRozr5Cd8kcRzXWVpd5wDvU", "--max-width", "4800", "--output", "-"] + arguments)

            // Then a usage error, and no billed request sent
            XCTAssertEqual(photo.code, 64, photo.stderr)
            XCTAssertTrue(photo.stderr.contains("at most 1600 on the legacy API"), photo.stderr)
            XCTAssertEqual(try requests(sandbox), [], "\(arguments)")
        }
    }

    func test_aDoubleDashEndsTheOptions_asArgumentParserReadsIt_nothingSent() throws {
        // Given a line whose `--to` is followed by `--` (the fast reader once took `--` as the place, and asked
        // Nominatim for it)
        let sandbox = try SandboxProcess()
        defer { sandbox.stop() }
        var foodybite = Foodybite(sandbox: sandbox)
        foodybite.key = nil

        // When
        let run = try foodybite.run(["nearby", "--along", "46.77,23.59", "--to", "--", "--radius", "300"])

        // Then ArgumentParser's reading: a usage error, one line, nothing sent
        XCTAssertEqual(run.code, 64, run.stderr)
        XCTAssertEqual(run.lineCountOnStderr, 1, run.stderr)
        XCTAssertEqual(try requests(sandbox), [])
    }

    func test_configSet_whereTheConfigurationHomeIsAFile_saysSoInPlainWords() throws {
        // Given XDG_CONFIG_HOME pointing at a file
        var foodybite = Foodybite(sandbox: nil)
        foodybite.home = try Foodybite.makeHome(for: self)
        let file = try XCTUnwrap(foodybite.home).appendingPathComponent("not-a-directory")
        try Data("x".utf8).write(to: file)
        foodybite.extraEnvironment["XDG_CONFIG_HOME"] = file.path

        // When
        let run = try foodybite.run(["config", "set", "retries", "3"])

        // Then
        XCTAssertNotEqual(run.code, 0)
        XCTAssertTrue(run.stderr.contains("Not a directory"), run.stderr)
        XCTAssertFalse(run.stderr.contains("NSCocoaErrorDomain"), run.stderr)
        XCTAssertEqual(run.lineCountOnStderr, 1, run.stderr)
    }

    private func requests(_ sandbox: SandboxProcess) throws -> [String] {
        let answer = try HTTP.blocking("GET", sandbox.baseURL + "/sandbox/requests")
        let log = (try JSONSerialization.jsonObject(with: answer.body) as? [String: Any])?["requests"] as? [[String: Any]]
        return (log ?? []).compactMap { $0["path"] as? String }
    }
}
