import Foundation
import Presentation

/// JSON, NDJSON and CSV output of any list of records.
enum StructuredRenderer {
    static func json<Value: Encodable>(_ value: Value) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let text = String(decoding: try encoder.encode(value), as: UTF8.self)
        // Foundation on Linux pretty-prints an empty array as "[", a blank line and "]" (a raw line break is only ever
        // the encoder's: one inside a string is escaped).
        let compact = text.replacingOccurrences(of: #"\[\n *\n *\]"#, with: "[]", options: .regularExpression)
        return (compact.allSatisfy { "[] \n".contains($0) } ? "[]" : compact) + "\n"
    }

    static func ndjson<Record: Encodable>(_ records: [Record]) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return try records.map { String(decoding: try encoder.encode($0), as: UTF8.self) + "\n" }.joined()
    }

    static func csv(header: [String], rows: [[String]]) -> String {
        ([header] + rows).map { $0.map(csvField).joined(separator: ",") + "\n" }.joined()
    }

    /// RFC 4180: a field with a comma or a quote is quoted, its quotes doubled. Control characters are replaced
    /// first (a line break becomes a space), so that one record is always one line.
    static func csvField(_ field: String) -> String {
        let field = TerminalSafe.line(field)
        guard field.contains(where: { $0 == "," || $0 == "\"" || $0.isNewline }) else { return field }
        return "\"" + field.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}
