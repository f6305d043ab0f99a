import Domain
import Presentation

/// Renders the nearby rows in the chosen format (GeoJSON also draws the circle searched, when given).
public enum NearbyRenderer {
    public static func render(
        _ rows: [NearbyPlaceViewModel], as format: OutputFormat, terminal: TerminalCapabilities,
        searchArea: (center: Location, radiusMeters: Int)? = nil, ascii: Bool = false
    ) throws -> String {
        try render(
            rows.map(NearbyPlaceRecord.init), as: format, place: \.row, csvHeader: NearbyPlaceRecord.csvColumns,
            csvCells: \.csvCells, searchArea: searchArea,
            table: { rows.isEmpty ? "" : NearbyTableRenderer.render(rows, terminal: terminal) },
            map: { map(rows, searchArea: searchArea, terminal: terminal, ascii: ascii) })
    }

    /// The map around the circle searched (around the first place, 1 km, when none is given).
    static func map(
        _ rows: [NearbyPlaceViewModel], searchArea: (center: Location, radiusMeters: Int)?, terminal: TerminalCapabilities,
        ascii: Bool
    ) -> String {
        let fallback = rows.first.flatMap { Location(latitude: $0.latitude, longitude: $0.longitude) }
        guard let center = searchArea?.center ?? fallback else { return "" }
        return NearbyMapRenderer.render(
            rows, center: center, radius: searchArea?.radiusMeters ?? 1000, terminal: terminal, ascii: ascii)
    }

    /// Any list of place records (the plain rows, or the rows of `--changes`) in the machine formats; `table` and
    /// `map` for people.
    static func render<Record: Encodable>(
        _ records: [Record], as format: OutputFormat, place: (Record) -> NearbyPlaceViewModel, csvHeader: [String],
        csvCells: (Record) -> [String], searchArea: (center: Location, radiusMeters: Int)?, table: () -> String,
        map: () -> String
    ) throws -> String {
        switch format {
        case .table:
            return table()
        case .map:
            return map()
        case .json:
            return try StructuredRenderer.json(records)
        case .ndjson:
            return try StructuredRenderer.ndjson(records)
        case .csv:
            return StructuredRenderer.csv(header: csvHeader, rows: records.map(csvCells))
        case .geojson:
            return try GeoJSONRenderer.render(
                records.map { .init(latitude: place($0).latitude, longitude: place($0).longitude, properties: $0) },
                searchArea: searchArea.map { .init(center: $0.center, radiusMeters: $0.radiusMeters) })
        }
    }
}
