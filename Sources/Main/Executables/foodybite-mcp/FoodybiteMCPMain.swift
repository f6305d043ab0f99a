import CLI
import Foundation
import Logging
import MCP
import Main

#if canImport(Glibc)
    import Glibc
#endif

/// The `foodybite-mcp` executable: foodybite's tools (`FoodybiteTool.all`) for AI assistants, as an MCP server on
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
        let server = Server(
            name: "foodybite", version: FoodybiteVersion.current,
            instructions:
                "Find places to eat near a point or a place: nearby (with every filter), then details, route or search by name; reviews and review_add use the account signed in with 'foodybite account login'.",
            capabilities: .init(tools: .init(listChanged: false)))
        let call = ToolCall(run: FrontEndRun(environment: environment))
        await server.withMethodHandler(ListTools.self) { _ in ListTools.Result(tools: FoodybiteTool.all.map(\.tool)) }
        await server.withMethodHandler(CallTool.self) { parameters in
            try await call(parameters) { progress in try? await server.notify(ProgressNotification.message(progress)) }
        }
        // Warnings and errors only, on stderr: the protocol's messages (tool arguments among them) are never logged.
        var logger = Logger(label: "foodybite-mcp") { _ in StreamLogHandler.standardError(label: "foodybite-mcp") }
        logger.logLevel = .warning
        try await server.start(transport: LineTransport(logger: logger))
        await server.waitUntilCompleted()
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
