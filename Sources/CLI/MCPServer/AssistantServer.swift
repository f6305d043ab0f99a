import Domain
import Foundation
import Logging
import MCP
import Presentation

/// foodybite's tools (`FoodybiteTool.all`) for AI assistants, as an MCP server on stdin and stdout: each call runs
/// through the doors on the services its host makes (the composition root's live graph), in the assistant's words.
/// Nothing is printed to stdout but the protocol; diagnostics go to stderr.
public struct AssistantServer: Sendable {
    private let call: ToolCall
    private let version: String

    /// `commandLine`: the command line's words, for what only it has (an assistant is told the line to run).
    public init(host: any DoorsHost, commandLine: FrontEndWords, version: String) {
        call = ToolCall(host: host, words: AssistantWords.words(commandLine: commandLine))
        self.version = version
    }

    /// Serves until the client closes stdin.
    public func run() async throws {
        let server = Server(
            name: "foodybite", version: version,
            instructions:
                "Find places to eat near a point or a place: nearby (with every filter), then details, route or search by name; reviews and review_add use the account signed in with 'foodybite account login'.",
            capabilities: .init(tools: .init(listChanged: false)))
        let call = self.call
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
}
