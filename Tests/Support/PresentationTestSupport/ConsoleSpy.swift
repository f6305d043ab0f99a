import Foundation
import Presentation
import Synchronization

/// Captures what a command writes to standard output and standard error.
public final class ConsoleSpy: Console {
    private let streams = Mutex<(out: String, err: String)>(("", ""))

    public init() {}

    public var output: String { streams.withLock { $0.out } }
    public var errorOutput: String { streams.withLock { $0.err } }

    public func write(_ text: String) {
        streams.withLock { $0.out += text }
    }

    public func writeData(_ data: Data) {
        streams.withLock { $0.out += String(decoding: data, as: UTF8.self) }
    }

    public func writeError(_ text: String) {
        streams.withLock { $0.err += text }
    }

    /// As the command line says it (`foodybite: warning: ...`).
    public func tell(_ note: Note) {
        writeError("foodybite: \(note.text)\n")
    }
}
