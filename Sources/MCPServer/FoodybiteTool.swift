import MCP

/// One tool: its definition for `tools/list` (name, description, input and output schemas, hints) and what key its
/// answer goes under in the structured result; a call runs its command's typed door (`ToolCall`).
struct FoodybiteTool: Sendable {
    let tool: Tool
    /// The structured result's key for the command's JSON output (`places`, `place`, ...).
    let resultKey: String

    init(
        _ name: String, title: String, description: String, input: Value, result: (key: String, schema: Value),
        also: [String: Value] = [:], hints: Tool.Annotations,
        conventions: Set<String> = ["language", "units"], meta: Metadata? = nil
    ) {
        var input = input
        if !conventions.isEmpty, case .object(var schema) = input, case .object(var properties)? = schema["properties"] {
            properties.merge(Self.conventions.filter { conventions.contains($0.key) }) { first, _ in first }
            schema["properties"] = .object(properties)
            input = .object(schema)
        }
        // What a person would read on stderr: warnings, and when the answer may be incomplete.
        let notes: Value = .array(of: .text)
        tool = Tool(
            name: name, title: title, description: description, inputSchema: input,
            annotations: hints,
            outputSchema: JSONSchema.object(
                [result.key: result.schema, "notes": notes].merging(also) { first, _ in first },
                required: [result.key, "notes"]), icons: [Self.icon], _meta: meta)
        resultKey = result.key
    }

    /// The reader's language and units (`ConventionFlags`), which the tools that ask providers take (`units` where a
    /// message may give a distance).
    static let conventions: [String: Value] = [
        "language": JSONSchema.string(
            "Language for the providers, BCP 47 (fr, pt-BR)",
            maxLength: 35, pattern: "^[A-Za-z]{2,3}(-[A-Za-z0-9]{1,8})*$"),
        "units": JSONSchema.string(
            "Units of the distances in messages (rows keep metres)",
            maxLength: 8, oneOf: ["metric", "imperial"]),
    ]

    /// foodybite's mark (a fork and a knife on a red disc), which hosts show beside a tool: an SVG in the list itself,
    /// so that showing it asks no server.
    static let icon = Icon(
        src:
            "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24'%3E%3Ccircle cx='12' cy='12' r='12' fill='%23b03a2e'/%3E%3Cpath fill='%23fff' d='M8 5v6a2 2 0 0 0 1.5 1.9V19h1v-6.1A2 2 0 0 0 12 11V5h-1v5h-.5V5h-1v5H9V5zm7.5 0c-1.1 0-2 1.8-2 4v3H15v7h1V5z'/%3E%3C/svg%3E",
        mimeType: "image/svg+xml", sizes: ["any"])

    /// Read-only, and talks to the providers' servers (or the cache).
    /// (`destructiveHint` means something only when `readOnlyHint` is false: left out.)
    static let reads = Tool.Annotations(readOnlyHint: true, openWorldHint: true)
}
