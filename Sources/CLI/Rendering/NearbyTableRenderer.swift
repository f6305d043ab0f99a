import Domain
import Presentation

/// The nearby list as a table for people. When the rows come from both providers (`--provider all`), a FROM
/// column says whose each row is: google, foursquare, or both.
enum NearbyTableRenderer {
    private static let columns: [TextTable.Column] = [
        .init(title: "NAME", shrink: 2, minimum: 20), .init(title: "RATING", shrink: 7, minimum: 9),
        .init(title: "DISTANCE", alignRight: true), .init(title: "OPEN", drop: 5), .init(title: "PRICE", drop: 4),
        .init(title: "ADDRESS", shrink: 1, minimum: 14, drop: 3),
    ]
    private static let sourcesColumn = 5
    private static let withSources = columns[..<sourcesColumn] + [.init(title: "FROM", drop: 6)] + columns[sourcesColumn...]

    static func render(_ rows: [NearbyPlaceViewModel], terminal: TerminalCapabilities) -> String {
        let sources = showsSources(rows)
        return TextTable(columns: sources ? Array(withSources) : columns)
            .render(rows.map { cells($0, sources: sources) }, maxWidth: terminal.width, useColor: terminal.usesColor) {
                _, column, text in colour(column: column, text: text)
            }
    }

    /// The rows of `nearby --changes`: a CHANGE column ("new", "gone", "rating 4.2 -> 4.4", ...) first.
    static func render(changes: [(change: String, row: NearbyPlaceViewModel)], terminal: TerminalCapabilities) -> String {
        let sources = showsSources(changes.map(\.row))
        let rows = changes.map { [$0.change] + cells($0.row, sources: sources) }
        return TextTable(columns: [.init(title: "CHANGE", shrink: 8, minimum: 6)] + (sources ? Array(withSources) : columns))
            .render(rows, maxWidth: terminal.width, useColor: terminal.usesColor) { _, column, text in
                column == 0 ? .yellow : colour(column: column - 1, text: text)
            }
    }

    private static func showsSources(_ rows: [NearbyPlaceViewModel]) -> Bool {
        Set(rows.flatMap { $0.sources.map(\.provider) }).count > 1
    }

    private static func cells(_ row: NearbyPlaceViewModel, sources: Bool) -> [String] {
        var cells = [
            row.name, [row.starsText, row.ratingText].filter { !$0.isEmpty }.joined(separator: " "),
            row.distanceText, row.openText, row.priceText, row.addressText,
        ]
        if sources {
            cells.insert(row.sources.count > 1 ? "both" : row.sources.first?.provider.rawValue ?? "", at: sourcesColumn)
        }
        return cells
    }

    private static func colour(column: Int, text: String) -> ANSIStyle? {
        switch (column, text) {
        case (1, _): return .yellow
        case (3, "open"): return .green
        case (3, "closed"): return .red
        default: return nil
        }
    }
}
