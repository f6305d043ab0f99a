import BuildInfo
import CLI
import Foundation
import Main
import Presentation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The `foodybite` process: builds the command line's world (`Dependencies`) from the live composition and runs the
/// command line, then exits with its code.
enum CommandLineProcess {
    static func run() async -> Never {
        ProcessSettings.apply()
        // A closed stdout is then EPIPE from write(2), which the console reports, instead of a silent kill.
        signal(SIGPIPE, SIG_IGN)
        // Past a file-size limit (`ulimit -f`), write(2) then fails with EFBIG (exit 74) instead of the process being killed.
        signal(SIGXFSZ, SIG_IGN)
        let environment = ProcessEnvironment.read()
        // Then libcurl loads beside everything the command does before its first request; before its thread starts,
        // Foundation's folders are pointed at a scratch one (setenv, never beside another thread's getenv).
        if RequestingCommand.isLikely(Array(CommandLine.arguments.dropFirst())) {
            HTTPTransport.redirectFoundationDirectories()
            HTTPTransport.preload()
        }
        if environment["FOODYBITE_LOG_LEVEL"]?.lowercased() != "debug" { CrashGuard.install() }
        let console = StandardConsole(
            errorWidth: isatty(STDERR_FILENO) == 1
                ? TerminalCapabilities.fittingWidth(
                    columns: environment["COLUMNS"], terminal: StandardConsole.terminalWidth(of: STDERR_FILENO)) : nil)
        let terminal = TerminalCapabilities.detect(
            stdoutIsTTY: isatty(STDOUT_FILENO) == 1, environment: environment, width: StandardConsole.terminalWidth())
        let arguments = Array(CommandLine.arguments.dropFirst())
        let version = "\(FoodybiteVersion.current) (\(String(cString: foodybite_build_commit())))"
        // `--version` wants nothing the composition builds.
        if let code = FoodybiteRunner.version(arguments: arguments, console: console, version: version) { exit(code) }
        let progress = TerminalProgress(
            isEnabled: isatty(STDERR_FILENO) == 1 && environment["TERM"] != "dumb" && !QuietFlag.isSet(in: arguments),
            unicode: terminal.usesUnicode, write: { StandardConsole.writeProgress($0) })
        console.showsProgress(on: progress)
        var composition = LiveComposition(environment: environment, console: console)
        composition.progress = progress
        let dependencies = Dependencies(
            composition.services(), terminal: terminal, stdinIsTerminal: isatty(STDIN_FILENO) == 1, version: version)
        let code = await FoodybiteRunner.run(arguments: arguments, dependencies: dependencies)
        await composition.writes.finish()
        HTTPTransport.finishPreload()
        exit(code)
    }
}
