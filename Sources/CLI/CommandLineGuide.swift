import ArgumentParser

/// What the command line names: the subcommands the arguments select, the options the selected command takes, and
/// the closest known word to a typo, so that a usage error can say "did you mean" and point to the right help.
enum CommandLineGuide {
    struct Selection {
        /// The subcommands selected, from the root down (`["account", "login"]`).
        let path: [String]
        let command: any ParsableCommand.Type
        /// A word where a subcommand was expected that names none.
        let unknownCommand: String?

        /// Where to read more: "foodybite account login --help".
        var helpHint: String { (["foodybite"] + path + ["--help"]).joined(separator: " ") }
    }

    /// Walks the arguments down the subcommands, stopping at a command that takes none, at the first option, or at
    /// the first word that is not one of the subcommands expected there. `help WORDS` walks WORDS.
    static func select(_ arguments: [String], root: any ParsableCommand.Type = Foodybite.self) -> Selection {
        var command = root
        var path: [String] = []
        let words = arguments.first == "help" ? Array(arguments.dropFirst()) : arguments
        for word in words {
            // Subcommands come first: past an option, a word is an option's value (`--generate-completion-script bash`).
            if word.hasPrefix("-") { break }
            let children = command.configuration.subcommands
            guard !children.isEmpty else { break }
            guard let child = children.first(where: { name(of: $0) == word }) else {
                return Selection(path: path, command: command, unknownCommand: word)
            }
            command = child
            path.append(word)
        }
        return Selection(path: path, command: command, unknownCommand: nil)
    }

    static func subcommandNames(of command: any ParsableCommand.Type) -> [String] {
        command.configuration.subcommands.map(name(of:))
    }

    /// The long options of a command, read from its help (the one description ArgumentParser makes public).
    static func options(of command: any ParsableCommand.Type) -> [String] {
        let help = Foodybite.helpMessage(for: command, columns: 10_000)
        var options: Set<String> = ["--help", "--quiet"]
        var rest = Substring(help)
        while let start = rest.range(of: "--") {
            let name = rest[start.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "-" }
            if let first = name.first, first.isLetter { options.insert("--" + name) }
            rest = rest[start.upperBound...]
        }
        return options.sorted()
    }

    /// The candidate closest to `word` (edit distance, case ignored) when it is close enough to be a typo: at most
    /// one edit in a short word, two in a longer one.
    static func closest(to word: String, among candidates: [String]) -> String? {
        let typed = Array(word.lowercased())
        let scored = candidates.map { ($0, editDistance(typed, Array($0.lowercased()))) }
        guard let best = scored.min(by: { ($0.1, $0.0) < ($1.1, $1.0) }), best.1 > 0 else { return nil }
        return best.1 <= (typed.count > 5 ? 2 : 1) ? best.0 : nil
    }

    private static func name(of command: any ParsableCommand.Type) -> String {
        command.configuration.commandName ?? String(describing: command).lowercased()
    }

    private static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }
}
