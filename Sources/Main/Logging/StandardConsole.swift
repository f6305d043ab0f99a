import CLI
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes to the process's standard output and standard error, unbuffered.
final class StandardConsole: Console {
    func write(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    func writeData(_ data: Data) {
        FileHandle.standardOutput.write(data)
    }

    func writeError(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }

    /// The terminal's width in columns, when standard output is one.
    static func terminalWidth() -> Int? {
        var size = winsize()
        guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
        return Int(size.ws_col)
    }
}
