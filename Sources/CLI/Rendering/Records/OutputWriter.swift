import Domain

/// Where each format is handled, once: a report (table or JSON) and a list of places in every list format; the
/// renderers give only their table (and map) and their records.
enum OutputWriter {
    static func report(_ format: ReportFormat, table: () -> String, record: () -> some Encodable) throws -> String {
        switch format {
        case .table: table()
        case .json: try StructuredRenderer.json(record())
        }
    }

    static func places<Record: LocatedRecord>(
        _ records: [Record], as format: PlaceListFormat, searchArea: GeoJSONRenderer.SearchArea? = nil,
        table: () -> String
    ) throws -> String {
        switch format {
        case .table: table()
        case .json: try StructuredRenderer.json(records)
        case .geojson: try geojson(records, searchArea: searchArea)
        }
    }

    static func places<Record: LocatedRecord>(
        _ records: [Record], as format: OutputFormat, csv columns: [CSVColumn], searchArea: GeoJSONRenderer.SearchArea?,
        table: () -> String, map: () -> String
    ) throws -> String {
        switch format {
        case .table: table()
        case .map: map()
        case .json: try StructuredRenderer.json(records)
        case .ndjson: try StructuredRenderer.ndjson(records)
        case .csv: StructuredRenderer.csv(header: columns.map(\.header), rows: records.map { $0.csvCells(columns) })
        case .geojson: try geojson(records, searchArea: searchArea)
        }
    }

    private static func geojson<Record: LocatedRecord>(_ records: [Record], searchArea: GeoJSONRenderer.SearchArea?) throws
        -> String
    {
        try GeoJSONRenderer.render(records.map { .init(coordinates: $0.coordinates, properties: $0) }, searchArea: searchArea)
    }
}
