import Presentation

/// Whether a command line is one that asks a provider before it answers (`nearby`, `details`, `photo`, `search`,
/// `route`, `whereami`, not offline, not help): the process then starts loading the HTTP stack at once, beside its
/// own work. Only a hint for that: a line it misjudges is as right, a few milliseconds slower or with libcurl loaded
/// for nothing.
public enum RequestingCommand {
    private static let names = ["nearby", "details", "photo", "search", "route", "whereami"]
    private static let stops = ["--offline", "--help", "-h", "help", "--version"]

    public static func isLikely(_ arguments: [String]) -> Bool {
        let words = arguments.prefix { $0 != "--" }
        // The first word that is neither a flag nor the value of a global one written apart (`--language fr`).
        var command: String?
        var index = words.startIndex
        while index < words.endIndex, command == nil {
            let word = words[index]
            if ConventionFlags.names.contains(word) {
                index += 2
                continue
            }
            if !word.hasPrefix("-") { command = word }
            index += 1
        }
        guard let command, names.contains(command) else { return false }
        return !words.contains { stops.contains($0) }
    }
}
