import Domain
import Foundation
import Networking
import Presentation

#if canImport(Glibc)
    import Glibc
    private let systemWrite = Glibc.write
#elseif canImport(Darwin)
    import Darwin
    private let systemWrite = Darwin.write
#endif

/// Writes to the process's standard output and standard error, unbuffered, with `write(2)`: a closed pipe or a
/// full disk is an error the runner reports, never a trap (SIGPIPE is ignored by `FoodybiteMain`). On a terminal,
/// a diagnostic wider than `errorWidth` is wrapped at word boundaries; a pipe or a file gets each one on one line.
public final class StandardConsole: Console {
    /// The progress line, erased before anything else is written to stderr.
    private let progress: Locked<(any WorkProgress)?> = Locked(nil)
    private let errorWidth: Int?

    public init(errorWidth: Int? = nil) {
        self.errorWidth = errorWidth
    }

    public func showsProgress(on reporter: any WorkProgress) {
        progress.withLock { $0 = reporter }
    }

    public func write(_ text: String) throws(OutputError) {
        try Self.writeAll(Array(text.utf8), to: STDOUT_FILENO)
    }

    /// The command line's way: each note after the process's name (`foodybite: warning: ...`).
    public func tell(_ note: Note) {
        if note.isInformation { writeInfo("foodybite: \(note.text)\n") } else { writeError("foodybite: \(note.text)\n") }
    }

    public func writeData(_ data: Data) throws(OutputError) {
        try Self.writeAll([UInt8](data), to: STDOUT_FILENO)
    }

    /// Diagnostics quote servers and files: each line is made terminal-safe.
    public func writeError(_ text: String) {
        progress.withLock { $0 }?.clear()
        let safe = TerminalSafe.lines(text)
        try? Self.writeAll(Array((errorWidth.map { Self.wrapped(safe, width: $0) } ?? safe).utf8), to: STDERR_FILENO)
    }

    /// Each line of `text` wider than `width` broken at spaces, the next lines indented by two.
    static func wrapped(_ text: String, width: Int) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            DisplayWidth.of(String(line)) <= width
                ? String(line) : DisplayWidth.wrap(String(line), width: width, indent: "  ").joined(separator: "\n")
        }.joined(separator: "\n")
    }

    /// Raw bytes to stderr, for the progress line's own carriage returns and erase sequence.
    public static func writeProgress(_ text: String) {
        try? writeAll(Array(text.utf8), to: STDERR_FILENO)
    }

    /// The terminal's width in columns, when the descriptor (standard output by default) is one.
    public static func terminalWidth(of descriptor: Int32 = STDOUT_FILENO) -> Int? {
        var size = winsize()
        guard ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
        return Int(size.ws_col)
    }

    private static func writeAll(_ bytes: [UInt8], to descriptor: Int32) throws(OutputError) {
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { buffer in
                systemWrite(descriptor, buffer.baseAddress?.advanced(by: offset), buffer.count - offset)
            }
            if written > 0 {
                offset += written
            } else if written < 0 && errno == EINTR {
                continue
            } else if written < 0 && errno == EPIPE {
                throw .closed
            } else {
                throw .failed(written < 0 ? String(cString: strerror(errno)) : "nothing was written")
            }
        }
    }
}
