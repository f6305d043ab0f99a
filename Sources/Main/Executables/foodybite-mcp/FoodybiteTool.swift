import MCP

/// One tool: its definition for `tools/list` (name, description, input and output schemas, hints) and what key its
/// answer goes under in the structured result; a call runs its command's typed door (`ToolCall`).
struct FoodybiteTool: Sendable {
    let tool: Tool
    /// The structured result's key for the command's JSON output (`places`, `place`, ...).
    let resultKey: String

    init(
        _ name: String, title: String, description: String, input: Value, result: (key: String, schema: Value),
        also: [String: Value] = [:], hints: Tool.Annotations
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
        resultKey = result.key
    }

    /// Read-only, and talks to the providers' servers (or the cache).
    static let reads = Tool.Annotations(readOnlyHint: true, destructiveHint: false, openWorldHint: true)
}
