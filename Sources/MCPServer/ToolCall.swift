import Domain
import Foundation
import MCP
import MCPTransport
import Presentation

/// One `tools/call`: the arguments checked against the tool's schema, then the command run through its typed door
/// (`NearbyDoor`, `DetailsDoor`, `SearchDoor`, `RouteDoor`, `ReviewsDoor`: no command line), and the answer as a
/// structured result (the rows as the command line's JSON writes them, compacted, and the notes a person would read
/// on stderr) serialized as its text too; a refusal or a failure is a tool error with the command line's one-line
/// message. An unknown tool is the protocol's invalid-params error; a cancelled call is answered by nothing.
struct ToolCall: Sendable {
    /// Where each call's services come from (the composition root's live graph).
    let host: any DoorsHost
    /// The assistant's words (`AssistantWords`).
    let words: FrontEndWords

    /// The call, its messages in an assistant's words (`AssistantWords`: `radius`, not `--radius`).
    func callAsFunction(
        _ parameters: CallTool.Parameters, pages: MapShelf,
        notify: @escaping @Sendable (ProgressNotification.Parameters) async -> Void
    ) async throws -> CallTool.Result {
        try await FrontEndWords.$current.withValue(words) { try await call(parameters, pages: pages, notify: notify) }
    }

    private func call(
        _ parameters: CallTool.Parameters, pages: MapShelf,
        notify: @escaping @Sendable (ProgressNotification.Parameters) async -> Void
    ) async throws -> CallTool.Result {
        guard let tool = FoodybiteTool.all.first(where: { $0.tool.name == parameters.name }) else {
            throw MCPError.invalidParams("Unknown tool: \(String(parameters.name.prefix(64)))")
        }
        var arguments = (parameters.arguments ?? [:]).mapValues(StringArgument.unmarked)
        if let problem = JSONSchema.problem(arguments, tool.tool.inputSchema) {
            return Self.failure(problem)
        }
        // The reader's language and units: the call's, else the server's configuration and locale (`DoorsHost`).
        let language = arguments.removeValue(forKey: "language")?.stringValue.flatMap(Conventions.languageTag)
        let units = arguments.removeValue(forKey: "units")?.stringValue.flatMap(UnitSystem.init(rawValue:))
        let console = CapturingConsole()
        let progress = parameters._meta?.progressToken.map { ToolProgress(token: $0, send: notify) }
        await progress?.start("\(tool.tool.name) started")
        let door = DoorCall(
            host: host, console: console, progress: progress ?? ToolProgressNone(), language: language, units: units)
        return try await call(tool, arguments, door, pages: pages)
    }

    /// What a command's door found, as the tool's result (its answer, notes and credits), or its failure
    /// as a tool error with the command line's message; nothing for a call cancelled on the way.
    func answer(
        _ tool: FoodybiteTool, _ found: Result<(Value, [String], [String]), DoorFailure>, _ arguments: [String: Value],
        page: (uri: String, title: String)? = nil
    ) throws -> CallTool.Result {
        try Task.checkCancellation()
        switch found {
        case .failure(let failure):
            return Self.failure(
                failure.message.isEmpty ? "\(tool.tool.name) failed (exit code \(failure.exitCode))" : failure.message)
        case .success(let (answer, notes, credits)):
            var result = try result(of: tool, answer: answer, notes: notes, credits: credits, arguments: arguments)
            if let page {
                // The answer on its map: the page `--format html` writes, a `ui://` resource (`MapApp`'s view shows it)
                result = CallTool.Result(
                    content: result.content + [
                        .resourceLink(
                            uri: page.uri, name: "map", title: page.title,
                            description: "This answer on a map: the page --format html writes", mimeType: MapApp.mimeType)
                    ], structuredContent: result.structuredContent)
            }
            return result
        }
    }

    /// The structured result (`CompactResult`'s shape; `details` without its photo references unless asked), and
    /// the same serialized as the text content (hosts that pass only the text on lose nothing; a client whose protocol
    /// version has no structured content, before 2025-06-18, gets the text alone: `VersionFields`).
    private func result(
        of tool: FoodybiteTool, answer: Value, notes: [String], credits: [String], arguments: [String: Value]
    ) throws -> CallTool.Result {
        var members: [String: Value] = ["notes": .array(notes.map { .string($0) })]
        if tool.resultKey == "places" {
            members["places"] = answer
            if !credits.isEmpty { members["credits"] = .array(credits.map { .string($0) }) }
        } else {
            var shaped = CompactResult.compact(CompactResult.localTimes(answer)) ?? answer
            if tool.resultKey == "place", arguments["photos"]?.boolValue != true, case .object(var place) = shaped {
                place["photoReferences"] = nil
                shaped = .object(place)
            }
            members[tool.resultKey] = shaped
        }
        let structured = Value.object(members)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let text = String(decoding: try encoder.encode(structured), as: UTF8.self)
        return try CallTool.Result(
            content: [.text(text: text, annotations: nil, _meta: nil)],
            structuredContent: structured)
    }

    static func failure(_ message: String) -> CallTool.Result {
        CallTool.Result(content: [.text(text: message, annotations: nil, _meta: nil)], isError: true)
    }
}
