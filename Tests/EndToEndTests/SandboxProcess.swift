import Foundation
import XCTest

#if canImport(Glibc)
    import Glibc
#endif
#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A `foodybite-sandbox` subprocess on a free loopback port. It is stopped with SIGTERM by `stop()`, and it
/// also exits by itself when this test process dies (it watches the stdin pipe this process holds).
final class SandboxProcess {
    let baseURL: String
    private let process: Process
    private let stdin: Pipe

    init(_ arguments: [String] = []) throws {
        process = Process()
        process.executableURL = Binaries.sandbox
        process.arguments = ["--port", "0"] + arguments
        process.environment = TestClock.sandboxEnvironment.merging([
            "FOODYBITE_SANDBOX_WATCH_STDIN": "1", "PATH": "/usr/bin:/bin",
        ]) {
            $1
        }
        let out = Pipe()
        stdin = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        process.standardInput = stdin
        try process.run()
        var firstLine = Data()
        let handle = out.fileHandleForReading
        while !firstLine.contains(UInt8(ascii: "\n")) {
            let chunk = handle.availableData
            if chunk.isEmpty { break }
            firstLine.append(chunk)
        }
        let line = String(decoding: firstLine, as: UTF8.self).split(separator: "\n").first.map(String.init) ?? ""
        guard line.hasPrefix("http://127.0.0.1:") else {
            process.terminate()
            throw SandboxError.didNotStart(line)
        }
        baseURL = line
    }

    enum SandboxError: Error { case didNotStart(String) }

    var isRunning: Bool { process.isRunning }

    /// SIGTERM, then wait for the exit; returns the exit status. The port stays taken (bound, not listening) until
    /// this object goes: a test that stopped its sandbox to find nothing listening never reaches another test's
    /// sandbox that got the same port (tests run in parallel).
    @discardableResult
    func stop() -> Int32 {
        if process.isRunning {
            let refused = violations()
            XCTAssertEqual(
                refused, [], "foodybite sent requests that the services' published definitions reject (the sandbox refused them)")
            process.terminate()
            process.waitUntilExit()
        }
        if reservation < 0, let port = UInt16(baseURL.split(separator: ":").last ?? "") {
            reservation = Self.reserve(port: port)
        }
        return process.terminationStatus
    }

    private var reservation: Int32 = -1

    /// A socket bound to 127.0.0.1:port and never listening: connections to the port are refused.
    private static func reserve(port: UInt16) -> Int32 {
        for reuse in [false, true] {  // a port the sandbox closed may have connections in TIME_WAIT
            let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
            var yes: Int32 = 1
            if reuse { setsockopt(socket, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size)) }
            var address = sockaddr_in()
            address.sin_family = sa_family_t(AF_INET)
            address.sin_port = port.bigEndian
            address.sin_addr.s_addr = inet_addr("127.0.0.1")
            let bound = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    bind(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
                }
            }
            if bound == 0 { return socket }
            close(socket)
        }
        return -1
    }

    /// Adds a fault at run time through the admin endpoint.
    func inject(_ rule: String) throws {
        guard try post("/sandbox/faults", ["rule": rule]) == 201 else {
            throw SandboxError.didNotStart("fault rejected: \(rule)")
        }
    }

    /// Moves the sandbox's clock on ("3s", "500ms"): tokens expire and page tokens become valid without waiting.
    func advanceClock(_ duration: String) throws {
        guard try post("/sandbox/clock", ["advance": duration]) == 200 else {
            throw SandboxError.didNotStart("clock not moved: \(duration)")
        }
    }

    /// Changes a place of the sandbox's data set (`{"id": ..., "rating": 4.9}`, `"businessStatus"`, `"types"`,
    /// `"removed"`).
    func changePlace(_ change: [String: Any]) throws {
        guard try post("/sandbox/places", change) == 200 else { throw SandboxError.didNotStart("place not changed: \(change)") }
    }

    /// A JSON object the sandbox serves (`/sandbox/requests`, `/sandbox/dataset?provider=...`).
    func getJSON(_ path: String) throws -> [String: Any] {
        let data = try HTTP.blocking("GET", baseURL + path).body
        return try JSONSerialization.jsonObject(with: data) as? [String: Any] ?? [:]
    }

    /// The requests the sandbox refused because they break the published definitions of the service they were
    /// for (Google's Places API (New) and Routes API, the legacy Places API, Foursquare, Overpass QL, Nominatim,
    /// OSRM), except the test's own probes. `stop()` fails the test when there is any.
    func violations() -> [String] {
        (try? getJSON("/sandbox/violations")["violations"] as? [String]) ?? []
    }

    /// How many requests the sandbox has served on a path (its log keeps the last 200).
    func requestCount(path: String) throws -> Int {
        (try getJSON("/sandbox/requests")["requests"] as? [[String: Any]] ?? []).filter { $0["path"] as? String == path }.count
    }

    private func post(_ path: String, _ json: [String: Any]) throws -> Int {
        try HTTP.blocking("POST", baseURL + path, json: json).status
    }

    deinit {
        stop()
        if reservation >= 0 { close(reservation) }
    }
}
