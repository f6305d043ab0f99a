import MCP

/// Tool arguments that are strings stay strings: the SDK's `Value` reads a string that looks like a `data:` URL as
/// bytes (a review that starts "data:" would be refused as not a string). `MessageCheck` marks such a string, and any
/// that starts with the mark already, by putting the mark (U+E000, a private-use character) before it; `ToolCall`
/// takes one mark off every string, so each comes back as the client wrote it.
package enum StringArgument {
    static let marker: Character = "\u{E000}"

    /// `value` with every string that needs it marked.
    static func marked(_ value: RawJSON) -> RawJSON {
        switch value {
        case .string(let text) where text.hasPrefix("data:") || text.first == marker: .string(String(marker) + text)
        case .array(let items): .array(items.map(marked))
        case .object(let members): .object(members.mapValues(marked))
        default: value
        }
    }

    /// `value` with the mark taken off every string that has it.
    package static func unmarked(_ value: Value) -> Value {
        switch value {
        case .string(let text) where text.first == marker: .string(String(text.dropFirst()))
        case .array(let items): .array(items.map(unmarked))
        case .object(let members): .object(members.mapValues(unmarked))
        default: value
        }
    }
}
