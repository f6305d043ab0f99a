import CLI
import Foundation
import MCPServer
import Main

#if canImport(Glibc)
    import Glibc
#endif

/// The `foodybite-mcp` executable: the MCP server for AI assistants (`AssistantServer`) on the live graph, on
/// stdin and stdout. Settings, cache and account are the command line's (the same environment, config file and
/// files); nothing is printed to stdout but the protocol; diagnostics go to stderr.
@main
enum FoodybiteMCPMain {
    static func main() async throws {
        ProcessSettings.apply()
        signal(SIGPIPE, SIG_IGN)
        if let code = commandLine(Array(CommandLine.arguments.dropFirst())) { exit(code) }
        let environment = FrontEndRun.processEnvironment()
        // After the environment is read, before any thread of the server starts (it sets two variables).
        HTTPTransport.redirectFoundationDirectories()
        let server = AssistantServer(
            host: FrontEndRun(environment: environment), commandLine: CommandLineWords.words,
            version: FoodybiteVersion.current)
        try await server.run()
    }

    /// `--version`, `--help`, or a person at a terminal (an assistant starts it on pipes): what it is and how it is
    /// used, then the exit code; nil when it is to serve.
    private static func commandLine(_ arguments: [String]) -> Int32? {
        if arguments == ["--version"] {
            print(FoodybiteVersion.current)
            return 0
        }
        guard arguments == ["--help"] || !arguments.isEmpty || isatty(STDIN_FILENO) == 1 else { return nil }
        let usage = """
            foodybite-mcp: foodybite's tools for AI assistants, as an MCP server on stdin and stdout (no arguments).
            Add it to an assistant, e.g. 'claude mcp add foodybite -- foodybite-mcp'; it reads the settings, cache
            and account of 'foodybite' (see 'foodybite --help' and docs/mcp.md).

            """
        if arguments == ["--help"] {
            print(usage, terminator: "")
            return 0
        }
        let problem = arguments.first.map {
            "foodybite-mcp: unknown argument '\($0.prefix(40))' (it takes none but --help or --version)\n"
        }
        FileHandle.standardError.write(Data((problem ?? usage).utf8))
        return 64
    }
}
