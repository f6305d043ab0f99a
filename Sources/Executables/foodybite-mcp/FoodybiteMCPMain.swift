import Foundation
import MCPServer
import MCPTransport
import Main
import Presentation

#if canImport(Glibc)
    import Glibc
#endif

/// The `foodybite-mcp` executable: the MCP server for AI assistants (`AssistantServer`) on the live graph, on
/// stdin and stdout, or on MCP's streamable HTTP transport with `--listen HOST:PORT`. Settings, cache and account are
/// the command line's (the same environment, config file and files); nothing is printed to stdout but the protocol
/// (stdio) or the address listened on (HTTP); diagnostics go to stderr.
@main
enum FoodybiteMCPMain {
    static func main() async throws {
        ProcessSettings.apply()
        signal(SIGPIPE, SIG_IGN)
        let arguments = Array(CommandLine.arguments.dropFirst())
        if let code = information(arguments) { exit(code) }
        let environment = FrontEndRun.processEnvironment()
        let listen: ListenSettings?
        switch ListenSettings.parse(arguments, environment: environment) {
        case .success(let settings): listen = settings
        case .failure(let problem):
            FileHandle.standardError.write(Data("foodybite-mcp: \(problem.message)\n".utf8))
            exit(64)
        }
        if listen == nil, isatty(STDIN_FILENO) == 1 {
            FileHandle.standardError.write(Data(usage.utf8))
            exit(64)
        }
        // After the environment is read, before any thread of the server starts (it sets two variables).
        HTTPTransport.redirectFoundationDirectories()
        let run = FrontEndRun(environment: environment)
        let server = AssistantServer(host: run, commandLine: CommandLineWords.words, version: FoodybiteVersion.current)
        guard let listen else { return try await server.run() }
        do {
            let host = listen.host.contains(":") ? "[\(listen.host)]" : listen.host
            try await server.serve(
                listen, fetch: run.authorizationFetch(), now: run.clock(),
                ready: { port in announce("http://\(host):\(port)/mcp") }, stop: termination())
        } catch {
            // (the address in use, or not this machine's: `HTTPListener` says which in one line)
            let message = (error as? ListenSettings.Problem)?.message ?? "the server stopped: \(error)"
            FileHandle.standardError.write(Data("foodybite-mcp: \(message)\n".utf8))
            exit(69)
        }
    }

    private static let usage = """
        foodybite-mcp: foodybite's tools for AI assistants, as an MCP server on stdin and stdout (no arguments), or on
        MCP's streamable HTTP transport:
          foodybite-mcp --listen 127.0.0.1:8931 [--token-file FILE] [--allow-origin ORIGIN]...
            [--auth oauth --oauth-issuer URL --oauth-resource URL [--oauth-client-id ID]]
        (endpoint /mcp; off loopback a bearer token (FOODYBITE_MCP_TOKEN or --token-file) or OAuth is required;
        with --auth oauth, access tokens of the authorization server at --oauth-issuer, issued for --oauth-resource,
        are asked for, and introspected as client ID when one is given (its secret: FOODYBITE_MCP_OAUTH_CLIENT_SECRET or
        --oauth-client-secret-file; --oauth-introspection-scope SCOPE to introspect with its own token of that scope).
        Each option may be set in the environment instead: FOODYBITE_MCP_AUTH, FOODYBITE_MCP_OAUTH_ISSUER,
        FOODYBITE_MCP_OAUTH_RESOURCE, FOODYBITE_MCP_OAUTH_CLIENT_ID, FOODYBITE_MCP_OAUTH_INTROSPECTION_SCOPE;
        FOODYBITE_MCP_OAUTH_INTROSPECTION_REUSE: seconds an introspection is reused (30). See docs/mcp.md.
        Add it to an assistant, e.g. 'claude mcp add foodybite -- foodybite-mcp'; it reads the settings, cache
        and account of 'foodybite' (see 'foodybite --help' and docs/mcp.md).

        """

    /// `--version` or `--help`: printed, then the exit code; nil otherwise.
    private static func information(_ arguments: [String]) -> Int32? {
        switch arguments {
        case ["--version"]:
            print(FoodybiteVersion.current)
            return 0
        case ["--help"]:
            print(usage, terminator: "")
            return 0
        default:
            return nil
        }
    }

    /// The URL served, on stdout (one line: a script or a test reads the port from it).
    @Sendable private static func announce(_ url: String) {
        FileHandle.standardOutput.write(Data("\(url)\n".utf8))
    }

    /// Ends at the first SIGTERM or SIGINT.
    private static func termination() -> AsyncStream<Void> {
        let (stream, continuation) = AsyncStream<Void>.makeStream()
        let sources = [SIGTERM, SIGINT].map { number in
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler { continuation.finish() }
            source.resume()
            return source
        }
        // The sources live as long as the stream is listened to.
        nonisolated(unsafe) let kept = sources
        continuation.onTermination = { _ in
            for source in kept { source.cancel() }
        }
        return stream
    }
}
