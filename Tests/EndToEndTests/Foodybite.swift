import Foundation

/// Runs the real `foodybite` binary against a sandbox, with a temporary home and XDG directories, no TTY
/// and NO_COLOR.
struct Foodybite {
    static let key = "e2e-key-5f3c9a7d2b"

    let sandbox: SandboxProcess?
    var key: String? = Foodybite.key
    var extraEnvironment: [String: String] = [:]

    func run(_ arguments: [String], stdin: Data? = nil) throws -> ProcessRunner.Result {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("foodybite-e2e-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: home) }
        var environment = [
            "HOME": home.path, "XDG_CONFIG_HOME": home.appendingPathComponent("config").path,
            "XDG_CACHE_HOME": home.appendingPathComponent("cache").path,
            "XDG_DATA_HOME": home.appendingPathComponent("data").path,
            "XDG_STATE_HOME": home.appendingPathComponent("state").path, "NO_COLOR": "1", "PATH": "/usr/bin:/bin",
            "FOODYBITE_HTTP_TIMEOUT": "2",
        ]
        if let sandbox {
            environment["FOODYBITE_PLACES_URL"] = sandbox.baseURL
            environment["FOODYBITE_PLACES_LEGACY_URL"] = sandbox.baseURL
        }
        if let key { environment["FOODYBITE_PLACES_API_KEY"] = key }
        environment.merge(extraEnvironment) { $1 }
        return try ProcessRunner.run(Binaries.foodybite, arguments, environment: environment, stdin: stdin)
    }
}

extension ProcessRunner.Result {
    /// The JSON array on stdout.
    var jsonRows: [[String: Any]] {
        (try? JSONSerialization.jsonObject(with: Data(stdout.utf8))) as? [[String: Any]] ?? []
    }

    var lineCountOnStderr: Int { stderr.filter { $0 == "\n" }.count }
}
