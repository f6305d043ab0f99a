import Presentation

/// The nearby list as a table for people.
enum NearbyTableRenderer {
    private static let table = TextTable(columns: [
        .init(title: "NAME"), .init(title: "RATING"), .init(title: "DISTANCE", alignRight: true),
        .init(title: "OPEN"), .init(title: "PRICE"), .init(title: "ADDRESS", isFlexible: true),
    ])

    static func render(_ rows: [NearbyPlaceViewModel], terminal: TerminalCapabilities) -> String {
        let cells = rows.map { row in
            [
                row.name, [row.starsText, row.ratingText].filter { !$0.isEmpty }.joined(separator: " "),
                row.distanceText, row.openText, row.priceText, row.addressText,
            ]
        }
        return table.render(cells, maxWidth: terminal.width, useColor: terminal.usesColor) { _, column, text in
            switch (column, text) {
            case (1, _): return .yellow
            case (3, "open"): return .green
            case (3, "closed"): return .red
            default: return nil
            }
        }
    }
}
