import MCP

/// One tool: its definition for `tools/list` (name, description, input and output schemas, hints), the command line
/// a call runs (the command line's own words, so that the CLI's rules and messages apply; `nearby` instead runs
/// through its typed door), and what key its JSON answer goes under in the structured result.
struct FoodybiteTool: Sendable {
    let tool: Tool
    /// The words of the command line for these (checked) arguments; nil for `nearby`, which runs through its typed
    /// door (`NearbyDoor`).
    let line: (@Sendable ([String: Value]) -> [String])?
    /// The structured result's key for the command's JSON output (`places`, `place`, ...).
    let resultKey: String
    /// Whether the command writes JSON (`--format json`); else its text is the result.
    let writesJSON: Bool

    init(
        _ name: String, title: String, description: String, input: Value, result: (key: String, schema: Value),
        also: [String: Value] = [:], hints: Tool.Annotations, writesJSON: Bool = true,
        line: (@Sendable ([String: Value]) -> [String])? = nil
    ) {
        let notes: Value = [
            "type": "array", "items": ["type": "string"],
            "description": "What a person would read on stderr: warnings, and when the answer may be incomplete",
        ]
        tool = Tool(
            name: name, title: title, description: description, inputSchema: input,
            annotations: hints,
            outputSchema: JSONSchema.object(
                [result.key: result.schema, "notes": notes].merging(also) { first, _ in first },
                required: [result.key, "notes"]))
        self.line = line
        resultKey = result.key
        self.writesJSON = writesJSON
    }

    /// Read-only, and talks to the providers' servers (or the cache).
    static let reads = Tool.Annotations(readOnlyHint: true, destructiveHint: false, openWorldHint: true)
}

extension Value {
    /// A JSON object with any keys (one row, one place).
    static let anyObject: Value = ["type": "object"]
}

extension [String: Value] {
    /// `--flag=value` when the argument is there (one word: a value that starts with `-` stays a value; a number as
    /// JSON writes it, without a fraction when whole).
    func option(_ flag: String, _ name: String) -> [String] {
        guard let value = self[name] else { return [] }
        switch value {
        case .string(let text): return ["\(flag)=\(text)"]
        case .int(let number): return ["\(flag)=\(number)"]
        case .double(let number) where number == number.rounded() && abs(number) < 1e9: return ["\(flag)=\(Int(number))"]
        case .double(let number): return ["\(flag)=\(number)"]
        default: return []
        }
    }

    /// `--flag` when the argument is true.
    func flag(_ flag: String, _ name: String) -> [String] {
        self[name]?.boolValue == true ? [flag] : []
    }

    /// The texts of an array argument.
    func texts(_ name: String) -> [String] {
        self[name]?.arrayValue?.compactMap(\.stringValue) ?? []
    }
}
