import Foundation
import XCTest

/// Runs the real `foodybite` binary against a sandbox, with a temporary home and XDG directories, no TTY
/// and NO_COLOR, at the suite's instant, zone and locale (`TestClock`) unless the test sets its own.
struct Foodybite: Sendable {
    static let key = "e2e-key-5f3c9a7d2b"

    /// The sandbox's base URL, when there is one.
    let sandboxURL: String?
    var key: String? = Foodybite.key
    var extraEnvironment: [String: String] = [:]
    /// Variables the run goes without, the suite's own included (`COLUMNS`: a test of what happens without it).
    var removedEnvironment: Set<String> = []
    /// A home kept across runs (for the cache, preferences, config); nil: a fresh one per run.
    var home: URL?

    init(sandbox: SandboxProcess?) {
        sandboxURL = sandbox?.baseURL
    }

    /// A temporary home directory, removed when the test ends.
    static func makeHome(for test: XCTestCase) throws -> URL {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("foodybite-e2e-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        test.addTeardownBlock { try? FileManager.default.removeItem(at: home) }
        return home
    }

    func run(
        _ arguments: [String], stdin: Data? = nil, stdout: FileHandle? = nil, executable: URL = Binaries.foodybite,
        wrapper: [String] = []
    ) throws -> ProcessRunner.Result {
        let home =
            self.home ?? FileManager.default.temporaryDirectory.appendingPathComponent("foodybite-e2e-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        defer { if self.home == nil { try? FileManager.default.removeItem(at: home) } }
        var environment = TestClock.environment
        environment.merge([
            "HOME": home.path, "XDG_CONFIG_HOME": home.appendingPathComponent("config").path,
            "XDG_CACHE_HOME": home.appendingPathComponent("cache").path,
            "XDG_DATA_HOME": home.appendingPathComponent("data").path,
            "XDG_STATE_HOME": home.appendingPathComponent("state").path, "NO_COLOR": "1", "PATH": "/usr/bin:/bin",
            "FOODYBITE_HTTP_TIMEOUT": "2",
            // One attempt a request, so that each injected fault maps to its own exit code; the tests of
            // retrying set FOODYBITE_RETRIES themselves.
            "FOODYBITE_RETRIES": "0",
        ]) { $1 }
        environment["FOODYBITE_GEOIP_URL"] = "off"
        // OpenStreetMap needs no key: without a sandbox it is pointed at a closed port, never at the network.
        environment["FOODYBITE_OVERPASS_URL"] = sandboxURL ?? "http://127.0.0.1:9"
        environment["FOODYBITE_NOMINATIM_URL"] = sandboxURL ?? "http://127.0.0.1:9"
        // The routers too (Google's Routes API, and OSRM's server per mode, as the sandbox serves them).
        environment["FOODYBITE_ROUTES_URL"] = sandboxURL ?? "http://127.0.0.1:9"
        for (variable, server) in [
            ("FOODYBITE_OSRM_FOOT_URL", "routed-foot"), ("FOODYBITE_OSRM_BIKE_URL", "routed-bike"),
            ("FOODYBITE_OSRM_CAR_URL", "routed-car"),
        ] {
            environment[variable] = (sandboxURL ?? "http://127.0.0.1:9") + "/" + server
        }
        if let sandboxURL {
            environment["FOODYBITE_PLACES_URL"] = sandboxURL
            environment["FOODYBITE_PLACES_LEGACY_URL"] = sandboxURL
            environment["FOODYBITE_GEOIP_URL"] = sandboxURL + "/geoip/json"
        }
        if let key { environment["FOODYBITE_PLACES_API_KEY"] = key }
        environment.merge(extraEnvironment) { $1 }
        for name in removedEnvironment { environment[name] = nil }
        guard let launcher = wrapper.first else {
            return try ProcessRunner.run(executable, arguments, environment: environment, stdin: stdin, stdout: stdout)
        }
        return try ProcessRunner.run(
            URL(fileURLWithPath: launcher), Array(wrapper.dropFirst()) + [executable.path] + arguments, environment: environment,
            stdin: stdin, stdout: stdout)
    }
}

extension ProcessRunner.Result {
    /// The JSON array on stdout.
    var jsonRows: [[String: Any]] {
        (try? JSONSerialization.jsonObject(with: Data(stdout.utf8))) as? [[String: Any]] ?? []
    }

    /// The JSON object on stdout.
    var jsonObject: [String: Any]? {
        (try? JSONSerialization.jsonObject(with: Data(stdout.utf8))) as? [String: Any]
    }

    var lineCountOnStderr: Int { stderr.filter { $0 == "\n" }.count }
}

extension Foodybite {
    static let password = "Passw0rd."

    /// A foodybite with its own home, pointed at the sandbox's Foodybite server, signed up and logged in as `email`.
    static func loggedIn(
        _ sandbox: SandboxProcess, as email: String, for test: XCTestCase, environment: [String: String] = [:]
    ) throws -> Foodybite {
        var foodybite = Foodybite(sandbox: sandbox)
        foodybite.home = try makeHome(for: test)
        foodybite.extraEnvironment = ["FOODYBITE_SERVER_URL": sandbox.baseURL].merging(environment) { $1 }
        try foodybite.signUpAndLogIn(as: email)
        return foodybite
    }

    func signUpAndLogIn(as email: String) throws {
        let password = Data((Self.password + "\n").utf8)
        let signup = try run(["account", "signup", "--name", "Someone", "--email", email, "--password-stdin"], stdin: password)
        XCTAssertEqual(signup.code, 0, signup.stderr)
        let login = try run(["account", "login", "--email", email, "--password-stdin"], stdin: password)
        XCTAssertEqual(login.code, 0, login.stderr)
    }
}

extension Foodybite {
    /// The same, in a C locale: for a test that names the cache's file, `cache.sqlite` (the cache of a reader's
    /// language is a file of its own, `cache-tr.sqlite`), whatever the suite's locale (`TestClock`).
    var inCLocale: Foodybite {
        var copy = self
        copy.extraEnvironment["LANG"] = "C.UTF-8"
        return copy
    }

    /// A foodybite without a Google key (OpenStreetMap answers) whose home, removed when `test` ends, is kept across
    /// its runs (`--changes`, the cache).
    static func keyless(_ sandbox: SandboxProcess, keepingAHomeFor test: XCTestCase) throws -> Foodybite {
        var foodybite = Foodybite(sandbox: sandbox)
        foodybite.key = nil
        foodybite.home = try makeHome(for: test)
        return foodybite
    }

    /// The same, run `seconds` later than now (`FOODYBITE_TEST_CLOCK_OFFSET`): a `review sync` past an interrupted
    /// send's deadline, or a lease, without waiting for it.
    func later(by seconds: Int) -> Foodybite {
        var copy = self
        copy.extraEnvironment["FOODYBITE_TEST_CLOCK_OFFSET"] = String(seconds)
        return copy
    }

    /// The same at 80 columns: for a test of what a table shows at the width a script gets off a terminal.
    var at80Columns: Foodybite {
        var copy = self
        copy.extraEnvironment["COLUMNS"] = "80"
        return copy
    }

    /// A foodybite that asks the sandbox's Google and Foursquare.
    static func onBothProviders(_ sandbox: SandboxProcess) -> Foodybite {
        var foodybite = Foodybite(sandbox: sandbox)
        foodybite.extraEnvironment = ["FOODYBITE_FOURSQUARE_URL": sandbox.baseURL, "FOODYBITE_FOURSQUARE_API_KEY": "fsq-e2e-key"]
        return foodybite
    }
}
