import Foundation

/// Runs an executable to completion with no TTY, reading stdout and stderr concurrently.
enum ProcessRunner {
    struct Result {
        let code: Int32
        let stdout: String
        let stderr: String
    }

    /// `stdout`: where standard output goes instead of being collected (`/dev/full`, a pipe with no reader).
    static func run(
        _ executable: URL, _ arguments: [String], environment: [String: String], stdin: Data? = nil, stdout: FileHandle? = nil
    ) throws -> Result {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.environment = environment
        let (out, err, input) = (Pipe(), Pipe(), Pipe())
        process.standardOutput = stdout ?? out
        process.standardError = err
        process.standardInput = input
        try process.run()
        if stdout != nil { try? out.fileHandleForWriting.close() }
        let group = DispatchGroup()
        let collected = Collected()
        for (pipe, isError) in [(out, false), (err, true)] {
            group.enter()
            DispatchQueue.global().async {
                collected.set(pipe.fileHandleForReading.readDataToEndOfFile(), isError: isError)
                group.leave()
            }
        }
        if let stdin { input.fileHandleForWriting.write(stdin) }
        try? input.fileHandleForWriting.close()
        process.waitUntilExit()
        group.wait()
        return Result(code: process.terminationStatus, stdout: collected.stdout, stderr: collected.stderr)
    }

    private final class Collected: @unchecked Sendable {
        private let lock = NSLock()
        private var out = Data()
        private var err = Data()

        func set(_ data: Data, isError: Bool) {
            lock.lock()
            if isError { err = data } else { out = data }
            lock.unlock()
        }

        var stdout: String { lock.withLock { String(decoding: out, as: UTF8.self) } }
        var stderr: String { lock.withLock { String(decoding: err, as: UTF8.self) } }
    }
}
