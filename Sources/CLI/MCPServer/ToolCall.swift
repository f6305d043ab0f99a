import Domain
import Foundation
import MCP
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
        _ parameters: CallTool.Parameters,
        notify: @escaping @Sendable (ProgressNotification.Parameters) async -> Void
    ) async throws -> CallTool.Result {
        try await FrontEndWords.$current.withValue(words) { try await call(parameters, notify: notify) }
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
        // The reader's language and units: the call's, else the server's configuration and locale (`DoorsHost`).
        let language = arguments.removeValue(forKey: "language")?.stringValue.flatMap(Conventions.languageTag)
        let units = arguments.removeValue(forKey: "units")?.stringValue.flatMap(UnitSystem.init(rawValue:))
        let console = CapturingConsole()
        let progress = parameters._meta?.progressToken.map { ToolProgress(token: $0, send: notify) }
        await progress?.start("\(tool.tool.name) started")
        let door = DoorCall(
            host: host, console: console, progress: progress ?? ToolProgressNone(), language: language, units: units)
        return try await call(tool, arguments, door)
    }

    /// The tool's door, run with the call's arguments.
    private func call(_ tool: FoodybiteTool, _ arguments: [String: Value], _ door: DoorCall) async throws
        -> CallTool.Result
    {
        let console = door.console
        let found: Result<(Value, [String], [String]), DoorFailure>
        switch tool.tool.name {
        case "nearby":
            let form: NearbyForm
            do { form = try NearbyArgument.form(arguments.mapValues(Self.argument)) } catch { return Self.failure(error.message) }
            found = await door { await NearbyDoor.run(form, services: $0) }.map {
                (Value.array($0.rows.map(Value.init)), console.errors + $0.notes, $0.credits)
            }
        case "details":
            let (placeID, offline, openAt) = (
                arguments["place_id"]?.stringValue ?? "", arguments["offline"]?.boolValue ?? false,
                arguments["open_at"]?.stringValue
            )
            found = await door { await DetailsDoor.run(placeID: placeID, offline: offline, openAt: openAt, services: $0) }
                .map { (Value($0), console.told, []) }
        case "search":
            let (text, near, radius, provider) = (
                arguments["text"]?.stringValue ?? "", Self.location(arguments), arguments["radius"]?.intValue,
                arguments["provider"]?.stringValue
            )
            found = await door { await SearchDoor.run(text: text, near: near, radius: radius, provider: provider, services: $0) }
                .map { (Value.array($0.map(Value.init)), console.told, []) }
        case "route":
            let travel = arguments["travel"]?.stringValue.flatMap(TravelMode.init(rawValue:)) ?? .walk
            let (placeID, from) = (arguments["place_id"]?.stringValue ?? "", Self.location(arguments))
            found = try Self.decoded(
                await door { await RouteDoor.run(to: placeID, from: from, travel: travel, services: $0) }, console)
        case "reviews":
            let placeID = arguments["place_id"]?.stringValue
            found = try Self.decoded(await door { await ReviewsDoor.list(of: placeID, services: $0) }, console)
        default:
            let (placeID, stars, text) = (
                arguments["place_id"]?.stringValue ?? "", arguments["stars"]?.intValue ?? 0, arguments["text"]?.stringValue ?? ""
            )
            found = await door { await ReviewsDoor.add(placeID: placeID, stars: stars, text: text, services: $0) }
                .map { (Value.string($0), console.told, []) }
        }
        return try answer(tool, found, arguments)
    }

    /// A door's JSON as the protocol's value.
    private static func decoded(_ found: Result<Data, DoorFailure>, _ console: CapturingConsole) throws
        -> Result<(Value, [String], [String]), DoorFailure>
    {
        switch found {
        case .success(let json): .success((try JSONDecoder().decode(Value.self, from: json), console.told, []))
        case .failure(let failure): .failure(failure)
        }
    }

    /// What a command's door found, as the tool's result (its answer, notes and credits), or its failure
    /// as a tool error with the command line's message; nothing for a call cancelled on the way.
    private func answer(
        _ tool: FoodybiteTool, _ found: Result<(Value, [String], [String]), DoorFailure>, _ arguments: [String: Value]
    ) throws -> CallTool.Result {
        try Task.checkCancellation()
        switch found {
        case .failure(let failure):
            return Self.failure(
                failure.message.isEmpty ? "\(tool.tool.name) failed (exit code \(failure.exitCode))" : failure.message)
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
