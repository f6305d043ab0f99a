import Foundation

/// `config show` as a table or JSON (`[{"key", "value", "source"}]`).
enum ConfigRenderer {
    private static let table = TextTable(columns: [
        .init(title: "KEY"), .init(title: "VALUE", shrink: 2, minimum: 16), .init(title: "SOURCE", drop: 4),
        .init(title: "MEANING", shrink: 1, minimum: 14, drop: 3),
    ])

    static func render(_ entries: [ConfigEntry], as format: ReportFormat, terminal: TerminalCapabilities) throws -> String {
        switch format {
        case .table:
            let cells = entries.map { [$0.key, $0.value ?? "–", $0.source, $0.summary] }
            return table.render(cells, maxWidth: terminal.width, useColor: terminal.usesColor)
        case .json:
            return try StructuredRenderer.json(entries.map(Record.init))
        }
    }

    private struct Record: Encodable {
        let entry: ConfigEntry

        enum CodingKeys: String, CodingKey { case key, value, source }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(entry.key, forKey: .key)
            try container.encode(entry.value, forKey: .value)
            try container.encode(entry.source, forKey: .source)
        }
    }
}
