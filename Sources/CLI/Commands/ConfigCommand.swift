import ArgumentParser
import Presentation

/// `foodybite config show | set KEY [VALUE] | unset KEY | path`.
struct ConfigCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "config",
        abstract: "Show or edit the configuration file.",
        discussion: """
            Precedence: flag > FOODYBITE_* environment > config file > default. Secrets (places_api_key) are never \
            taken as arguments: 'foodybite config set places_api_key' reads the value from stdin (a hidden prompt \
            on a terminal).
            """,
        subcommands: [Show.self, Set.self, Unset.self, Path.self],
        defaultSubcommand: Show.self)

    struct Show: FoodybiteCommand {
        static let configuration = CommandConfiguration(
            commandName: "show", abstract: "Print every setting, its value and its source.")

        @OptionGroup var output: ReportOutputOptions

        func run(with dependencies: Dependencies) async throws {
            let entries = try dependencies.configuration.entries()
            try dependencies.services.console.write(
                try ConfigRenderer.render(entries, as: output.format, terminal: dependencies.terminal))
        }
    }

    struct Set: FoodybiteCommand {
        static let configuration = CommandConfiguration(
            commandName: "set", abstract: "Write a setting to the config file.")

        @Argument(help: "The setting, e.g. places_api, server_url, location.")
        var key: String

        @Argument(help: "The value (not for secrets: those are read from stdin).")
        var value: String?

        func run(with dependencies: Dependencies) async throws {
            guard let secret = dependencies.configuration.isSecret(key) else {
                throw UsageError("unknown setting '\(key)' (see 'foodybite config show')")
            }
            let newValue: String
            if secret {
                guard value == nil else {
                    throw UsageError(
                        "\(key) is a secret and is never taken as an argument (it would show in ps and shell history): run 'foodybite config set \(key)' and type or pipe it"
                    )
                }
                guard let read = try dependencies.readSecret("\(key): "), !read.isEmpty else {
                    throw UsageError("no value for \(key) on stdin")
                }
                newValue = read
            } else {
                guard let value, !value.isEmpty else { throw UsageError("missing value for \(key)") }
                newValue = value
            }
            try dependencies.configuration.set(key, to: newValue)
            dependencies.services.console.writeInfo("\(key) saved to \(dependencies.configuration.path)\n")
        }
    }

    struct Unset: FoodybiteCommand {
        static let configuration = CommandConfiguration(
            commandName: "unset", abstract: "Remove a setting from the config file.")

        @Argument(help: "The setting.")
        var key: String

        func run(with dependencies: Dependencies) async throws {
            guard dependencies.configuration.isSecret(key) != nil else {
                throw UsageError("unknown setting '\(key)' (see 'foodybite config show')")
            }
            try dependencies.configuration.unset(key)
        }
    }

    struct Path: FoodybiteCommand {
        static let configuration = CommandConfiguration(commandName: "path", abstract: "Print the config file's path.")

        func run(with dependencies: Dependencies) async throws {
            try dependencies.services.console.write(dependencies.configuration.path + "\n")
        }
    }
}
