import ArgumentParser

/// Parses the arguments, runs the chosen command with its dependencies, and turns every outcome into
/// output and an exit code: results on stdout, one redacted line per error on stderr.
public enum FoodybiteRunner {
    public static func run(arguments: [String], dependencies: Dependencies) async -> Int32 {
        var dependencies = dependencies
        if QuietFlag.isSet(in: arguments) { dependencies.console = QuietConsole(base: dependencies.console) }
        let command: any ParsableCommand
        do {
            command = try Foodybite.parseAsRoot(QuietFlag.removed(from: arguments))
        } catch {
            return reportParsing(error, dependencies: dependencies)
        }
        guard let command = command as? any FoodybiteCommand else {
            // Help, version and the root without a subcommand: ArgumentParser's own commands.
            do {
                var command = command
                try command.run()
                return ExitCodes.success
            } catch {
                return reportParsing(error, dependencies: dependencies)
            }
        }
        do {
            try await command.run(with: dependencies)
            return ExitCodes.success
        } catch let error as CleanExit {
            return reportParsing(error, dependencies: dependencies)
        } catch let error as ValidationError {
            return reportParsing(error, dependencies: dependencies)
        } catch {
            return report(error, dependencies: dependencies)
        }
    }

    /// One redacted line on stderr (none for a closed stdout) and the error's exit code.
    private static func report(_ error: any Error, dependencies: Dependencies) -> Int32 {
        let report = ErrorReport(error)
        if !report.message.isEmpty {
            dependencies.console.writeError("foodybite: \(report.redacted(dependencies.secrets()))\n")
        }
        return report.exitCode
    }

    /// An option parsed by one of our transforms fails with our own one-line message, which already names the
    /// option and the value: ArgumentParser's "The value 'X' is invalid for '--opt <v>': " before it is dropped.
    private static func ownMessage(in message: String) -> String {
        guard message.hasPrefix("The value '"), let option = message.range(of: "' is invalid for '--", options: .backwards),
            let end = message[option.upperBound...].range(of: "': --")
        else { return message }
        return String(message[message.index(end.lowerBound, offsetBy: 3)...])
    }

    /// Help and version go to stdout with exit 0; a parsing or validation error is one line on stderr, exit 64.
    private static func reportParsing(_ error: any Error, dependencies: Dependencies) -> Int32 {
        let code = Foodybite.exitCode(for: error).rawValue
        if code == ExitCodes.success {
            let text = Foodybite.fullMessage(for: error)
            do {
                try dependencies.console.write(text.hasSuffix("\n") ? text : text + "\n")
            } catch {
                return report(error, dependencies: dependencies)
            }
            return code
        }
        var message = Foodybite.message(for: error)
        if message.hasPrefix("Error: ") { message.removeFirst("Error: ".count) }
        message = ownMessage(in: message)
        let redactor = Redactor(secrets: dependencies.secrets())
        dependencies.console.writeError("foodybite: \(redactor.redact(message)) (see 'foodybite --help')\n")
        return code == 1 ? ExitCodes.usage : code
    }
}
