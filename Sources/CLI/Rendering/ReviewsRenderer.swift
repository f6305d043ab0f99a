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
        switch format {
        case .table:
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
        case .json:
            return try StructuredRenderer.json(rows.map(Record.init))
        }
    }

    private struct Record: Encodable {
        let row: ReviewViewModel

        enum CodingKeys: String, CodingKey { case placeID, placeName, stars, text, createdAt, pending, cachedAt }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(row.placeID, forKey: .placeID)
            try container.encode(row.placeName, forKey: .placeName)
            try container.encode(row.stars, forKey: .stars)
            try container.encode(row.text, forKey: .text)
            try container.encode(row.createdAt.map(ISO8601.string), forKey: .createdAt)
            try container.encode(row.isPending, forKey: .pending)
            try container.encode(row.cachedAt.map(ISO8601.string), forKey: .cachedAt)
        }
    }
}
