import Domain
import Foundation
import Logging
import MCP
import MCPTransport
import Presentation
import ResourceServer

/// foodybite's tools (`FoodybiteTool.all`) for AI assistants, as an MCP server on stdin and stdout (`run`) or on
/// MCP's streamable HTTP transport (`serve(_:)`): each call runs through the doors on the services its host makes (the
/// composition root's live graph), in the assistant's words. Nothing is printed to stdout but the protocol;
/// diagnostics go to stderr.
public struct AssistantServer: Sendable {
    static let name = "foodybite"
    static let instructions =
        "Find places to eat near a point or a place: nearby (with every filter), then details, route or search by name; reviews and review_add use the account signed in with 'foodybite account login'."
    private let call: ToolCall
    let version: String
    /// The answers' map pages, one store for every session (`MapPages`).
    private let pages = MapPages()

    /// `commandLine`: the command line's words, for what only it has (an assistant is told the line to run).
    public init(host: any DoorsHost, commandLine: FrontEndWords, version: String) {
        call = ToolCall(host: host, words: AssistantWords.words(commandLine: commandLine))
        self.version = version
    }

    /// Serves until the client closes stdin.
    public func run() async throws {
        try await served.runOnStdio(logger: Self.logger)
    }

    /// What the transports serve: this server's name, version and instructions, and its SDK server.
    private var served: ServedServer {
        ServedServer(
            name: Self.name, version: version, instructions: Self.instructions,
            toolScopes: ["review_add": OAuthSettings.reviewScope],
            make: { [self] shared in await self.makeServer(sharedByCallers: shared) })
    }

    /// An SDK server with foodybite's tools and its map pages (`MapPages`, `MapApp`), not yet started: one for stdio,
    /// one for each HTTP session, one for the stateless requests of 2026-07-28 (`sharedByCallers`: it lists no page).
    func makeServer(sharedByCallers: Bool = false) async -> Server {
        let server = Server(
            name: Self.name, version: version, instructions: Self.instructions,
            capabilities: .init(
                resources: .init(subscribe: false, listChanged: false), tools: .init(listChanged: false)))
        let (call, pages) = (self.call, MapShelf(pages: pages, owner: sharedByCallers ? nil : UUID().uuidString))
        await server.withMethodHandler(ListTools.self) { _ in ListTools.Result(tools: FoodybiteTool.all.map(\.tool)) }
        await server.withMethodHandler(CallTool.self) { parameters in
            try await call(parameters, pages: pages) { progress in
                try? await server.notify(ProgressNotification.message(progress))
            }
        }
        await server.withMethodHandler(ListResources.self) { _ in await call.resources(pages) }
        await server.withMethodHandler(ReadResource.self) { parameters in try await call.read(parameters.uri, pages) }
        return server
    }

    /// Warnings and errors only, on stderr: the protocol's messages (tool arguments among them) are never logged.
    static var logger: Logger {
        var logger = Logger(label: "foodybite-mcp") { _ in StreamLogHandler.standardError(label: "foodybite-mcp") }
        logger.logLevel = .warning
        return logger
    }
}

extension AssistantServer {
    /// Serves MCP's streamable HTTP transport as `settings` say, until `stop` ends (then the requests in flight are
    /// answered, for up to 10 s). `ready` is told the port it listens on. With `--auth oauth`, the authorization
    /// server is asked through `fetch` and tokens are judged on `now`.
    public func serve(
        _ settings: ListenSettings, fetch: ListenSettings.Fetch?, now: @escaping @Sendable () -> Date,
        ready: @Sendable (Int) -> Void, stop: AsyncStream<Void>
    ) async throws {
        try await served.serve(settings, logger: Self.logger, fetch: fetch, now: now, ready: ready, stop: stop)
    }
}
