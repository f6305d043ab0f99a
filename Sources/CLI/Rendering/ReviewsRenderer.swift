import Foundation
import Presentation

/// The review list as a table (the place by name when the cache knows it, its id beside), or JSON objects
/// `{placeID, placeName, stars, text, createdAt, pending, cachedAt}`.
enum ReviewsRenderer {
    private static let table = TextTable(columns: [
        .init(title: "PLACE", shrink: 2, minimum: 16), .init(title: "ID", shrink: 3, minimum: 12, drop: 4),
        .init(title: "STARS"), .init(title: "WHEN", shrink: 7, minimum: 6), .init(title: "STATUS", drop: 6),
        .init(title: "TEXT", shrink: 1, minimum: 14, drop: 5),
    ])

    static func render(_ rows: [ReviewViewModel], as format: ReportFormat, terminal: TerminalCapabilities) throws -> String {
        try OutputWriter.report(format, table: { tableText(rows, terminal: terminal) }, record: { rows.map(ReviewRecord.init) })
    }

    private static func tableText(_ rows: [ReviewViewModel], terminal: TerminalCapabilities) -> String {
        guard !rows.isEmpty else { return "" }
        let cells = rows.map { row in
            [
                row.placeName ?? row.placeID, row.placeName == nil ? "" : row.placeID, row.starsText, row.whenText,
                row.isPending ? "pending" : "sent", row.text.replacingOccurrences(of: "\n", with: " "),
            ]
        }
        return table.render(cells, maxWidth: terminal.width, useColor: terminal.usesColor) { _, column, text in
            column == 2 ? .yellow : (column == 4 && text == "pending" ? .red : nil)
        }
    }
}
