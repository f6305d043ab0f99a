import ArgumentParser

/// Parses the arguments, runs the chosen command with its dependencies, and turns every outcome into
/// output and an exit code: results on stdout, one redacted line per error on stderr.
public enum FoodybiteRunner {
    public static func run(arguments: [String], dependencies: Dependencies) async -> Int32 {
        let redactor = Redactor(secrets: dependencies.secrets)
        let command: any ParsableCommand
        do {
            command = try Foodybite.parseAsRoot(arguments)
        } catch {
            return reportParsing(error, dependencies: dependencies, redactor: redactor)
        }
        guard let command = command as? any FoodybiteCommand else {
            // Help, version and the root without a subcommand: ArgumentParser's own commands.
            do {
                var command = command
                try command.run()
                return ExitCodes.success
            } catch {
                return reportParsing(error, dependencies: dependencies, redactor: redactor)
            }
        }
        do {
            try await command.run(with: dependencies)
            return ExitCodes.success
        } catch let error as CleanExit {
            return reportParsing(error, dependencies: dependencies, redactor: redactor)
        } catch let error as ValidationError {
            return reportParsing(error, dependencies: dependencies, redactor: redactor)
        } catch {
            let report = ErrorReport(error)
            dependencies.console.writeError("foodybite: \(report.redacted(dependencies.secrets))\n")
            return report.exitCode
        }
    }

    /// Help and version go to stdout with exit 0; a parsing or validation error is one line on stderr, exit 64.
    private static func reportParsing(_ error: any Error, dependencies: Dependencies, redactor: Redactor) -> Int32 {
        let code = Foodybite.exitCode(for: error).rawValue
        if code == ExitCodes.success {
            let text = Foodybite.fullMessage(for: error)
            dependencies.console.write(text.hasSuffix("\n") ? text : text + "\n")
            return code
        }
        var message = Foodybite.message(for: error)
        if message.hasPrefix("Error: ") { message.removeFirst("Error: ".count) }
        dependencies.console.writeError("foodybite: \(redactor.redact(message)) (see 'foodybite --help')\n")
        return code == 1 ? ExitCodes.usage : code
    }
}
