import Foundation
import XCTest

/// Preferences and the config file, through the real binary.
final class SettingsEndToEndTests: ClassSandboxTestCase {
    override class func setUp() { ClassSandbox.start(for: self) }
    override class func tearDown() { ClassSandbox.stop(for: self) }
    private func sharedSandbox() throws -> SandboxProcess { try ClassSandbox.sandbox(for: Self.self) }

    func test_preferences_setAreUsedByNearbyAndResetRestoresTheDefaults() throws {
        // Given
        let sandbox = try sharedSandbox()
        var foodybite = Foodybite(sandbox: sandbox)
        foodybite.home = try Foodybite.makeHome(for: self)

        // When
        let set = try foodybite.run(["preferences", "set", "--radius", "400", "--stars", "4.2"])
        let shown = try foodybite.run(["preferences", "show", "--format", "json"])
        let nearby = try foodybite.run(["nearby", "--location", "47.3220,5.0415", "--format", "json"])
        let reset = try foodybite.run(["preferences", "reset"])

        // Then
        XCTAssertEqual(set.code, 0, set.stderr)
        let preferences = try JSONSerialization.jsonObject(with: Data(shown.stdout.utf8)) as? [String: Any]
        XCTAssertEqual(preferences?["radius"] as? Int, 400)
        XCTAssertEqual(preferences?["stars"] as? Double, 4.2)
        XCTAssertFalse(nearby.jsonRows.isEmpty)
        XCTAssertTrue(
            nearby.jsonRows.allSatisfy { ($0["distanceMeters"] as? Int ?? .max) <= 400 && ($0["rating"] as? Double ?? 0) >= 4.2 })
        XCTAssertEqual(reset.stdout, "radius  10000 m\nstars   0.0\n")
    }

    func test_preferencesSet_rejectsOutOfRangeValues() throws {
        let result = try Foodybite(sandbox: nil).run(["preferences", "set", "--radius", "0"])

        XCTAssertEqual(result.code, 64)
        XCTAssertEqual(result.lineCountOnStderr, 1)
    }

    func test_config_fileSuppliesKeyAndURLsAndTheEnvironmentWins() throws {
        // Given a config file holding the key and the sandbox URL, and no key in the environment
        let sandbox = try sharedSandbox()
        var foodybite = Foodybite(sandbox: nil)
        foodybite.key = nil
        foodybite.home = try Foodybite.makeHome(for: self)
        let secret = "file-key-9f8e7d6c5b"
        XCTAssertEqual(try foodybite.run(["config", "set", "places_api_key"], stdin: Data("\(secret)\n".utf8)).code, 0)
        XCTAssertEqual(try foodybite.run(["config", "set", "places_url", sandbox.baseURL]).code, 0)

        // When
        let fromFile = try foodybite.run(["nearby", "--location", "47.3220,5.0415", "--format", "json"])
        var overridden = foodybite
        overridden.extraEnvironment = ["FOODYBITE_PLACES_API_KEY": "invalid-env-key"]
        let fromEnvironment = try overridden.run(["nearby", "--location", "47.3220,5.0415"])
        let shown = try foodybite.run(["config", "show"])

        // Then
        XCTAssertEqual(fromFile.code, 0, fromFile.stderr)
        XCTAssertFalse(fromFile.jsonRows.isEmpty)
        XCTAssertEqual(fromEnvironment.code, 77, "the environment's (rejected) key wins over the file's")
        XCTAssertTrue(shown.stdout.contains("places_api_key"))
        XCTAssertFalse((shown.stdout + shown.stderr + fromFile.stderr).contains(secret))
        let mode =
            try FileManager.default.attributesOfItem(
                atPath: try XCTUnwrap(foodybite.home).appendingPathComponent("config/foodybite/config.yaml").path)[
                .posixPermissions] as? Int
        XCTAssertEqual(mode, 0o600)
    }

    func test_config_warnsWhenAFileHoldingASecretIsReadableByOthers() throws {
        // Given
        var foodybite = Foodybite(sandbox: nil)
        let home = try Foodybite.makeHome(for: self)
        foodybite.home = home
        let file = home.appendingPathComponent("config/foodybite/config.yaml")
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("places_api_key: shared-key-123456\n".utf8).write(to: file)
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: file.path)

        // When
        let result = try foodybite.run(["config", "show"])

        // Then
        XCTAssertEqual(result.code, 0)
        XCTAssertTrue(result.stderr.contains("readable by others: chmod 600 it"), result.stderr)
        XCTAssertFalse(result.stdout.contains("shared-key-123456"))
    }

    func test_configSet_refusesASecretAsAnArgument() throws {
        let result = try Foodybite(sandbox: nil).run(["config", "set", "places_api_key", "on-the-command-line"])

        XCTAssertEqual(result.code, 64)
        XCTAssertTrue(result.stderr.contains("never taken as an argument"))
    }

    func test_configSet_refusesAStoreURLHoldingAPassword_sayingWhereItGoes_andNeverEchoingIt() throws {
        // Given
        let foodybite = Foodybite(sandbox: nil)

        // When
        let refused = try foodybite.run(["config", "set", "store", "postgresql://team:hunter2@db.example/foodybite"])
        let shown = try foodybite.run(["config", "show"])

        // Then: a usage error naming the variables the password goes in, whole; nothing stored, nothing echoed
        XCTAssertEqual(refused.code, 64)
        XCTAssertTrue(refused.stderr.contains("FOODYBITE_STORE_PASSWORD or FOODYBITE_STORE_PASSWORD_FILE"), refused.stderr)
        XCTAssertFalse((refused.stderr + refused.stdout + shown.stdout).contains("hunter2"))
        XCTAssertTrue(shown.stdout.contains("sqlite"), shown.stdout)
    }

    func test_configSet_refusesWithUsageWhatTheReaderWouldRefuse_andKeepsTheFileReadable() throws {
        // Given a home with a key saved
        var foodybite = Foodybite(sandbox: nil)
        foodybite.key = nil
        foodybite.home = try Foodybite.makeHome(for: self)
        XCTAssertEqual(try foodybite.run(["config", "set", "places_api_key"], stdin: Data("good-key-123\n".utf8)).code, 0)
        let kinds = Array(repeating: "restaurant", count: 10_000).joined(separator: ",")

        // When values the reader would refuse are set
        let refused = [
            try foodybite.run(["config", "set", "kind", kinds]),
            try foodybite.run(["config", "set", "overpass_url", "https://overpass.example/\napi"]),
            try foodybite.run(["config", "set", "nominatim_url", "https://nominatim.example/\u{1B}[2J"]),
            try foodybite.run(["config", "set", "places_api_key"], stdin: Data("bad\u{1B}key\n".utf8)),
            try foodybite.run(["config", "set", "foursquare_api_key"], stdin: Data("bad key\n".utf8)),
            try foodybite.run(["config", "set", "language", "english please"]),
            try foodybite.run(["config", "set", "region", "FRA"]),
            try foodybite.run(["config", "set", "units", "furlongs"]),
        ]
        let shown = try foodybite.run(["config", "show"])

        // Then each is 64 with one line, nothing was saved, and the saved key still counts
        for run in refused {
            XCTAssertEqual(run.code, 64, run.stderr)
            XCTAssertEqual(run.stderr.split(separator: "\n").count, 1, run.stderr)
            XCTAssertFalse(run.stderr.contains("bad"), "never echoes a secret: \(run.stderr)")
        }
        XCTAssertEqual(shown.code, 0, shown.stderr)
        XCTAssertTrue(shown.stdout.contains("(hidden, 12"), shown.stdout)
        XCTAssertFalse(shown.stdout.contains("overpass.example"), shown.stdout)
    }
}
