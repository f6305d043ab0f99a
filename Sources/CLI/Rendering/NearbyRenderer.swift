import Presentation

/// Renders the nearby rows in the chosen format.
public enum NearbyRenderer {
    public static func render(_ rows: [NearbyPlaceViewModel], as format: OutputFormat, terminal: TerminalCapabilities) throws
        -> String
    {
        let records = rows.map(NearbyPlaceRecord.init)
        switch format {
        case .table:
            return rows.isEmpty ? "" : NearbyTableRenderer.render(rows, terminal: terminal)
        case .json:
            return try StructuredRenderer.json(records)
        case .ndjson:
            return try StructuredRenderer.ndjson(records)
        case .csv:
            return StructuredRenderer.csv(header: NearbyPlaceRecord.csvColumns, rows: records.map(\.csvCells))
        }
    }
}
