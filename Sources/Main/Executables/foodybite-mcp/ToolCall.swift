import CLI
import Domain
import Foundation
import MCP
import MCPServer
import Main
import Presentation

/// One `tools/call`: the arguments checked against the tool's schema, then the command run through its typed door
/// (`NearbyDoor`, `DetailsDoor`, `SearchDoor`, `RouteDoor`, `ReviewsDoor`: no command line), and the answer as a
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
        try await FrontEndWords.$current.withValue(AssistantWords.words(commandLine: CommandLineWords.words)) {
            try await call(parameters, notify: notify)
        }
    }

    private func call(
        _ parameters: CallTool.Parameters,
        notify: @escaping @Sendable (ProgressNotification.Parameters) async -> Void
    ) async throws -> CallTool.Result {
        guard let tool = FoodybiteTool.all.first(where: { $0.tool.name == parameters.name }) else {
            throw MCPError.invalidParams("Unknown tool: \(String(parameters.name.prefix(64)))")
        }
        var arguments = (parameters.arguments ?? [:]).mapValues(StringArgument.unmarked)
        if let problem = JSONSchema.problem(arguments, tool.tool.inputSchema) {
            return Self.failure(problem)
        }
        // The reader's language and units: the call's, else the server's configuration and locale (`FrontEndRun`).
        let flags = ConventionFlags(
            language: arguments.removeValue(forKey: "language")?.stringValue.flatMap(Conventions.languageTag),
            units: arguments.removeValue(forKey: "units")?.stringValue.flatMap(UnitSystem.init(rawValue:)))
        return try await ConventionFlags.$asked.withValue(flags) {
            try await call(tool, arguments, parameters: parameters, notify: notify)
        }
    }

    private func call(
        _ tool: FoodybiteTool, _ arguments: [String: Value], parameters: CallTool.Parameters,
        notify: @escaping @Sendable (ProgressNotification.Parameters) async -> Void
    ) async throws -> CallTool.Result {
        let console = CapturingConsole()
        let progress = parameters._meta?.progressToken.map { ToolProgress(token: $0, send: notify) }
        await progress?.start("\(tool.tool.name) started")
        let working: any WorkProgress = progress ?? ToolProgressNone()
        let notes = { console.errors + console.notes }
        let found: Result<(Value, [String], [String]), DoorFailure>
        switch tool.tool.name {
        case "nearby":
            let form: NearbyForm
            do { form = try NearbyArgument.form(arguments.mapValues(Self.argument)) } catch { return Self.failure(error.message) }
            found = await run.nearby(form, console: console, progress: working).map {
                (Value.array($0.rows.map(Value.init)), console.errors + $0.notes, $0.credits)
            }
        case "details":
            found = await run.details(
                placeID: arguments["place_id"]?.stringValue ?? "", offline: arguments["offline"]?.boolValue ?? false,
                openAt: arguments["open_at"]?.stringValue, console: console, progress: working
            ).map { (Value($0), notes(), []) }
        case "search":
            found = await run.search(
                arguments["text"]?.stringValue ?? "", near: Self.location(arguments), radius: arguments["radius"]?.intValue,
                provider: arguments["provider"]?.stringValue, console: console, progress: working
            ).map { (Value.array($0.map(Value.init)), notes(), []) }
        case "route":
            let travel = arguments["travel"]?.stringValue.flatMap(TravelMode.init(rawValue:)) ?? .walk
            found = try Self.decoded(
                await run.route(
                    to: arguments["place_id"]?.stringValue ?? "", from: Self.location(arguments), travel: travel,
                    console: console, progress: working), notes)
        case "reviews":
            found = try Self.decoded(
                await run.reviews(of: arguments["place_id"]?.stringValue, console: console, progress: working), notes)
        default:
            found = await run.addReview(
                placeID: arguments["place_id"]?.stringValue ?? "", stars: arguments["stars"]?.intValue ?? 0,
                text: arguments["text"]?.stringValue ?? "", console: console, progress: working
            ).map { (Value.string($0), notes(), []) }
        }
        return try answer(tool, found, console, arguments)
    }

    /// A door's JSON as the protocol's value.
    private static func decoded(_ found: Result<Data, DoorFailure>, _ notes: () -> [String]) throws
        -> Result<(Value, [String], [String]), DoorFailure>
    {
        switch found {
        case .success(let json): .success((try JSONDecoder().decode(Value.self, from: json), notes(), []))
        case .failure(let failure): .failure(failure)
        }
    }

    /// What a command's door found, as the tool's result (its answer, notes and credits), or its failure
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

    /// The point `latitude` and `longitude` give, when both do.
    private static func location(_ arguments: [String: Value]) -> Location? {
        guard let latitude = arguments["latitude"].flatMap(number), let longitude = arguments["longitude"].flatMap(number)
        else { return nil }
        return Location(latitude: latitude, longitude: longitude)
    }

    private static func number(_ value: Value) -> Double? {
        value.doubleValue ?? value.intValue.map(Double.init)
    }

    /// A checked argument as the typed door takes it.
    private static func argument(_ value: Value) -> NearbyArgument.Given {
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
