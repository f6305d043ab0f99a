import Foundation

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
        process.environment = ["FOODYBITE_SANDBOX_WATCH_STDIN": "1", "PATH": "/usr/bin:/bin"]
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

    /// SIGTERM, then wait for the exit; returns the exit status.
    @discardableResult
    func stop() -> Int32 {
        if process.isRunning {
            process.terminate()
            process.waitUntilExit()
        }
        return process.terminationStatus
    }

    /// Adds a fault at run time through the admin endpoint.
    func inject(_ rule: String) throws {
        var request = URLRequest(url: URL(string: baseURL + "/sandbox/faults") ?? URL(fileURLWithPath: "/"))
        request.httpMethod = "POST"
        request.httpBody = try JSONSerialization.data(withJSONObject: ["rule": rule])
        let semaphore = DispatchSemaphore(value: 0)
        let status = StatusBox()
        URLSession.shared.dataTask(with: request) { _, response, _ in
            status.value = (response as? HTTPURLResponse)?.statusCode ?? 0
            semaphore.signal()
        }.resume()
        semaphore.wait()
        guard status.value == 201 else { throw SandboxError.didNotStart("fault rejected: \(rule)") }
    }

    private final class StatusBox: @unchecked Sendable { var value = 0 }

    deinit {
        stop()
    }
}
