import Domain
import Presentation

/// Renders the nearby rows in the chosen format (GeoJSON also draws the circle searched, when given).
public enum NearbyRenderer {
    public static func render(
        _ rows: [NearbyPlaceViewModel], as format: OutputFormat, terminal: TerminalCapabilities,
        searchArea: (center: Location, radiusMeters: Int)? = nil
    ) throws -> String {
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
        case .geojson:
            return try GeoJSONRenderer.render(
                records.map { .init(latitude: $0.row.latitude, longitude: $0.row.longitude, properties: $0) },
                searchArea: searchArea.map { .init(center: $0.center, radiusMeters: $0.radiusMeters) })
        }
    }
}
