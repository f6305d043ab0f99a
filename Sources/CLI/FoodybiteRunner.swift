import ArgumentParser
import Domain
import Presentation

/// Parses the arguments, runs the chosen command with its dependencies, and turns every outcome into
/// output and an exit code: results on stdout, one redacted line per error on stderr.
public enum FoodybiteRunner {
    /// Runs a line, its messages in the command line's words (`CommandLineWords`) unless its caller gave its own (an
    /// assistant's tool running a line).
    public static func run(arguments: [String], dependencies: Dependencies) async -> Int32 {
        // (`--version` says nothing in words: it goes without them, and without the cost of setting them.)
        guard FrontEndWords.current == nil, !arguments.prefix(while: { $0 != "--" }).contains("--version") else {
            return await runInWords(arguments: arguments, dependencies: dependencies)
        }
        return await FrontEndWords.$current.withValue(CommandLineWords.words) {
            await runInWords(arguments: arguments, dependencies: dependencies)
        }
    }

    /// `--version` (before any `--`) answered with a console alone, nil for any other line: the process asks first,
    /// before it builds anything else (the version is all the line wants).
    public static func version(arguments: [String], console: any Console, version: String) -> Int32? {
        guard arguments.prefix(while: { $0 != "--" }).contains("--version") else { return nil }
        let console = QuietFlag.isSet(in: arguments) ? QuietConsole(base: console) : console
        do {
            try console.write(version + "\n")
            return ExitCodes.success
        } catch {
            let report = ErrorReport(error)
            if !report.message.isEmpty { console.writeError("foodybite: \(report.message)\n") }
            return report.exitCode
        }
    }

    private static func runInWords(arguments: [String], dependencies: Dependencies) async -> Int32 {
        if let code = version(arguments: arguments, console: dependencies.services.console, version: dependencies.version) {
            return code
        }
        var dependencies = dependencies
        if QuietFlag.isSet(in: arguments) { dependencies.services.console = QuietConsole(base: dependencies.services.console) }
        let flags: ConventionFlags
        let line: [String]
        let conventions: Conventions
        do {
            (flags, line) = try ConventionFlags.taken(from: QuietFlag.removed(from: arguments))
            // `config` (which mends a bad value) and help run whatever the configuration says: the flags, else the
            // defaults.
            let mends = line.first == "config" || line.contains { ["--help", "-h", "help"].contains($0) }
            conventions = try mends ? (try? dependencies.conventions(flags)) ?? flags.asAsked : dependencies.conventions(flags)
        } catch {
            return await execute(arguments: arguments, dependencies: dependencies) { _ in throw error }
        }
        return await Conventions.$current.withValue(conventions) {
            await runInConventions(arguments: line, dependencies: dependencies)
        }
    }

    private static func runInConventions(arguments: [String], dependencies: Dependencies) async -> Int32 {
        // The common `nearby` lines skip ArgumentParser's reflection (about 37 million instructions); the rest,
        // help and every error are ArgumentParser's.
        if arguments.first == "nearby", let nearby = NearbyArguments.read(Array(arguments.dropFirst())) {
            return await execute(arguments: arguments, dependencies: dependencies) { try await nearby.run(with: $0) }
        }
        return await Foodybite.described(with: dependencies.settings(), providers: dependencies.services.providers) {
            await parseAndRun(arguments: arguments, dependencies: dependencies)
        }
    }

    /// Everything but the common `nearby` lines: ArgumentParser parses (and writes help and usage errors).
    private static func parseAndRun(arguments: [String], dependencies: Dependencies) async -> Int32 {
        let selection = CommandLineGuide.select(arguments)
        if let unknown = selection.unknownCommand {
            return reportUnknownCommand(unknown, selection, dependencies: dependencies)
        }
        let command: any ParsableCommand
        let refused = TransformFailure.Box()
        do {
            command = try TransformFailure.$box.withValue(refused) { try Foodybite.parseAsRoot(arguments) }
        } catch {
            return reportParsing(
                error, selection, arguments: arguments, refusal: refused.error, dependencies: dependencies)
        }
        guard let command = command as? any FoodybiteCommand else {
            // Help, version and the root without a subcommand: ArgumentParser's own commands.
            do {
                var command = command
                try command.run()
                return ExitCodes.success
            } catch {
                return reportParsing(error, selection, dependencies: dependencies)
            }
        }
        return await execute(arguments: arguments, dependencies: dependencies) { try await command.run(with: $0) }
    }

    /// Runs a parsed command: success, or its error reported as a usage error (a rule checked while running) or as
    /// the error it is.
    static func execute(
        arguments: [String], dependencies: Dependencies, _ command: (Dependencies) async throws -> Void
    ) async -> Int32 {
        do {
            try await command(dependencies)
            return ExitCodes.success
        } catch let error as CleanExit {
            return reportParsing(error, CommandLineGuide.select(arguments), dependencies: dependencies)
        } catch let error as ValidationError {
            return reportParsing(error, CommandLineGuide.select(arguments), arguments: arguments, dependencies: dependencies)
        } catch {
            return report(error, dependencies: dependencies)
        }
    }

    /// One redacted line on stderr (none for a closed stdout) and the error's exit code.
    private static func report(_ error: any Error, dependencies: Dependencies) -> Int32 {
        let report = ErrorReport(error)
        if !report.message.isEmpty {
            dependencies.services.console.writeError("foodybite: \(report.redacted(dependencies.services.secrets()))\n")
        }
        return report.exitCode
    }

    /// Help and version go to stdout with exit 0; a parsing or validation error is one line on stderr, exit 64, that
    /// suggests the closest option to an unknown one, lists the choices readably and points to the help of the
    /// command it is about.
    private static func reportParsing(
        _ error: any Error, _ selection: CommandLineGuide.Selection, arguments: [String] = [],
        refusal: UsageError? = nil, dependencies: Dependencies
    ) -> Int32 {
        let code = Foodybite.exitCode(for: error).rawValue
        if code == ExitCodes.success {
            let text = Foodybite.fullMessage(for: error)
            do {
                try dependencies.services.console.write(text.hasSuffix("\n") ? text : text + "\n")
            } catch {
                return report(error, dependencies: dependencies)
            }
            return code
        }
        // A value one of our readings refused: its own sentence, which names the option and the value (for `nearby`,
        // also the values of the types that read themselves, which ArgumentParser only knows by their names).
        var message = refusal?.message ?? nearbyRefusal(in: arguments, selection)?.message ?? Foodybite.message(for: error)
        // An unknown option is the likelier cause of any other complaint ("missing --email" after "--emial").
        let known = CommandLineGuide.options(of: selection.command)
        if let unknown = arguments.prefix(while: { $0 != "--" }).first(where: { argument in
            argument.hasPrefix("--") && !known.contains(String(argument.prefix { $0 != "=" }))
        }) {
            let option = String(unknown.prefix { $0 != "=" })
            message = "Unknown option '\(TerminalSafe.line(option))'"
            if let closest = CommandLineGuide.closest(to: option, among: known) { message += "; did you mean '\(closest)'?" }
        }
        let redactor = Redactor(secrets: dependencies.services.secrets())
        // ArgumentParser's sentences quote the value as given: one line, its controls made harmless.
        let line = redactor.redact(TerminalSafe.line(message))
        dependencies.services.console.writeError("foodybite: \(line) (see '\(selection.helpHint)')\n")
        return code == 1 ? ExitCodes.usage : code
    }

    /// A word where a subcommand was expected (`foodybite neaby`, `foodybite help nearbyy`): exit 64, with the
    /// closest subcommand when it looks like a typo.
    private static func reportUnknownCommand(
        _ word: String, _ selection: CommandLineGuide.Selection, dependencies: Dependencies
    ) -> Int32 {
        let names = CommandLineGuide.subcommandNames(of: selection.command)
        let parent = (["foodybite"] + selection.path).joined(separator: " ")
        let safe = Redactor(secrets: dependencies.services.secrets()).redact(TerminalSafe.line(word))
        let suggestion = CommandLineGuide.closest(to: word, among: names).map { "; did you mean '\($0)'?" } ?? ""
        dependencies.services.console.writeError(
            "foodybite: '\(safe)' is not a command of '\(parent)'\(suggestion) (see '\(selection.helpHint)')\n")
        return ExitCodes.usage
    }

    /// What `nearby`'s own readings refuse in its line, nil for another command's.
    private static func nearbyRefusal(in arguments: [String], _ selection: CommandLineGuide.Selection) -> UsageError? {
        guard selection.path == ["nearby"], arguments.first == "nearby" else { return nil }
        return NearbyArguments.refusal(in: Array(arguments.dropFirst()))
    }
}
