import Domain

/// One output's machine-readable shape, defined once as named values: JSON and NDJSON write them, GeoJSON makes
/// them a feature's properties, and CSV reads its columns from them (`CSVColumn`), so that no two formats can
/// disagree. Keys are stable: add, never rename or remove.
public protocol OutputRecord: Encodable {
    var fields: [(String, RecordValue)] { get }
}

extension OutputRecord {
    public func encode(to encoder: any Encoder) throws {
        try RecordValue.object(fields).encode(to: encoder)
    }

    public func csvCells(_ columns: [CSVColumn]) -> [String] {
        let record = RecordValue.object(fields)
        return columns.map { record.value(at: $0.path)?.csvText ?? "" }
    }
}

/// A record placed on the map (GeoJSON's geometry; nil: a null geometry).
public protocol LocatedRecord: OutputRecord {
    var coordinates: (latitude: Double, longitude: Double)? { get }
}

/// A CSV column: its header, and where its value is in the record (`ratings.google`; by default the header).
public struct CSVColumn: Sendable {
    public let header: String
    public let path: [String]

    public init(_ header: String, at path: String? = nil) {
        self.header = header
        self.path = (path ?? header).split(separator: ".").map(String.init)
    }
}
