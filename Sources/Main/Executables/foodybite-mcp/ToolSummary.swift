import MCP

/// The short text beside a structured result: how many rows and the first names, or the place's name; then the notes.
enum ToolSummary {
    static func text(_ answer: Value, key: String, notes: [String]) -> String {
        var lines: [String] = []
        switch answer {
        case .array(let rows):
            let names = rows.prefix(5).compactMap { $0.objectValue?["name"]?.stringValue ?? $0.objectValue?["text"]?.stringValue }
            lines.append(
                "\(rows.count) \(key)" + (names.isEmpty ? "" : ": " + names.joined(separator: "; "))
                    + (rows.count > 5 ? "; ..." : ""))
        case .object(let object):
            lines.append(object["name"]?.stringValue ?? "\(key): see the structured result")
        case .string(let text):
            lines.append(text.isEmpty ? "done" : text)
        default:
            lines.append("no \(key)")
        }
        return (lines + notes).joined(separator: "\n")
    }
}
