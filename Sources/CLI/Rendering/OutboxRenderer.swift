import Foundation
import Presentation

/// The outbox as a table (its id first: `review drop ID`, `review retry ID`) or JSON (`OutboxRecord`).
enum OutboxRenderer {
    private static let table = TextTable(columns: [
        .init(title: "ID"), .init(title: "PLACE", shrink: 2, minimum: 16), .init(title: "STARS"),
        .init(title: "STATE"), .init(title: "SERVER SAID", shrink: 1, minimum: 14, drop: 5),
        .init(title: "TEXT", shrink: 3, minimum: 12, drop: 4),
    ])

    static func render(_ records: [OutboxRecord], as format: ReportFormat, terminal: TerminalCapabilities) throws -> String {
        try OutputWriter.report(format, table: { tableText(records, terminal: terminal) }, record: { records })
    }

    private static func tableText(_ records: [OutboxRecord], terminal: TerminalCapabilities) -> String {
        guard !records.isEmpty else { return "" }
        let cells = records.map { record in
            [
                String(record.review.id), record.placeName ?? record.review.placeID, String(record.review.stars),
                record.state, record.review.lastError ?? "", record.review.text.replacingOccurrences(of: "\n", with: " "),
            ]
        }
        return table.render(cells, maxWidth: terminal.width, useColor: terminal.usesColor) { _, column, text in
            column == 3 && text == "refused" ? .red : nil
        }
    }
}
