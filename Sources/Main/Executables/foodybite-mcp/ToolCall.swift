import CLI
import Domain
import Foundation
import MCP
import Main

/// One `tools/call`: the arguments checked against the tool's schema, then `nearby` run through its typed door
/// (`NearbyDoor`: no command line) and the other tools as the command line they stand for, and the answer as a
/// structured result (the rows as the command line's JSON writes them, compacted, and the notes a person would read
/// on stderr) serialized as its text too; a refusal or a failure is a tool error with the command line's one-line
/// message. An unknown tool is the protocol's invalid-params error; a cancelled call is answered by nothing.
struct ToolCall: Sendable {
    let run: FrontEndRun

    /// The call, its messages in an assistant's words (`AssistantWords`: `radius`, not `--radius`).
    func callAsFunction(
        _ parameters: CallTool.Parameters,
        notify: @escaping @Sendable (ProgressNotification.Parameters) async -> Void
    ) async throws -> CallTool.Result {
        try await FrontEndWords.$current.withValue(AssistantWords.words) { try await call(parameters, notify: notify) }
    }

    private func call(
        _ parameters: CallTool.Parameters,
        notify: @escaping @Sendable (ProgressNotification.Parameters) async -> Void
    ) async throws -> CallTool.Result {
        guard let tool = FoodybiteTool.all.first(where: { $0.tool.name == parameters.name }) else {
            throw MCPError.invalidParams("Unknown tool: \(String(parameters.name.prefix(64)))")
        }
        let arguments = (parameters.arguments ?? [:]).mapValues(StringArgument.unmarked)
        if let problem = JSONSchema.problem(arguments, tool.tool.inputSchema) {
            return Self.failure(problem)
        }
        let console = CapturingConsole()
        let progress = parameters._meta?.progressToken.map { ToolProgress(token: $0, send: notify) }
        await progress?.start("\(tool.tool.name) started")
        let working: any WorkProgress = progress ?? ToolProgressNone()
        if tool.tool.name == "details" {
            // `details`: its typed door, no command line.
            let found = await run.details(
                placeID: arguments["place_id"]?.stringValue ?? "", offline: arguments["offline"]?.boolValue ?? false,
                console: console, progress: working)
            return try answer(tool, found.map { (Value($0), console.errors + console.notes, []) }, console, arguments)
        }
        guard let line = tool.line else {
            // `nearby`: its typed door, no command line.
            let found = await run.nearby(arguments.mapValues(Self.argument), console: console, progress: working)
            let shaped = found.map { (Value.array($0.rows.map(Value.init)), console.errors + $0.notes, $0.credits) }
            return try answer(tool, shaped, console, arguments)
        }
        let code = await run.run(line(arguments), console: console, progress: working)
        // A call cancelled on the way (`notifications/cancelled`) gets no answer, whatever the command made of it.
        try Task.checkCancellation()
        guard code == 0 else {
            return Self.failure(console.errors.first ?? "\(tool.tool.name) failed (exit code \(code))")
        }
        let output = console.data
        let answer: Value =
            tool.writesJSON
            ? try JSONDecoder().decode(Value.self, from: output.isEmpty ? Data("null".utf8) : output)
            : .string(String(decoding: output, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
        return try result(of: tool, answer: answer, notes: console.errors + console.notes, credits: [], arguments: arguments)
    }

    /// What a door (`nearby`, `details`) found, as the tool's result (its answer, notes and credits), or its failure
    /// as a tool error with the command line's message; nothing for a call cancelled on the way.
    private func answer(
        _ tool: FoodybiteTool, _ found: Result<(Value, [String], [String]), DoorFailure>, _ console: CapturingConsole,
        _ arguments: [String: Value]
    ) throws -> CallTool.Result {
        try Task.checkCancellation()
        switch found {
        case .failure(let failure):
            return Self.failure(console.errors.first ?? "\(tool.tool.name) failed (exit code \(failure.exitCode))")
        case .success(let (answer, notes, credits)):
            return try result(of: tool, answer: answer, notes: notes, credits: credits, arguments: arguments)
        }
    }

    /// A checked argument as the typed door takes it.
    private static func argument(_ value: Value) -> NearbyDoor.Argument {
        switch value {
        case .bool(let flag): .flag(flag)
        case .int(let number): .number(Double(number))
        case .double(let number): .number(number)
        case .array(let items): .texts(items.compactMap(\.stringValue))
        default: .text(value.stringValue ?? "")
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
            let (places, rowCredits) = CompactResult.places(answer)
            members["places"] = places
            let every = (credits + rowCredits).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
            if !every.isEmpty { members["credits"] = .array(every.map { .string($0) }) }
        } else {
            var shaped = CompactResult.compact(answer) ?? answer
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

    private static func failure(_ message: String) -> CallTool.Result {
        CallTool.Result(content: [.text(text: message, annotations: nil, _meta: nil)], isError: true)
    }
}
