import Domain

/// `search` results: a table of ids and names, or `[{"placeID", "text"}]`.
enum PredictionsRenderer {
    private static let table = TextTable(columns: [.init(title: "PLACE ID"), .init(title: "PLACE", isFlexible: true)])

    static func render(_ predictions: [AutocompletePrediction], as format: ReportFormat, terminal: TerminalCapabilities) throws
        -> String
    {
        switch format {
        case .json:
            return try StructuredRenderer.json(predictions.map { ["placeID": $0.placeID, "text": $0.text] })
        case .table:
            guard !predictions.isEmpty else { return "" }
            return table.render(
                predictions.map { [$0.placeID, $0.text] }, maxWidth: terminal.width, useColor: terminal.usesColor)
        }
    }
}
