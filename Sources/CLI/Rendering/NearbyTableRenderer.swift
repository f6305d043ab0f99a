import Presentation

/// The nearby list as a table for people.
enum NearbyTableRenderer {
    private static let columns: [TextTable.Column] = [
        .init(title: "NAME"), .init(title: "RATING"), .init(title: "DISTANCE", alignRight: true),
        .init(title: "OPEN"), .init(title: "PRICE"), .init(title: "ADDRESS", isFlexible: true),
    ]
    private static let table = TextTable(columns: columns)
    private static let changesTable = TextTable(columns: [.init(title: "CHANGE")] + columns)

    static func render(_ rows: [NearbyPlaceViewModel], terminal: TerminalCapabilities) -> String {
        table.render(rows.map(cells), maxWidth: terminal.width, useColor: terminal.usesColor) { _, column, text in
            colour(column: column, text: text)
        }
    }

    /// The rows of `nearby --changes`: a CHANGE column ("new", "gone", "rating 4.2 -> 4.4", ...) first.
    static func render(changes: [(change: String, row: NearbyPlaceViewModel)], terminal: TerminalCapabilities) -> String {
        let rows = changes.map { [$0.change] + cells($0.row) }
        return changesTable.render(rows, maxWidth: terminal.width, useColor: terminal.usesColor) { _, column, text in
            column == 0 ? .yellow : colour(column: column - 1, text: text)
        }
    }

    private static func cells(_ row: NearbyPlaceViewModel) -> [String] {
        [
            row.name, [row.starsText, row.ratingText].filter { !$0.isEmpty }.joined(separator: " "),
            row.distanceText, row.openText, row.priceText, row.addressText,
        ]
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
