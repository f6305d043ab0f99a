import Foundation
import Presentation

/// `config show` as a table or JSON (`[{"key", "value", "source"}]`).
enum ConfigRenderer {
    private static let table = TextTable(columns: [
        .init(title: "KEY"), .init(title: "VALUE", shrink: 2, minimum: 16), .init(title: "SOURCE", drop: 4),
        .init(title: "MEANING", shrink: 1, minimum: 14, drop: 3),
    ])

    static func render(_ entries: [ConfigEntry], as format: ReportFormat, terminal: TerminalCapabilities) throws -> String {
        try OutputWriter.report(
            format,
            table: {
                let cells = entries.map { [$0.key, $0.value ?? "–", $0.source, $0.summary] }
                return table.render(cells, maxWidth: terminal.width, useColor: terminal.usesColor)
            },
            record: {
                entries.map {
                    RecordValue.object([("key", .text($0.key)), ("value", .text($0.value)), ("source", .text($0.source))])
                }
            })
    }
}
