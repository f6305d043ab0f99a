import CLI
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads one secret line: with a hidden prompt when stdin is a terminal, else straight from the pipe.
enum SecretReader {
    static func read(prompt: String, console: any Console) throws -> String? {
        guard isatty(STDIN_FILENO) == 1 else { return readLine(strippingNewline: true) }
        var original = termios()
        guard tcgetattr(STDIN_FILENO, &original) == 0 else { return readLine(strippingNewline: true) }
        var hidden = original
        hidden.c_lflag &= ~tcflag_t(ECHO)
        console.writeError(prompt)
        tcsetattr(STDIN_FILENO, TCSAFLUSH, &hidden)
        defer {
            tcsetattr(STDIN_FILENO, TCSAFLUSH, &original)
            console.writeError("\n")
        }
        return readLine(strippingNewline: true)
    }
}
