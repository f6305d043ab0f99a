import Domain
import Presentation

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
        case .json: try json(records)
        case .geojson: try geojson(records, searchArea: searchArea)
        }
    }

    static func places<Record: LocatedRecord>(
        _ records: [Record], as format: OutputFormat, csv columns: [CSVColumn], searchArea: GeoJSONRenderer.SearchArea?,
        table: () -> String, map: () -> String, html: () throws -> String
    ) throws -> String {
        switch format {
        case .table: table()
        case .map: map()
        case .html: try html()
        case .json: try json(records)
        case .ndjson: try ndjson(records)
        case .csv: StructuredRenderer.csv(header: columns.map(\.header), rows: records.map { $0.csvCells(columns) })
        case .geojson: try geojson(records, searchArea: searchArea)
        }
    }

    /// `route`'s formats: its steps and its map for people, one record, and its features.
    static func route(
        _ format: RouteFormat, table: () -> String, map: () -> String, record: () -> some Encodable,
        features: () -> [GeoJSONRenderer.Feature<JSONValue>], html: () throws -> String
    ) throws -> String {
        switch format {
        case .table: table()
        case .map: map()
        case .html: try html()
        case .json: try StructuredRenderer.json(record())
        case .geojson: try GeoJSONRenderer.render(features())
        }
    }

    /// Records written directly (`RecordJSON`); JSONEncoder only for what it refuses (a number that is not finite).
    private static func json<Record: OutputRecord>(_ records: [Record]) throws -> String {
        try JSONText.pretty(records.map { .object($0.fields) }) ?? StructuredRenderer.json(records)
    }

    private static func ndjson<Record: OutputRecord>(_ records: [Record]) throws -> String {
        try records.map { record in try JSONText.line(.object(record.fields)) ?? StructuredRenderer.ndjson([record]) }
            .joined()
    }

    private static func geojson<Record: LocatedRecord>(_ records: [Record], searchArea: GeoJSONRenderer.SearchArea?) throws
        -> String
    {
        try GeoJSONRenderer.render(
            records.map { record in
                GeoJSONRenderer.Feature(
                    geometry: record.coordinates.map { .point(latitude: $0.latitude, longitude: $0.longitude) },
                    properties: record)
            },
            searchArea: searchArea)
    }
}
