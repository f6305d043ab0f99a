import Foundation
import Presentation

/// The review list as a table, or JSON objects `{placeID, stars, text, createdAt, pending}`.
enum ReviewsRenderer {
    private static let table = TextTable(columns: [
        .init(title: "PLACE", shrink: 2, minimum: 16), .init(title: "STARS"), .init(title: "WHEN", shrink: 5, minimum: 6),
        .init(title: "STATUS", drop: 4), .init(title: "TEXT", shrink: 1, minimum: 14, drop: 3),
    ])

    static func render(_ rows: [ReviewViewModel], as format: ReportFormat, terminal: TerminalCapabilities) throws -> String {
        switch format {
        case .table:
            guard !rows.isEmpty else { return "" }
            let cells = rows.map { row in
                [
                    row.placeID, row.starsText, row.whenText, row.isPending ? "pending" : "sent",
                    row.text.replacingOccurrences(of: "\n", with: " "),
                ]
            }
            return table.render(cells, maxWidth: terminal.width, useColor: terminal.usesColor) { _, column, text in
                column == 1 ? .yellow : (column == 3 && text == "pending" ? .red : nil)
            }
        case .json:
            return try StructuredRenderer.json(rows.map(Record.init))
        }
    }

    private struct Record: Encodable {
        let row: ReviewViewModel

        enum CodingKeys: String, CodingKey { case placeID, stars, text, createdAt, pending, cachedAt }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(row.placeID, forKey: .placeID)
            try container.encode(row.stars, forKey: .stars)
            try container.encode(row.text, forKey: .text)
            try container.encode(row.createdAt.map(ISO8601.string), forKey: .createdAt)
            try container.encode(row.isPending, forKey: .pending)
            try container.encode(row.cachedAt.map(ISO8601.string), forKey: .cachedAt)
        }
    }
}
