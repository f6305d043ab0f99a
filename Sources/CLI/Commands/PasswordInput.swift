import Presentation

/// Reads passwords: from stdin with `--password-stdin` (one line each), or with a hidden prompt on a
/// terminal; never from a flag, and never by prompting without a terminal.
enum PasswordInput {
    static func read(_ dependencies: Dependencies, fromStdin: Bool, prompt: String, confirm: Bool) throws -> String {
        if fromStdin {
            guard let line = try dependencies.readSecret(""), !line.isEmpty else {
                throw UsageError("--password-stdin: no password on stdin")
            }
            return line
        }
        guard dependencies.stdinIsTerminal else {
            throw UsageError("no terminal to ask for the password: pipe it and pass --password-stdin")
        }
        guard let password = try dependencies.readSecret(prompt), !password.isEmpty else {
            throw UsageError("no password given")
        }
        if confirm {
            guard try dependencies.readSecret("Repeat the password: ") == password else {
                throw UsageError("the two passwords differ")
            }
        }
        return password
    }
}
