import Domain
import Presentation

/// The nearby list as a table for people. When the rows come from several providers (`--provider all`), a FROM
/// column says whose each row is: a provider's name, "both" for a place two of two providers know, or the names
/// joined with "+" when more providers answered.
enum NearbyTableRenderer {
    private static let columns: [TextTable.Column] = [
        .init(title: "NAME", shrink: 2, minimum: 20), .init(title: "RATING", shrink: 7, minimum: 9),
        .init(title: "DISTANCE", alignRight: true), .init(title: "OPEN", drop: 5), .init(title: "PRICE", drop: 4),
        .init(title: "ADDRESS", shrink: 1, minimum: 14, drop: 3),
    ]
    private static let sourcesColumn = 5
    private static let withSources = columns[..<sourcesColumn] + [.init(title: "FROM", drop: 6)] + columns[sourcesColumn...]

    static func render(_ rows: [NearbyPlaceViewModel], terminal: TerminalCapabilities) -> String {
        let sources = providers(rows)
        return TextTable(columns: sources > 1 ? Array(withSources) : columns)
            .render(rows.map { cells($0, sources: sources) }, maxWidth: terminal.width, useColor: terminal.usesColor) {
                _, column, text in colour(column: column, text: text)
            }
    }

    /// The rows of `nearby --changes`: a CHANGE column ("new", "gone", "rating 4.2 -> 4.4", ...) first.
    static func render(changes: [(change: String, row: NearbyPlaceViewModel)], terminal: TerminalCapabilities) -> String {
        let sources = providers(changes.map(\.row))
        let rows = changes.map { [$0.change] + cells($0.row, sources: sources) }
        return TextTable(columns: [.init(title: "CHANGE", shrink: 8, minimum: 6)] + (sources > 1 ? Array(withSources) : columns))
            .render(rows, maxWidth: terminal.width, useColor: terminal.usesColor) { _, column, text in
                column == 0 ? .yellow : colour(column: column - 1, text: text)
            }
    }

    /// How many providers the rows come from (a FROM column when more than one).
    private static func providers(_ rows: [NearbyPlaceViewModel]) -> Int {
        Set(rows.flatMap { $0.sources.map(\.provider) }).count
    }

    private static func cells(_ row: NearbyPlaceViewModel, sources: Int) -> [String] {
        var cells = [
            row.name, [row.starsText, row.ratingText].filter { !$0.isEmpty }.joined(separator: " "),
            row.distanceText, row.openText, row.priceText, row.addressText,
        ]
        if sources > 1 {
            let names = row.sources.map(\.provider.rawValue)
            cells.insert(names.count == 2 && sources == 2 ? "both" : names.joined(separator: "+"), at: sourcesColumn)
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
