import MCP

/// One tool: its definition for `tools/list` (name, description, input and output schemas, hints) and what key its
/// answer goes under in the structured result; a call runs its command's typed door (`ToolCall`).
struct FoodybiteTool: Sendable {
    let tool: Tool
    /// The structured result's key for the command's JSON output (`places`, `place`, ...).
    let resultKey: String

    init(
        _ name: String, title: String, description: String, input: Value, result: (key: String, schema: Value),
        also: [String: Value] = [:], hints: Tool.Annotations, conventions: Bool = true
    ) {
        var input = input
        if conventions, case .object(var schema) = input, case .object(var properties)? = schema["properties"] {
            properties.merge(Self.conventions) { first, _ in first }
            schema["properties"] = .object(properties)
            input = .object(schema)
        }
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
        resultKey = result.key
    }

    /// The reader's language and units, which every tool that shows places takes (`ConventionFlags`).
    static let conventions: [String: Value] = [
        "language": JSONSchema.string(
            "The language to ask the providers in, BCP 47 (fr, pt-BR); default: the server's configuration or locale",
            maxLength: 35, pattern: "^[A-Za-z]{2,3}(-[A-Za-z0-9]{1,8})*$"),
        "units": JSONSchema.string(
            "metric or imperial, for the distances in notes (the rows keep metres); default: the configuration or locale",
            maxLength: 8, oneOf: ["metric", "imperial"]),
    ]

    /// Read-only, and talks to the providers' servers (or the cache).
    static let reads = Tool.Annotations(readOnlyHint: true, destructiveHint: false, openWorldHint: true)
}
