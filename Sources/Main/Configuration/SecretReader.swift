import Foundation
import Presentation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads one secret line: with a hidden prompt when stdin is a terminal, else straight from the pipe.
/// Echo is restored on every way out: a normal return, and SIGINT/SIGTERM/SIGHUP/SIGQUIT at the prompt
/// (the handler restores the terminal, then lets the signal end the process as usual).
enum SecretReader {
    static func read(prompt: String, console: any Console) throws -> String? {
        guard isatty(STDIN_FILENO) == 1 else { return StdinLine.read() }
        var original = termios()
        guard tcgetattr(STDIN_FILENO, &original) == 0 else { return StdinLine.read() }
        var hidden = original
        hidden.c_lflag &= ~tcflag_t(ECHO)
        savedTerminal = original
        let previous = interruptions.map { ($0, signal($0, restoreAndReraise)) }
        // Echo goes off before the prompt shows: nothing typed after the prompt appears is ever echoed.
        tcsetattr(STDIN_FILENO, TCSAFLUSH, &hidden)
        console.writeError(prompt)
        defer {
            tcsetattr(STDIN_FILENO, TCSAFLUSH, &original)
            for (number, handler) in previous { signal(number, handler) }
            console.writeError("\n")
        }
        return StdinLine.read()
    }

    private static let interruptions = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]
}

/// The terminal settings to restore from a signal handler (which can capture nothing). Written before the
/// handler is installed, read only by it.
nonisolated(unsafe) private var savedTerminal = termios()

private func restoreAndReraise(_ number: Int32) {
    tcsetattr(STDIN_FILENO, TCSAFLUSH, &savedTerminal)
    signal(number, SIG_DFL)
    raise(number)
}
